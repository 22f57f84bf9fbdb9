import { Box, type BoxProps, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useUser } from '../../lib/use-account';

/** Whose session this is: the signed-in user's e-mail (a dash until it has loaded). */
export function SignedInAs(props: BoxProps) {
  const intl = useIntl();
  const { data: user } = useUser();
  return (
    <Box {...props}>
      <Text fontSize="xs" color="fg.muted">
        {intl.formatMessage({ id: 'shell.user.signedInAs' })}
      </Text>
      <Text fontWeight="semibold" truncate>
        {user?.email ?? '—'}
      </Text>
    </Box>
  );
}

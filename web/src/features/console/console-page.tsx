import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PremiumGuard } from './premium-guard';

/**
 * The frame every console tab shares: a title, a one-line description, then the tab; a premium
 * tab (spec 01 §6: advanced and above) sits behind the premium guard.
 */
export function ConsolePage({
  titleId,
  descriptionId,
  premium = false,
  children,
}: {
  readonly titleId: string;
  readonly descriptionId: string;
  readonly premium?: boolean;
  readonly children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Box px={{ base: '4', md: '8' }} py={{ base: '6', md: '8' }} maxW="6xl" mx="auto" width="full">
      <Stack gap="1" mb={{ base: '6', md: '8' }}>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          {intl.formatMessage({ id: titleId })}
        </Heading>
        <Text color="fg.muted">{intl.formatMessage({ id: descriptionId })}</Text>
      </Stack>
      {premium ? <PremiumGuard>{children}</PremiumGuard> : children}
    </Box>
  );
}

import { Box, HStack, Text } from '@chakra-ui/react';
import { LuShieldCheck } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';

/** The product mark: a shield (protection against risky counterparties) and the name. */
export function Logo({ onNavigate }: { readonly onNavigate?: () => void }) {
  const intl = useIntl();
  return (
    <Link to={paths.home()} aria-label={intl.formatMessage({ id: 'shell.brand.home' })} onClick={onNavigate}>
      <HStack gap="2">
        <Box
          as="span"
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          boxSize="8"
          rounded="lg"
          bgGradient="to-br"
          gradientFrom="blue.500"
          gradientTo="teal.500"
          color="white"
          aria-hidden
        >
          <LuShieldCheck size="18" />
        </Box>
        <Text as="span" fontWeight="bold" fontSize="lg" letterSpacing="tight" color="fg">
          {intl.formatMessage({ id: 'shell.brand' })}
        </Text>
      </HStack>
    </Link>
  );
}

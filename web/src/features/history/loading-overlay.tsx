import { Flex, Spinner, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

/**
 * Covers the list while a page loads (spec 01 §2): the initial message before anything is shown,
 * the updating one over the previous page while the next arrives.
 */
export function LoadingOverlay({ initial }: { readonly initial: boolean }) {
  const intl = useIntl();
  return (
    <Flex
      role="status"
      aria-live="polite"
      position="absolute"
      inset="0"
      zIndex="1"
      align={initial ? 'center' : 'flex-start'}
      justify="center"
      pt={initial ? undefined : '16'}
      bg="bg/70"
      backdropFilter="blur(1px)"
      rounded="lg"
    >
      <Flex align="center" gap="3" px="4" py="2.5" rounded="full" bg="bg.panel" borderWidth="1px" shadow="sm">
        <Spinner size="sm" color="blue.solid" />
        <Text fontSize="sm">
          {intl.formatMessage({ id: initial ? 'history.loading.initial' : 'history.loading.updating' })}
        </Text>
      </Flex>
    </Flex>
  );
}

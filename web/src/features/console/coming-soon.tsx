import { Badge, EmptyState, VStack } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { useIntl } from 'react-intl';

/**
 * An honest placeholder for a console feature that arrives in a later release: what it will do,
 * and that it is not here yet. No sample data, no inert forms.
 */
export function ComingSoon({
  icon: Icon,
  messageId,
}: {
  readonly icon: IconType;
  readonly messageId: string;
}) {
  const intl = useIntl();
  return (
    <EmptyState.Root
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border.emphasized"
      rounded="xl"
      bg="bg.subtle"
      py={{ base: '12', md: '16' }}
    >
      <EmptyState.Content>
        <EmptyState.Indicator>
          <Icon />
        </EmptyState.Indicator>
        <VStack textAlign="center" gap="3">
          <Badge colorPalette="blue" variant="subtle">
            {intl.formatMessage({ id: 'console.soon.badge' })}
          </Badge>
          <EmptyState.Title>{intl.formatMessage({ id: messageId })}</EmptyState.Title>
          <EmptyState.Description maxW="md">
            {intl.formatMessage({ id: 'console.soon.description' })}
          </EmptyState.Description>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

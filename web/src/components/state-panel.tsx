import { EmptyState, VStack } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { useIntl } from 'react-intl';

/**
 * The dashed panel a list or a chart shows instead of its content: nothing yet, nothing matching,
 * or a failure (announced as an alert), with the action that moves on from it.
 */
export function StatePanel({
  icon: Icon,
  titleId,
  descriptionId,
  alert = false,
  children,
}: {
  readonly icon: IconType;
  readonly titleId: string;
  readonly descriptionId: string;
  readonly alert?: boolean;
  readonly children?: React.ReactNode;
}) {
  const intl = useIntl();
  return (
    <EmptyState.Root
      role={alert ? 'alert' : undefined}
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border.emphasized"
      rounded="xl"
      bg="bg.subtle"
      py={{ base: '10', md: '12' }}
    >
      <EmptyState.Content>
        <EmptyState.Indicator>
          <Icon />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{intl.formatMessage({ id: titleId })}</EmptyState.Title>
          <EmptyState.Description maxW="md">
            {intl.formatMessage({ id: descriptionId })}
          </EmptyState.Description>
        </VStack>
        {children}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

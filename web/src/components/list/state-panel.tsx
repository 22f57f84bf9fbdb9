import { EmptyState, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';

/** The panel's height around its content: compact in tabs and dialogs, roomier on a page of its own. */
const paddings = {
  compact: { base: '8', md: '12' },
  normal: { base: '10', md: '12' },
  tall: { base: '10', md: '14' },
  page: { base: '12', md: '16' },
} as const;

/**
 * The dashed panel a list, a chart or a page shows instead of its content: nothing yet, nothing
 * matching, not signed in, or a failure (announced as an alert), with the action that moves on
 * from it. An optional badge stands above the title.
 */
export function StatePanel({
  icon: Icon,
  title,
  description,
  role,
  badge,
  size = 'normal',
  children,
}: {
  readonly icon: IconType;
  readonly title: string;
  readonly description?: string | undefined;
  readonly role?: 'alert' | 'status' | undefined;
  readonly badge?: ReactNode;
  readonly size?: keyof typeof paddings;
  readonly children?: ReactNode;
}) {
  return (
    <EmptyState.Root
      role={role}
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border.emphasized"
      rounded="xl"
      bg="bg.subtle"
      py={paddings[size]}
    >
      <EmptyState.Content>
        <EmptyState.Indicator>
          <Icon />
        </EmptyState.Indicator>
        <VStack textAlign="center" gap={badge ? '3' : undefined}>
          {badge}
          <EmptyState.Title>{title}</EmptyState.Title>
          {description ? <EmptyState.Description maxW="md">{description}</EmptyState.Description> : null}
        </VStack>
        {children}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

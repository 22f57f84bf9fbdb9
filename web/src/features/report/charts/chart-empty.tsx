import { EmptyState, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuChartNoAxesColumn } from 'react-icons/lu';

/** In place of a chart with nothing to draw: what is missing and, when there is one, what to do. */
export function ChartEmpty({
  title,
  description,
  children,
}: {
  readonly title: string;
  readonly description?: string;
  readonly children?: ReactNode;
}) {
  return (
    <EmptyState.Root size="sm" borderWidth="1px" borderStyle="dashed" rounded="lg" bg="bg.subtle">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuChartNoAxesColumn />
        </EmptyState.Indicator>
        <VStack textAlign="center" gap="1">
          <EmptyState.Title>{title}</EmptyState.Title>
          {description && <EmptyState.Description maxW="md">{description}</EmptyState.Description>}
        </VStack>
        {children}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

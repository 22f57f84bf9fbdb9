import { defineStyle, EmptyState } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuChartNoAxesColumn } from 'react-icons/lu';
import { stack } from '../../../components/layout-styles';
import { useStaticClass } from '../../../components/static-class';

const textsStyles = defineStyle({ ...stack('1'), alignItems: 'center', textAlign: 'center' });

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
  const textsClass = useStaticClass(textsStyles);
  return (
    <EmptyState.Root size="sm" borderWidth="1px" borderStyle="dashed" rounded="lg" bg="bg.subtle">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuChartNoAxesColumn />
        </EmptyState.Indicator>
        <div className={textsClass}>
          <EmptyState.Title>{title}</EmptyState.Title>
          {description && <EmptyState.Description maxW="md">{description}</EmptyState.Description>}
        </div>
        {children}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

import { Button, defineStyle, Table } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { LuArrowDown, LuArrowUp, LuArrowUpDown } from 'react-icons/lu';
import { useRecipeClass, useStaticClass } from './static-class';

/** The way a sorted column runs. */
export type SortDirection = 'asc' | 'desc';

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/** The arrow beside a sort choice: its way when it sorts, both ways (faint) while it does not. */
export function SortArrow({ sorted }: { readonly sorted: SortDirection | undefined }) {
  const Icon = sorted === undefined ? LuArrowUpDown : sorted === 'asc' ? LuArrowUp : LuArrowDown;
  return <Icon aria-hidden opacity={sorted ? undefined : 0.5} />;
}

/**
 * A table's column header that sorts by its column: a button with the column's name and an arrow,
 * both ways while another column sorts the table (`sorted` undefined). Screen readers hear the
 * state through aria-sort; `buttonLabel` names the button where the column's name alone would
 * not say that it sorts.
 */
export function SortHeader({
  label,
  buttonLabel,
  sorted,
  onSort,
  ...header
}: Omit<Table.ColumnHeaderProps, 'direction'> & {
  readonly label: string;
  readonly buttonLabel?: string;
  readonly sorted: SortDirection | undefined;
  readonly onSort: () => void;
}) {
  return (
    <Table.ColumnHeader aria-sort={sorted ? ariaSort[sorted] : 'none'} px="1" {...header}>
      <Button
        size="xs"
        variant="ghost"
        fontWeight="semibold"
        color={sorted ? 'fg' : 'fg.muted'}
        aria-label={buttonLabel}
        onClick={onSort}
      >
        {label}
        <SortArrow sorted={sorted} />
      </Button>
    </Table.ColumnHeader>
  );
}

/** The plain header's own look: SortHeader's padding, and its button's weight and colour. */
const plainSortHeaderStyle = defineStyle({
  px: '1',
  '& > button': { fontWeight: 'semibold', color: 'fg.muted' },
  '&[aria-sort=ascending] > button, &[aria-sort=descending] > button': { color: 'fg' },
});

/**
 * SortHeader for a plain table, one drawn with static classes (components/static-class) rather
 * than Chakra's table parts, which it needs around it: `className` carries the table's
 * column-header class (`useSlotRecipeClasses` of the table recipe) and any alignment. Not for
 * pages the build draws ahead of time.
 */
export function PlainSortHeader({
  label,
  buttonLabel,
  sorted,
  onSort,
  className,
  ...header
}: Omit<ComponentProps<'th'>, 'onClick'> & {
  readonly label: string;
  readonly buttonLabel?: string;
  readonly sorted: SortDirection | undefined;
  readonly onSort: () => void;
}) {
  const headerClass = useStaticClass(plainSortHeaderStyle);
  const buttonClass = useRecipeClass({ recipe: 'button', variants: { size: 'xs', variant: 'ghost' } });
  return (
    <th
      aria-sort={sorted ? ariaSort[sorted] : 'none'}
      {...header}
      className={className ? `${className} ${headerClass}` : headerClass}
    >
      <button type="button" className={buttonClass} aria-label={buttonLabel} onClick={onSort}>
        {label}
        <SortArrow sorted={sorted} />
      </button>
    </th>
  );
}

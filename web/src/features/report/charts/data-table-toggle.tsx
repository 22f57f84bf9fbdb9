import { defineStyle } from '@chakra-ui/react';
import { type ReactNode, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { DisclosureButton } from '../../../components/disclosure-button';
import { type PlainTableSlot, plainHeadStyle, plainRowsStyle } from '../../../components/plain-table-rows';
import { useSlotRecipeClasses, useStaticClass } from '../../../components/static-class';

const foldedStyles = defineStyle({ mt: '2' });

/**
 * A chart's figures as a table, folded away under the chart: the text form of what the chart
 * draws, for screen readers and for anyone who wants the exact numbers.
 */
export function DataTableToggle({ children }: { readonly children: ReactNode }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const id = useId();
  const foldedClass = useStaticClass(foldedStyles);
  return (
    <div>
      <DisclosureButton open={open} controls={id} onToggle={() => setOpen(!open)}>
        {intl.formatMessage({ id: open ? 'report.chart.hideTable' : 'report.chart.showTable' })}
      </DisclosureButton>
      <div id={id} hidden={!open} className={foldedClass}>
        {open && children}
      </div>
    </div>
  );
}

/**
 * What a chart table adds to Chakra's table (size sm): the header row on the subtle background,
 * figure columns aligned to the end and kept on one line, and its body's rows and cells drawn as
 * plain `<tr>` and `<td>` (components/plain-table-rows), so a table costs no styled element per
 * row or cell.
 */
const chartTableStyles = defineStyle({
  '& > thead': { ...plainHeadStyle, '& > tr > th.end': { textAlign: 'end', whiteSpace: 'nowrap' } },
  '& > tbody': { ...plainRowsStyle, '& > tr > td.figure': { fontVariantNumeric: 'tabular-nums' } },
});

/**
 * A chart's figures as a table (Chakra's table at size sm, drawn as plain elements): one column
 * header per entry of `columns`, named by `header`, those in `end` (amounts, counts) aligned to
 * the end as their cells are. The rows are plain `<tr>` and `<td>`; cells take the classes `end`,
 * `nowrap`, `muted` and `figure` (tabular figures), and `className` styles what they hold.
 */
export function ChartTable<C extends string>({
  label,
  columns,
  header,
  end,
  stickyHeader = false,
  className,
  children,
}: {
  readonly label: string;
  readonly columns: readonly C[];
  readonly header: (column: C) => ReactNode;
  readonly end: ReadonlySet<string>;
  /** The header stays in view while the table scrolls within a bounded height. */
  readonly stickyHeader?: boolean;
  readonly className?: string;
  readonly children: ReactNode;
}) {
  const table = useSlotRecipeClasses<PlainTableSlot>({
    recipe: 'table',
    variants: stickyHeader ? { size: 'sm', stickyHeader } : { size: 'sm' },
  });
  const tableClass = useStaticClass(chartTableStyles);
  const headerClass = `${table.columnHeader} end`;
  return (
    <table className={`${table.root} ${tableClass}${className ? ` ${className}` : ''}`} aria-label={label}>
      <thead className={table.header}>
        <tr className={table.row}>
          {columns.map((column) => (
            <th key={column} className={end.has(column) ? headerClass : table.columnHeader}>
              {header(column)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={table.body}>{children}</tbody>
    </table>
  );
}

import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A table's header row on the subtle background: one column header per entry of `columns`, named
 * by `header`. Those in `end` (amounts, counts) are aligned to the end and kept on one line, as
 * their cells are; `nowrap` keeps every header on one line.
 */
export function TableHead<C extends string>({
  columns,
  header,
  end,
  nowrap,
}: {
  readonly columns: readonly C[];
  readonly header: (column: C) => ReactNode;
  readonly end?: ReadonlySet<string>;
  readonly nowrap?: boolean;
}) {
  return (
    <Table.Header>
      <Table.Row bg="bg.subtle">
        {columns.map((column) => {
          const atEnd = end?.has(column);
          return (
            <Table.ColumnHeader
              key={column}
              whiteSpace={nowrap || atEnd ? 'nowrap' : undefined}
              textAlign={atEnd ? 'end' : undefined}
            >
              {header(column)}
            </Table.ColumnHeader>
          );
        })}
      </Table.Row>
    </Table.Header>
  );
}

import { Card, Flex, type FlexProps, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ScrollTable } from '../scroll-table';
import { TableHead } from '../table-head';

/**
 * The desktop form of a list: a bordered table with a header row of `columns` (each named by the
 * message `${headerIds}.${column}`, those in `end` aligned to the end) over the rows given as children. With `hint` it says when it
 * scrolls sideways (ScrollTable); `interactive` highlights the row under the pointer.
 */
export function ListTable<C extends string>({
  columns,
  headerIds,
  end,
  label,
  interactive,
  hint = true,
  children,
}: {
  readonly columns: readonly C[];
  /** The prefix of the columns' message ids, e.g. `credits.column`. */
  readonly headerIds: string;
  readonly end?: ReadonlySet<string>;
  readonly label?: string;
  readonly interactive?: boolean;
  readonly hint?: boolean;
  readonly children: ReactNode;
}) {
  const intl = useIntl();
  const Scroll = hint ? ScrollTable : Table.ScrollArea;
  return (
    <Scroll borderWidth="1px" rounded="lg" bg="bg.panel">
      <Table.Root size="sm" interactive={interactive} aria-label={label}>
        <TableHead
          columns={columns}
          header={(column) => intl.formatMessage({ id: `${headerIds}.${column}` })}
          end={end}
          nowrap
        />
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Scroll>
  );
}

/** One labelled fact on a list's mobile card. */
export function CardField({
  label,
  children,
  ...value
}: { readonly label: string; readonly children: ReactNode } & FlexProps) {
  return (
    <Stack gap="0.5" minW="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Flex fontSize="sm" minH="5" align="center" {...value}>
        {children}
      </Flex>
    </Stack>
  );
}

/**
 * The mobile form of a list: one outlined card per item, in a list named by `label`; `children`
 * draws a card's content.
 */
export function CardList<T extends { readonly id: string | number }>({
  items,
  label,
  children,
}: {
  readonly items: readonly T[];
  readonly label?: string;
  readonly children: (item: T) => ReactNode;
}) {
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label={label}>
      {items.map((item) => (
        <Card.Root as="li" key={item.id} size="sm" variant="outline">
          <Card.Body gap="3">{children(item)}</Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}

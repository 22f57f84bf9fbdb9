import { Table } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { CreditStatementEntry } from '../../../../shared/contract/credits.schema';
import { ListTable } from '../../components/list/list-table';
import { formatDisplayDate } from '../../lib/display-time-zone';
import { CreditDelta, EntryApiKey, EntrySubject, ReasonBadge } from './entry-parts';

const columns = ['at', 'reason', 'delta', 'balance', 'subject', 'apiKey'] as const;
const numeric: ReadonlySet<string> = new Set(['delta', 'balance']);

/** The desktop statement: one row per move, newest first. */
export function StatementTable({ entries }: { readonly entries: readonly CreditStatementEntry[] }) {
  const intl = useIntl();
  return (
    <ListTable
      columns={columns}
      headerIds="credits.column"
      end={numeric}
      interactive
      label={intl.formatMessage({ id: 'credits.list.label' })}
    >
      {entries.map((entry) => (
        <Table.Row key={entry.id} data-testid={`entry-${entry.id}`}>
          <Table.Cell whiteSpace="nowrap" color="fg.muted" fontVariantNumeric="tabular-nums">
            {formatDisplayDate(entry.at)}
          </Table.Cell>
          <Table.Cell>
            <ReasonBadge reason={entry.reason} />
          </Table.Cell>
          <Table.Cell textAlign="end">
            <CreditDelta delta={entry.delta} />
          </Table.Cell>
          <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
            {intl.formatNumber(entry.balance_after)}
          </Table.Cell>
          <Table.Cell>
            <EntrySubject entry={entry} />
          </Table.Cell>
          <Table.Cell>
            <EntryApiKey id={entry.api_key_id} />
          </Table.Cell>
        </Table.Row>
      ))}
    </ListTable>
  );
}

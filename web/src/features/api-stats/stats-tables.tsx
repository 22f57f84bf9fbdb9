import { Table } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { ApiKey } from '../../../../shared/contract/api-keys.schema';
import type { UsageStatsResponse } from '../../../../shared/contract/usage.schema';
import { formatCount } from '../../../../shared/format/number-format';
import { ListTable } from '../../components/list/list-table';
import { formatMs, formatPercent, seriesParts, summaryFigures } from './stats-model';

const numeric = { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
const chainColumns = ['chain', 'calls', 'success', 'failed', 'rate', 'cost', 'avgTime'] as const;
const chainFigures: ReadonlySet<string> = new Set(chainColumns.slice(1));
const keyColumns = ['key', 'calls', 'p50', 'p95'] as const;
const keyFigures: ReadonlySet<string> = new Set(keyColumns.slice(1));

/** The per-chain table (spec 01 §2), with a row for the calls that name no chain so the rows add up. */
export function ChainTable({ stats }: { readonly stats: UsageStatsResponse }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <ListTable
      columns={chainColumns}
      header={(column) => t(`apiStats.table.${column}`)}
      end={chainFigures}
      label={t('apiStats.table.title')}
      hint={false}
    >
      {seriesParts(stats).map(({ id, summary }) => {
        const f = summaryFigures(summary);
        return (
          <Table.Row key={id}>
            <Table.Cell fontWeight="medium">{t(`apiStats.chain.${id}`)}</Table.Cell>
            <Table.Cell {...numeric}>{formatCount(f.calls)}</Table.Cell>
            <Table.Cell {...numeric}>{formatCount(f.success)}</Table.Cell>
            <Table.Cell {...numeric}>{formatCount(f.failed)}</Table.Cell>
            <Table.Cell {...numeric}>{formatPercent(f.ratePercent)}</Table.Cell>
            <Table.Cell {...numeric}>{formatCount(f.cost)}</Table.Cell>
            <Table.Cell {...numeric}>{formatMs(f.avgMs)}</Table.Cell>
          </Table.Row>
        );
      })}
    </ListTable>
  );
}

/** Beyond the spec: p50 and p95 response times per key, named by the key list. */
export function KeyLatencyTable({
  stats,
  keys,
}: {
  readonly stats: UsageStatsResponse;
  readonly keys: readonly ApiKey[];
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const names = new Map(keys.map((k) => [k.id, k.name]));
  return (
    <ListTable
      columns={keyColumns}
      header={(column) => t(`apiStats.keys.${column}`)}
      end={keyFigures}
      label={t('apiStats.keys.title')}
      hint={false}
    >
      {stats.keys.map((k) => (
        <Table.Row key={k.api_key_id}>
          <Table.Cell fontWeight="medium">
            {names.get(k.api_key_id) ??
              intl.formatMessage({ id: 'apiStats.keys.deleted' }, { id: k.api_key_id })}
          </Table.Cell>
          <Table.Cell {...numeric}>{formatCount(Number(k.total_calls))}</Table.Cell>
          <Table.Cell {...numeric}>{formatMs(k.p50_query_time_ms)}</Table.Cell>
          <Table.Cell {...numeric}>{formatMs(k.p95_query_time_ms)}</Table.Cell>
        </Table.Row>
      ))}
    </ListTable>
  );
}

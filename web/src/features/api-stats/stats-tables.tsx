import { Table } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { ApiKey } from '../../../../shared/contract/api-keys.schema';
import type { UsageStatsResponse } from '../../../../shared/contract/usage.schema';
import { formatCount } from '../../../../shared/format/number-format';
import { ListTable } from '../../components/list/list-table';
import { formatMs, formatRate, seriesParts, summaryFigures } from './stats-model';

const numeric = { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
const chainColumns = ['chain', 'calls', 'success', 'failed', 'rate', 'cost', 'avgTime'] as const;
const keyColumns = ['key', 'calls', 'p50', 'p95'] as const;

interface FigureRow {
  readonly id: string | number;
  readonly name: string;
  /** One text per column after the first, in the columns' order. */
  readonly figures: readonly string[];
}

/**
 * A statistics table: the first column names the row, the others are figures aligned to the end.
 * The columns' names and the table's own (`.title`) are the messages under `headerIds`.
 */
function FigureTable({
  headerIds,
  columns,
  rows,
}: {
  readonly headerIds: string;
  readonly columns: readonly [string, ...string[]];
  readonly rows: readonly FigureRow[];
}) {
  const intl = useIntl();
  const [, ...figureColumns] = columns;
  return (
    <ListTable
      columns={columns}
      headerIds={headerIds}
      end={new Set(figureColumns)}
      label={intl.formatMessage({ id: `${headerIds}.title` })}
      hint={false}
    >
      {rows.map((row) => (
        <Table.Row key={row.id}>
          <Table.Cell fontWeight="medium">{row.name}</Table.Cell>
          {row.figures.map((figure, index) => (
            <Table.Cell key={figureColumns[index]} {...numeric}>
              {figure}
            </Table.Cell>
          ))}
        </Table.Row>
      ))}
    </ListTable>
  );
}

/** The per-chain table (spec 01 §2), with a row for the calls that name no chain so the rows add up. */
export function ChainTable({ stats }: { readonly stats: UsageStatsResponse }) {
  const intl = useIntl();
  const rows = seriesParts(stats).map(({ id, summary }) => {
    const f = summaryFigures(summary);
    return {
      id,
      name: intl.formatMessage({ id: `apiStats.chain.${id}` }),
      figures: [
        formatCount(f.calls),
        formatCount(f.success),
        formatCount(f.failed),
        formatRate(f.ratePercent),
        formatCount(f.cost),
        formatMs(f.avgMs),
      ],
    };
  });
  return <FigureTable headerIds="apiStats.table" columns={chainColumns} rows={rows} />;
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
  const names = new Map(keys.map((k) => [k.id, k.name]));
  const rows = stats.keys.map((k) => ({
    id: k.api_key_id,
    name:
      names.get(k.api_key_id) ?? intl.formatMessage({ id: 'apiStats.keys.deleted' }, { id: k.api_key_id }),
    figures: [
      formatCount(Number(k.total_calls)),
      formatMs(k.p50_query_time_ms),
      formatMs(k.p95_query_time_ms),
    ],
  }));
  return <FigureTable headerIds="apiStats.keys" columns={keyColumns} rows={rows} />;
}

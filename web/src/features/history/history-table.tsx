import { Badge, Table, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { QueryHistoryItem } from '../../../../shared/contract/queries.schema';
import { historyDisplayFields } from '../../../../shared/format/history-fields';
import { CopyAddress } from '../../components/copy-address';
import { ListTable } from '../../components/list/list-table';
import { RiskLevelBadge } from '../../components/risk-level-badge';
import { StatusTag } from '../../components/status-tag';
import { formatDisplayDate } from '../../lib/display-time-zone';
import { RowAction } from './row-action';

const columns = [
  'address',
  'network',
  'requestType',
  'riskLevel',
  'status',
  'credits',
  'createdAt',
  'duration',
  'action',
] as const;
const numeric: ReadonlySet<string> = new Set(['credits', 'duration']);

/** The desktop list (spec 01 §2): one row per query, addresses shortened 8+6. */
export function HistoryTable({ items }: { readonly items: readonly QueryHistoryItem[] }) {
  const intl = useIntl();
  return (
    <ListTable columns={columns} headerIds="history.column" end={numeric} interactive>
      {items.map((item) => {
        const fields = historyDisplayFields(item, 'table');
        return (
          <Table.Row key={item.id}>
            <Table.Cell>
              <CopyAddress address={item.address} context="table" />
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">
              <Text as="span" fontWeight="medium">
                {fields.network}
              </Text>
              <Text as="span" color="fg.muted">
                /{fields.token}
              </Text>
            </Table.Cell>
            <Table.Cell>
              <Badge variant="outline" colorPalette={fields.requestType === 'api' ? 'purple' : 'gray'}>
                {intl.formatMessage({ id: `history.requestType.${fields.requestType}` })}
              </Badge>
            </Table.Cell>
            <Table.Cell>
              <RiskLevelBadge level={item.risk_level} />
            </Table.Cell>
            <Table.Cell>
              <StatusTag status={item.status} />
            </Table.Cell>
            <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
              {fields.credits}
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap" color="fg.muted" fontVariantNumeric="tabular-nums">
              {formatDisplayDate(item.created_at)}
            </Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
              {fields.duration}
            </Table.Cell>
            <Table.Cell>
              <RowAction item={item} />
            </Table.Cell>
          </Table.Row>
        );
      })}
    </ListTable>
  );
}

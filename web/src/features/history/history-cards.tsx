import { Badge, Flex, SimpleGrid } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { QueryHistoryItem } from '../../../../shared/contract/queries.schema';
import { historyDisplayFields } from '../../../../shared/format/history-fields';
import { QUERY_STATUS } from '../../../../shared/rules/query-rules';
import { CopyAddress } from '../../components/copy-address';
import { CardField, CardList } from '../../components/list/list-table';
import { RiskLevelBadge } from '../../components/risk-level-badge';
import { StatusTag } from '../../components/status-tag';
import { formatDisplayDate } from '../../lib/display-time-zone';
import { RowAction } from './row-action';

/** The mobile list (spec 01 §2): one card per query, addresses shortened 6+4. */
export function HistoryCards({ items }: { readonly items: readonly QueryHistoryItem[] }) {
  const intl = useIntl();
  const label = (column: string) => intl.formatMessage({ id: `history.column.${column}` });
  return (
    <CardList items={items} label={intl.formatMessage({ id: 'history.list.label' })}>
      {(item) => {
        const fields = historyDisplayFields(item, 'mobileCard');
        return (
          <>
            <Flex justify="space-between" align="center" gap="2">
              <CopyAddress address={item.address} context="mobileCard" />
              <StatusTag status={item.status} />
            </Flex>
            <SimpleGrid columns={2} gapX="4" gapY="3">
              <CardField label={label('network')}>
                {fields.network}/{fields.token}
              </CardField>
              <CardField label={label('requestType')}>
                <Badge variant="outline" colorPalette={fields.requestType === 'api' ? 'purple' : 'gray'}>
                  {intl.formatMessage({ id: `history.requestType.${fields.requestType}` })}
                </Badge>
              </CardField>
              <CardField label={label('riskLevel')}>
                <RiskLevelBadge level={item.risk_level} />
              </CardField>
              <CardField label={label('credits')}>{fields.credits}</CardField>
              <CardField label={label('createdAt')}>{formatDisplayDate(item.created_at)}</CardField>
              <CardField label={label('duration')}>{fields.duration}</CardField>
            </SimpleGrid>
            {/* The header already shows a pending or processing status: only the report button is added. */}
            {item.status === QUERY_STATUS.completed ? <RowAction item={item} fullWidth /> : null}
          </>
        );
      }}
    </CardList>
  );
}

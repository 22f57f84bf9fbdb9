import { Badge, Card, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { QueryHistoryItem } from '../../../../shared/contract/queries.schema';
import { historyDisplayFields } from '../../../../shared/format/history-fields';
import { QUERY_STATUS } from '../../../../shared/rules/query-rules';
import { CopyAddress } from '../../components/copy-address';
import { RiskLevelBadge } from '../../components/risk-level-badge';
import { StatusTag } from '../../components/status-tag';
import { formatDisplayDate } from '../../lib/display-time-zone';
import { RowAction } from './row-action';

function Field({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <Stack gap="0.5" minW="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Flex fontSize="sm" minH="5" align="center">
        {children}
      </Flex>
    </Stack>
  );
}

/** The mobile list (spec 01 §2): one card per query, addresses shortened 6+4. */
export function HistoryCards({ items }: { readonly items: readonly QueryHistoryItem[] }) {
  const intl = useIntl();
  const label = (column: string) => intl.formatMessage({ id: `history.column.${column}` });
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label={intl.formatMessage({ id: 'history.list.label' })}>
      {items.map((item) => {
        const fields = historyDisplayFields(item, 'mobileCard');
        return (
          <Card.Root as="li" key={item.id} size="sm" variant="outline">
            <Card.Body gap="3">
              <Flex justify="space-between" align="center" gap="2">
                <CopyAddress address={item.address} context="mobileCard" />
                <StatusTag status={item.status} />
              </Flex>
              <SimpleGrid columns={2} gapX="4" gapY="3">
                <Field label={label('network')}>
                  {fields.network}/{fields.token}
                </Field>
                <Field label={label('requestType')}>
                  <Badge variant="outline" colorPalette={fields.requestType === 'api' ? 'purple' : 'gray'}>
                    {intl.formatMessage({ id: `history.requestType.${fields.requestType}` })}
                  </Badge>
                </Field>
                <Field label={label('riskLevel')}>
                  <RiskLevelBadge level={item.risk_level} />
                </Field>
                <Field label={label('credits')}>{fields.credits}</Field>
                <Field label={label('createdAt')}>{formatDisplayDate(item.created_at)}</Field>
                <Field label={label('duration')}>{fields.duration}</Field>
              </SimpleGrid>
              {/* The header already shows a pending or processing status: only the report button is added. */}
              {item.status === QUERY_STATUS.completed ? <RowAction item={item} fullWidth /> : null}
            </Card.Body>
          </Card.Root>
        );
      })}
    </Stack>
  );
}

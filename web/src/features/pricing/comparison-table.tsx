import { Heading, Icon, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';
import { LuCheck, LuChevronsRight, LuMinus } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  hasApiAccess,
  type PlanDefinition,
  plans,
  plansPushAlerts,
} from '../../../../shared/constants/plans';
import { planPriceText } from './plan-price';

/** The feature column stays in view while the plans scroll under it (a phone shows two plans at a time). */
const stickyColumn = { position: 'sticky', insetStart: 0, zIndex: 1, bg: 'bg.panel' } as const;

/**
 * The plans side by side; every number comes from shared/constants/plans.ts. On a phone the
 * table scrolls sideways, says so, and scrolls by keyboard too.
 */
export function ComparisonTable() {
  const intl = useIntl();
  const mark = (icon: IconType, color: string, labelId: string) => (
    <Icon as={icon} color={color} boxSize="5" aria-label={intl.formatMessage({ id: labelId })} />
  );
  const yes = mark(LuCheck, 'green.solid', 'pricing.compare.yes');
  const no = mark(LuMinus, 'fg.subtle', 'pricing.compare.no');
  const rows: { id: string; cell: (plan: PlanDefinition) => ReactNode }[] = [
    {
      id: 'pricing.compare.price',
      cell: (p) => planPriceText(p, intl),
    },
    {
      id: 'pricing.compare.credits',
      cell: (p) =>
        p.credits === null
          ? intl.formatMessage({ id: 'pricing.compare.custom' })
          : intl.formatMessage(
              { id: p.creditPeriod === 'day' ? 'pricing.compare.perDay' : 'pricing.compare.perMonth' },
              { count: intl.formatNumber(p.credits) },
            ),
    },
    { id: 'pricing.compare.apiKeys', cell: (p) => (p.apiKeys > 0 ? p.apiKeys : no) },
    { id: 'pricing.compare.concurrent', cell: (p) => p.concurrentQueries },
    { id: 'pricing.compare.monitored', cell: (p) => p.freeMonitoredAddresses },
    { id: 'pricing.compare.reports', cell: () => yes },
    {
      id: 'pricing.compare.alerts',
      cell: (p) =>
        plansPushAlerts(p) ? (
          yes
        ) : (
          <Text textStyle="sm" color="fg.muted">
            <FormattedMessage id="pricing.compare.alertsConsoleOnly" />
          </Text>
        ),
    },
    { id: 'pricing.compare.api', cell: (p) => (hasApiAccess(p.packageType) ? yes : no) },
    { id: 'pricing.compare.stats', cell: (p) => (hasApiAccess(p.packageType) ? yes : no) },
  ];
  return (
    <Stack gap="5">
      <Heading as="h2" size="2xl" textAlign="center">
        <FormattedMessage id="pricing.compare.title" />
      </Heading>
      <Text hideFrom="md" textStyle="sm" color="fg.muted" display="flex" alignItems="center" gap="1" mt="-2">
        <FormattedMessage id="pricing.compare.swipe" values={{ count: plans.length }} />
        <LuChevronsRight aria-hidden />
      </Text>
      <Table.ScrollArea
        borderWidth="1px"
        rounded="2xl"
        bg="bg.panel"
        tabIndex={0}
        role="region"
        aria-label={intl.formatMessage({ id: 'pricing.compare.title' })}
      >
        <Table.Root size="md" minW="3xl" stickyHeader>
          <Table.Header>
            <Table.Row bg="bg.subtle">
              <Table.ColumnHeader {...stickyColumn} bg="bg.subtle">
                <FormattedMessage id="pricing.compare.feature" />
              </Table.ColumnHeader>
              {plans.map((p) => (
                <Table.ColumnHeader
                  key={p.key}
                  textAlign="center"
                  color={p.recommended ? 'blue.fg' : undefined}
                >
                  <FormattedMessage id={`pricing.plan.${p.key}`} />
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.id}>
                <Table.Cell {...stickyColumn}>
                  <Text fontWeight="medium">
                    <FormattedMessage id={row.id} />
                  </Text>
                </Table.Cell>
                {plans.map((p) => (
                  <Table.Cell key={p.key} textAlign="center" fontVariantNumeric="tabular-nums">
                    <Stack align="center">{row.cell(p)}</Stack>
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}

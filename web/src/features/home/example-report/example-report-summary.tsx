import { Badge, Box, Heading, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { QueryResult } from '../../../../../shared/contract/queries.schema';
import { shortenAddress } from '../../../../../shared/format/address-format';
import { parseNumber } from '../../../../../shared/format/number-format';
import { riskLevelPalette } from '../../../../../shared/format/risk-display';
import { riskCategories } from '../../../../../shared/rules/query-rules';
import { ScrollTable } from '../../../components/scroll-table';
import { riskLevelMessageId } from './risk-display';

const knownTypes = new Set<string>(riskCategories);

/**
 * A compact reading of the example report: the header, the risk metrics, the overview numbers and
 * the two tables. The charts live on the report page only, which keeps chart code off the home page.
 */
export function ExampleReportSummary({ report }: { report: QueryResult }) {
  const intl = useIntl();
  const amount = (value: string | number) => {
    const n = parseNumber(value);
    return n === null ? String(value) : intl.formatNumber(n, { maximumFractionDigits: 2 });
  };
  const date = (value: string | null | undefined) => {
    if (!value || value.startsWith('0001-01-01')) return '-';
    const d = new Date(value);
    return Number.isNaN(d.getTime()) ? '-' : intl.formatDate(d, { dateStyle: 'medium', timeStyle: 'short' });
  };
  const coin = report.overview.balance_coin || report.token.toUpperCase();
  const riskTypes = [...report.risk_type].sort(
    (a, b) => (parseNumber(b.amount) ?? 0) - (parseNumber(a.amount) ?? 0),
  );

  return (
    <Stack gap="6">
      <Stack gap="3">
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette="purple" variant="subtle" textTransform="uppercase">
            {report.chain}
          </Badge>
          <Badge colorPalette="teal" variant="subtle" textTransform="uppercase">
            {report.token}
          </Badge>
          <Badge colorPalette={riskLevelPalette(report.risk_level)} variant="solid" data-testid="risk-level">
            <FormattedMessage id={riskLevelMessageId(report.risk_level)} />
          </Badge>
        </HStack>
        <Text
          fontFamily="mono"
          fontSize={{ base: 'lg', md: 'xl' }}
          fontWeight="semibold"
          title={report.address}
        >
          {shortenAddress(report.address)}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          <FormattedMessage id="home.example.analysedAt" values={{ time: date(report.created_at) }} />
        </Text>
      </Stack>

      <Box
        borderWidth="1px"
        borderColor={`${riskLevelPalette(report.risk_level)}.muted`}
        bg={`${riskLevelPalette(report.risk_level)}.subtle`}
        rounded="xl"
        p={{ base: '4', md: '5' }}
      >
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="home.example.riskAmount" />
        </Text>
        <Text fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" lineHeight="short">
          {amount(report.risk_address_total.amount)} {coin}
        </Text>
        <Text fontSize="sm" color="fg.muted" mt="1">
          <FormattedMessage
            id="home.example.riskAddresses"
            values={{
              count: report.risk_address_total.address_count,
              transfers: report.risk_address_total.amount_count,
            }}
          />
        </Text>
      </Box>

      <Stack gap="3">
        <HStack justify="space-between">
          <Heading size="sm">
            <FormattedMessage id="home.example.overview" />
          </Heading>
          <Badge colorPalette={report.overview.active ? 'green' : 'gray'} variant="subtle">
            <FormattedMessage id={report.overview.active ? 'home.example.active' : 'home.example.inactive'} />
          </Badge>
        </HStack>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          <Figure label="home.example.balance" value={`${amount(report.overview.balance)} ${coin}`} />
          <Figure
            label="home.example.inflow"
            value={amount(report.overview.in_info.amount)}
            sub={intl.formatMessage({ id: 'home.example.count' }, { count: report.overview.in_info.count })}
          />
          <Figure
            label="home.example.outflow"
            value={amount(report.overview.out_info.amount)}
            sub={intl.formatMessage({ id: 'home.example.count' }, { count: report.overview.out_info.count })}
          />
          <Figure
            label="home.example.firstSeen"
            value={date(report.overview.first_transfer_time)}
            sub={intl.formatMessage(
              { id: 'home.example.count' },
              { count: report.overview.total_info.count },
            )}
          />
        </SimpleGrid>
      </Stack>

      <Stack gap="3">
        <Heading size="sm">
          <FormattedMessage id="home.example.riskTypes" />
        </Heading>
        <ScrollTable borderWidth="1px" rounded="lg">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>
                  <FormattedMessage id="home.example.type" />
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  <FormattedMessage id="home.example.amount" />
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  <FormattedMessage id="home.example.transferCount" />
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {riskTypes.slice(0, 10).map((entry) => (
                <Table.Row key={entry.type}>
                  <Table.Cell>
                    <Badge colorPalette={entry.type === 'normal' ? 'gray' : 'red'} variant="subtle">
                      {knownTypes.has(entry.type) ? (
                        <FormattedMessage id={`home.risk.type.${entry.type}`} />
                      ) : (
                        entry.type
                      )}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {amount(entry.amount)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {intl.formatNumber(entry.count)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </ScrollTable>
      </Stack>

      <Stack gap="3">
        <Heading size="sm">
          <FormattedMessage id="home.example.counterparties" />
        </Heading>
        <ScrollTable borderWidth="1px" rounded="lg">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>
                  <FormattedMessage id="home.example.counterparty" />
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  <FormattedMessage id="home.example.amount" />
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  <FormattedMessage id="home.example.transferCount" />
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end" hideBelow="md">
                  <FormattedMessage id="home.example.lastTransfer" />
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {report.top_transaction.slice(0, 10).map((row) => (
                <Table.Row key={`${row.own_address}-${row.counterparty_address}`}>
                  <Table.Cell fontFamily="mono" title={row.counterparty_address}>
                    {shortenAddress(row.counterparty_address)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {amount(row.total_amount)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {intl.formatNumber(row.total_count)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" hideBelow="md" color="fg.muted">
                    {date(row.last_transaction_time)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </ScrollTable>
      </Stack>

      <Text fontSize="sm" color="fg.muted" bg="bg.muted" rounded="md" px="4" py="3">
        <FormattedMessage id="home.example.chartsNote" />
      </Text>
    </Stack>
  );
}

function Figure({ label, value, sub }: { label: string; value: string; sub?: string }) {
  return (
    <Box borderWidth="1px" rounded="lg" p="3" minW="0">
      <Text fontSize="xs" color="fg.muted">
        <FormattedMessage id={label} />
      </Text>
      <Text fontWeight="semibold" fontVariantNumeric="tabular-nums" truncate>
        {value}
      </Text>
      {sub && (
        <Text fontSize="xs" color="fg.subtle">
          {sub}
        </Text>
      )}
    </Box>
  );
}

import { Badge, Box, HStack, SimpleGrid, Table, Text, useBreakpointValue } from '@chakra-ui/react';
import { useMemo } from 'react';
import { LuTriangleAlert } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { QueryResult } from '../../../../../shared/contract/queries.schema';
import { shortenAddressFor } from '../../../../../shared/format/address-format';
import { formatDisplayAmount } from '../../../../../shared/format/number-format';
import { CopyAddress } from '../../../components/copy-address';
import { ScrollTable } from '../../../components/scroll-table';
import { TableHead } from '../../../components/table-head';
import { messageOf } from '../../../i18n/message-text';
import { riskCategoryText } from '../../../i18n/risk-text';
import { ReportSection } from '../report-section';
import { ChartEmpty } from './chart-empty';
import { DataTableToggle } from './data-table-toggle';
import { FlowChart } from './flow-chart';
import { type FlowData, type FlowNode, flowChartHeight, toSankeyData } from './flow-data';
import { flowNodeLabel } from './flow-label';

const flowColumns = ['counterparty', 'category', 'amountWithToken'] as const;
const flowAmount: ReadonlySet<string> = new Set(['amountWithToken']);

/**
 * spec 02 §2 transaction flow graph: who sent to the analysed address and whom it paid, sized by
 * amount, risky counterparties marked; the same figures as two tables on request.
 */
export function FlowSection({ report }: { readonly report: QueryResult }) {
  const intl = useIntl();
  const flow = useMemo(() => toSankeyData(report.tx_flow), [report.tx_flow]);
  // spec 02 §2: the taller base height on larger screens (desktop, from Chakra's lg breakpoint).
  const wide = useBreakpointValue({ base: false, lg: true }, { ssr: false }) ?? false;
  const token = report.token.toUpperCase();
  const t = messageOf(intl, 'report.flow.');
  const summary = t('chartLabel', {
    senders: flow.senders,
    inflow: `${formatDisplayAmount(flow.inflow, intl.locale)} ${token}`,
    address: shortenAddressFor(report.address, 'report'),
    receivers: flow.receivers,
    outflow: `${formatDisplayAmount(flow.outflow, intl.locale)} ${token}`,
    warnings: flow.warnings,
  });

  return (
    <ReportSection id="report-flow" messages="report.flow">
      {flow.links.length === 0 ? (
        <ChartEmpty title={t('empty.title')} description={t('empty.description')} />
      ) : (
        <Box>
          {flow.warnings > 0 && (
            <HStack gap="1.5" mb="2" color="red.fg" fontSize="sm">
              <LuTriangleAlert aria-hidden />
              <Text>{t('warningNote', { count: flow.warnings })}</Text>
            </HStack>
          )}
          <FlowChart
            flow={flow}
            height={flowChartHeight(flow.nodes.length, wide)}
            token={token}
            summary={summary}
          />
          <Box mt="3">
            <DataTableToggle>
              <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
                <FlowTable flow={flow} side="in" token={token} />
                <FlowTable flow={flow} side="out" token={token} />
              </SimpleGrid>
            </DataTableToggle>
          </Box>
        </Box>
      )}
    </ReportSection>
  );
}

function FlowTable({
  flow,
  side,
  token,
}: {
  readonly flow: FlowData;
  readonly side: 'in' | 'out';
  readonly token: string;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `report.flow.${id}` }, { token });
  const nodes = flow.nodes.filter((n) => n.side === side);
  const title = t(side === 'in' ? 'senders' : 'receivers');
  if (nodes.length === 0) return null;
  return (
    <Box minW="0">
      <Text fontWeight="medium" fontSize="sm" mb="1.5">
        {title}
      </Text>
      <ScrollTable borderWidth="1px" rounded="md">
        <Table.Root size="sm" aria-label={title}>
          <TableHead columns={flowColumns} header={t} end={flowAmount} />
          <Table.Body>
            {nodes.map((node) => (
              <Table.Row key={node.id}>
                <Table.Cell>
                  <Counterparty node={node} />
                </Table.Cell>
                <Table.Cell>
                  {node.category ? (
                    <Badge colorPalette={node.warning ? 'red' : 'gray'} variant="subtle">
                      {node.warning && <LuTriangleAlert aria-hidden />}
                      {riskCategoryText(intl, node.category)}
                    </Badge>
                  ) : (
                    <Text as="span" color="fg.muted">
                      -
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                  {formatDisplayAmount(node.amount, intl.locale)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </ScrollTable>
    </Box>
  );
}

function Counterparty({ node }: { readonly node: FlowNode }) {
  const intl = useIntl();
  if (!node.address)
    return (
      <Text as="span" color="fg.muted">
        {flowNodeLabel(intl, node)}
      </Text>
    );
  return (
    <HStack gap="2" minW="0">
      <Box flexShrink={0} w="2.5" h="2.5" rounded="sm" style={{ background: node.fill }} />
      <Box minW="0">
        {node.name && (
          <Text fontSize="sm" fontWeight="medium">
            {node.name}
          </Text>
        )}
        <CopyAddress address={node.address} context="report" />
      </Box>
    </HStack>
  );
}

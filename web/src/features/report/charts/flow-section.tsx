import { defineStyle, useBreakpointValue } from '@chakra-ui/react';
import { useMemo } from 'react';
import { LuTriangleAlert } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { QueryResult } from '../../../../../shared/contract/queries.schema';
import { shortenAddressFor } from '../../../../../shared/format/address-format';
import { formatDisplayAmount } from '../../../../../shared/format/number-format';
import { CopyAddress } from '../../../components/copy-address';
import { gridColumns, row } from '../../../components/layout-styles';
import { PlainBadge } from '../../../components/plain-badge';
import { ScrollTable } from '../../../components/scroll-table';
import { useStaticClass } from '../../../components/static-class';
import { messageOf } from '../../../i18n/message-text';
import { riskCategoryText } from '../../../i18n/risk-text';
import { ReportSection } from '../report-section';
import { ChartEmpty } from './chart-empty';
import { ChartTable, DataTableToggle } from './data-table-toggle';
import { FlowChart } from './flow-chart';
import { type FlowData, type FlowNode, flowChartHeight, toSankeyData } from './flow-data';
import { flowNodeLabel } from './flow-label';

const flowColumns = ['counterparty', 'category', 'amountWithToken'] as const;
const flowAmount: ReadonlySet<string> = new Set(['amountWithToken']);

/** The section's body in one styled element, the tables' grid included (drawn inside the toggle). */
const flowStyles = defineStyle({
  '& > .flow-warning': { ...row('1.5'), mb: '2', color: 'red.fg', fontSize: 'sm' },
  '& > .flow-tables': { mt: '3' },
  '& .flow-table-grid': { ...gridColumns({ base: 1, lg: 2 }), gap: '4' },
});

/** One table of senders or receivers, its title and its cells' contents. */
const flowTableStyles = defineStyle({
  minW: '0',
  '& > .flow-table-title': { fontWeight: 'medium', fontSize: 'sm', mb: '1.5' },
  '& .counterparty': { ...row('2'), minW: '0' },
  '& .counterparty > div': { minW: '0' },
  '& .counterparty-name': { fontSize: 'sm', fontWeight: 'medium' },
  '& .swatch': { flexShrink: 0, w: '2.5', h: '2.5', rounded: 'sm' },
  '& .muted-text': { color: 'fg.muted' },
});

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
  const flowClass = useStaticClass(flowStyles);
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
        <div className={flowClass}>
          {flow.warnings > 0 && (
            <div className="flow-warning">
              <LuTriangleAlert aria-hidden />
              <p>{t('warningNote', { count: flow.warnings })}</p>
            </div>
          )}
          <FlowChart
            flow={flow}
            height={flowChartHeight(flow.nodes.length, wide)}
            token={token}
            summary={summary}
          />
          <div className="flow-tables">
            <DataTableToggle>
              <div className="flow-table-grid">
                <FlowTable flow={flow} side="in" token={token} />
                <FlowTable flow={flow} side="out" token={token} />
              </div>
            </DataTableToggle>
          </div>
        </div>
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
  const tableClass = useStaticClass(flowTableStyles);
  const t = (id: string) => intl.formatMessage({ id: `report.flow.${id}` }, { token });
  const nodes = flow.nodes.filter((n) => n.side === side);
  const title = t(side === 'in' ? 'senders' : 'receivers');
  if (nodes.length === 0) return null;
  return (
    <div className={tableClass}>
      <p className="flow-table-title">{title}</p>
      <ScrollTable borderWidth="1px" rounded="md">
        <ChartTable label={title} columns={flowColumns} header={t} end={flowAmount}>
          {nodes.map((node) => (
            <tr key={node.id}>
              <td>
                <Counterparty node={node} />
              </td>
              <td>
                {node.category ? (
                  <PlainBadge colorPalette={node.warning ? 'red' : 'gray'} variant="subtle">
                    {node.warning && <LuTriangleAlert aria-hidden />}
                    {riskCategoryText(intl, node.category)}
                  </PlainBadge>
                ) : (
                  <span className="muted-text">-</span>
                )}
              </td>
              <td className="end figure nowrap">{formatDisplayAmount(node.amount, intl.locale)}</td>
            </tr>
          ))}
        </ChartTable>
      </ScrollTable>
    </div>
  );
}

/** Styled by its table (flowTableStyles). */
function Counterparty({ node }: { readonly node: FlowNode }) {
  const intl = useIntl();
  if (!node.address) return <span className="muted-text">{flowNodeLabel(intl, node)}</span>;
  return (
    <div className="counterparty">
      <div className="swatch" style={{ background: node.fill }} />
      <div>
        {node.name && <p className="counterparty-name">{node.name}</p>}
        <CopyAddress address={node.address} context="report" />
      </div>
    </div>
  );
}

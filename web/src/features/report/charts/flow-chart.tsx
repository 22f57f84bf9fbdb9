import { type CustomSankeyLayerProps, Sankey, type SankeyNodeDatum } from '@nivo/sankey';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatDisplayAmount } from '../../../../../shared/format/number-format';
import { messageOf } from '../../../i18n/message-text';
import { riskCategoryText } from '../../../i18n/risk-text';
import { CHART_ANIMATION } from '../../../lib/resting-springs';
import { estimateTextWidth } from './axis-format';
import { ChartFrame, wholeSection } from './chart-frame';
import { ChartTooltip, TooltipAddress, TooltipRow } from './chart-tooltip';
import type { FlowData, FlowLink, FlowNode } from './flow-data';
import { flowNodeLabel } from './flow-label';
import { nivoTheme, svgTextStyle } from './nivo-theme';

type NodeDatum = SankeyNodeDatum<FlowNode, FlowLink>;

/** Below this width the graph scrolls sideways inside its card instead of squeezing its labels. */
const FLOW_MIN_WIDTH = 640;
const LABEL_GAP = 6;
const ICON_SIZE = 13;
const SELF_LABEL_SPACE = 26;

/** spec 02 §2 transaction flow graph: senders → the analysed address → receivers, as a Sankey. */
export function FlowChart({
  flow,
  height,
  token,
  summary,
}: {
  readonly flow: FlowData;
  readonly height: number;
  readonly token: string;
  readonly summary: string;
}) {
  const intl = useIntl();
  const labels = useMemo(() => new Map(flow.nodes.map((n) => [n.id, flowNodeLabel(intl, n)])), [flow, intl]);
  const labelOf = (id: string) => labels.get(id) ?? id;
  // Room for the longest label on each side, its warning icon included.
  const sideWidth = (side: FlowNode['side']) =>
    Math.max(
      0,
      ...flow.nodes
        .filter((n) => n.side === side)
        .map((n) => estimateTextWidth(labelOf(n.id)) + LABEL_GAP * 2 + (n.warning ? ICON_SIZE + 4 : 0)),
    );
  const margin = { top: SELF_LABEL_SPACE, right: sideWidth('out') + 4, bottom: 8, left: sideWidth('in') + 4 };
  const amount = (value: number) => `${formatDisplayAmount(value, intl.locale)} ${token}`;

  const LabelsLayer = useMemo(
    () =>
      function FlowLabels({ nodes, width, margin }: CustomSankeyLayerProps<FlowNode, FlowLink>) {
        // `width` is the whole drawing's; the labels are placed inside the margins.
        const innerWidth = width - (margin.left ?? 0) - (margin.right ?? 0);
        return (
          <g>
            {nodes.map((node) => (
              <NodeLabel
                key={node.id}
                node={node}
                text={labels.get(node.id) ?? node.id}
                innerWidth={innerWidth}
              />
            ))}
          </g>
        );
      },
    [labels],
  );

  return (
    <ChartFrame
      label={summary}
      height={height}
      minWidth={FLOW_MIN_WIDTH}
      firstWidth={wholeSection}
      scrollLabel={intl.formatMessage({ id: 'report.flow.scrollLabel' })}
      scrollHint={intl.formatMessage({ id: 'report.flow.scrollHint' })}
    >
      {(width) => (
        <Sankey<FlowNode, FlowLink>
          animate={CHART_ANIMATION}
          width={width}
          height={height}
          data={{ nodes: flow.nodes, links: flow.links }}
          role="presentation"
          theme={nivoTheme}
          margin={margin}
          align="justify"
          sort="input"
          colors={(node) => node.fill}
          nodeOpacity={1}
          nodeHoverOthersOpacity={0.35}
          nodeThickness={14}
          nodeSpacing={16}
          nodeBorderWidth={0}
          nodeBorderRadius={2}
          linkOpacity={0.35}
          linkHoverOpacity={0.65}
          linkHoverOthersOpacity={0.1}
          linkContract={1}
          linkBlendMode="normal"
          enableLinkGradient
          enableLabels={false}
          layers={['links', 'nodes', LabelsLayer]}
          nodeTooltip={({ node }) => <NodeTooltip node={node} label={labelOf(node.id)} amount={amount} />}
          linkTooltip={({ link }) => (
            <ChartTooltip title={`${labelOf(link.source.id)} → ${labelOf(link.target.id)}`}>
              <TooltipRow
                color={link.source.side === 'self' ? link.target.fill : link.source.fill}
                label={intl.formatMessage({ id: 'report.flow.amount' })}
                value={amount(link.value)}
              />
            </ChartTooltip>
          )}
        />
      )}
    </ChartFrame>
  );
}

/** A node's name beside it (senders left, receivers right, the analysed address above), a warning icon first when risky. */
function NodeLabel({
  node,
  text,
  innerWidth,
}: {
  readonly node: NodeDatum;
  readonly text: string;
  readonly innerWidth: number;
}) {
  const middle = (node.y0 + node.y1) / 2;
  const style = { ...svgTextStyle, fill: node.warning ? 'var(--chakra-colors-red-fg)' : svgTextStyle.fill };
  if (node.side === 'self') {
    // Above the node, kept inside the drawing when the node sits at an edge (no senders or no receivers).
    const centre = (node.x0 + node.x1) / 2;
    const half = estimateTextWidth(text) / 2;
    const x = Math.min(Math.max(centre, half), innerWidth - half);
    return (
      <text x={x} y={node.y0 - 10} textAnchor="middle" style={{ ...style, fontWeight: 600 }}>
        {text}
      </text>
    );
  }
  const before = node.side === 'in';
  const iconX = before ? node.x0 - LABEL_GAP - ICON_SIZE : node.x1 + LABEL_GAP;
  const textX = node.warning
    ? before
      ? iconX - 4
      : iconX + ICON_SIZE + 4
    : before
      ? node.x0 - LABEL_GAP
      : node.x1 + LABEL_GAP;
  return (
    <g>
      {node.warning && <WarningIcon x={iconX} y={middle - ICON_SIZE / 2} />}
      <text
        x={textX}
        y={middle}
        dominantBaseline="central"
        textAnchor={before ? 'end' : 'start'}
        style={style}
      >
        {text}
      </text>
    </g>
  );
}

/** spec 02 §3: the warning sign of a high-risk counterparty, a red triangle with "!". */
function WarningIcon({ x, y }: { readonly x: number; readonly y: number }) {
  const s = ICON_SIZE;
  return (
    <g transform={`translate(${x}, ${y})`}>
      <path
        d={`M${s / 2} 0.5 L${s - 0.5} ${s - 0.5} L0.5 ${s - 0.5} Z`}
        fill="#C00F0C"
        strokeLinejoin="round"
      />
      <rect x={s / 2 - 0.75} y={s * 0.35} width={1.5} height={s * 0.32} fill="#fff" />
      <rect x={s / 2 - 0.75} y={s * 0.75} width={1.5} height={1.5} fill="#fff" />
    </g>
  );
}

function NodeTooltip({
  node,
  label,
  amount,
}: {
  readonly node: NodeDatum;
  readonly label: string;
  readonly amount: (value: number) => string;
}) {
  const intl = useIntl();
  const t = messageOf(intl, 'report.flow.');
  return (
    <ChartTooltip title={label}>
      {node.address && <TooltipAddress address={node.address} />}
      <TooltipRow label={t('role')} value={t(`side.${node.side}`)} />
      {node.category && (
        <TooltipRow
          color={node.warning ? node.fill : undefined}
          label={t('category')}
          value={riskCategoryText(intl, node.category)}
        />
      )}
      <TooltipRow label={t('amount')} value={amount(node.value)} />
    </ChartTooltip>
  );
}

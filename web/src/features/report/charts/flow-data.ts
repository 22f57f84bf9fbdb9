import type { QueryResult } from '../../../../../shared/contract/queries.schema';
import { RISK_CATEGORY_RED } from '../../../../../shared/format/risk-display';
import { isHighRiskCategory } from '../../../../../shared/rules/query-rules';
import { toNumber } from '../../../../../shared/rules/report-metrics';
import { FLOW_PALETTE } from './nivo-theme';

/**
 * The fund-flow Sankey's data (spec 02 §2, §3): senders → the analysed address → receivers, from
 * report.tx_flow. Pure, so the graph's rules are tested without drawing it.
 */

type TxFlow = QueryResult['tx_flow'];
export type FlowSide = 'in' | 'self' | 'out';

/**
 * spec 02 §2 "Flow graph height": a base of 500 px (600 on larger screens) that the graph outgrows
 * at 20 px per node plus 300, clamped to 400..1200 px. Read as max(base, 20·nodes + 300), clamped:
 * a small graph keeps the base, a large one gets 20 px of height per node it must stack.
 */
export const FLOW_HEIGHT = {
  base: 500,
  wideBase: 600,
  perNode: 20,
  offset: 300,
  min: 400,
  max: 1200,
} as const;

export function flowChartHeight(nodeCount: number, wide: boolean): number {
  const base = wide ? FLOW_HEIGHT.wideBase : FLOW_HEIGHT.base;
  const grown = FLOW_HEIGHT.perNode * Math.max(0, nodeCount) + FLOW_HEIGHT.offset;
  return Math.min(FLOW_HEIGHT.max, Math.max(FLOW_HEIGHT.min, base, grown));
}

export interface FlowNode {
  readonly id: string;
  readonly side: FlowSide;
  /** Absent on an "others" group. */
  readonly address?: string;
  readonly category?: string;
  /** A known name the engine gave the address (an exchange), when it has one. */
  readonly name?: string;
  /** For an "others" group: how many addresses it stands for, when the label says. */
  readonly othersCount?: number;
  readonly others: boolean;
  /** spec 02 §3: a high-risk category (warning icon and red). */
  readonly warning: boolean;
  /** Its colour (nivo keeps `color` for its own copy). */
  readonly fill: string;
  /** The sum of its links, whole tokens. */
  readonly amount: number;
}

export interface FlowLink {
  readonly source: string;
  readonly target: string;
  readonly value: number;
}

export interface FlowData {
  readonly nodes: readonly FlowNode[];
  readonly links: readonly FlowLink[];
  /** Into the analysed address / out of it, whole tokens. */
  readonly inflow: number;
  readonly outflow: number;
  /** Addresses on each side, an "others" group counting for the addresses it stands for. */
  readonly senders: number;
  readonly receivers: number;
  readonly warnings: number;
}

export const SELF_COLOR = '#6366F1';
export const OTHERS_COLOR = '#A0AEC0';

/** The side a node is on: the engine says; for a report without `side`, the links tell. */
function sideOf(node: TxFlow['nodes'][number], links: readonly FlowLink[]): FlowSide {
  if (node.side) return node.side;
  const sends = links.some((l) => l.source === node.id);
  const receives = links.some((l) => l.target === node.id);
  return sends && receives ? 'self' : sends ? 'in' : 'out';
}

/** The engine labels a node with a name, its category or its shortened address; only a name is worth keeping. */
function nameOf(node: TxFlow['nodes'][number]): string | undefined {
  const { label, address, category } = node;
  if (!address || !label || label === address || label === category) return undefined;
  return /…|\.\.\./.test(label) ? undefined : label;
}

/**
 * Two counterparties shown under one name (two Binance hot wallets) get the end of their address
 * after it, so the chart never draws two identical boxes that are different addresses.
 */
function distinguishSameNames(nodes: FlowNode[]): void {
  // One address on both sides (it sent and received) is one counterparty, not two.
  const addressesOf = new Map<string, Set<string>>();
  for (const n of nodes)
    if (n.name && n.address) addressesOf.set(n.name, (addressesOf.get(n.name) ?? new Set()).add(n.address));
  nodes.forEach((n, i) => {
    if (n.name && n.address && (addressesOf.get(n.name)?.size ?? 0) > 1)
      nodes[i] = { ...n, name: `${n.name} ·${n.address.slice(-4)}` };
  });
}

export function toSankeyData(flow: TxFlow): FlowData {
  const known = new Set(flow.nodes.map((n) => n.id));
  // nivo (d3-sankey) throws on a link to a missing node or a loop; such links cannot be drawn anyway.
  const links: FlowLink[] = flow.links
    .map((l) => ({ source: l.source, target: l.target, value: toNumber(l.value) }))
    .filter((l) => l.value > 0 && l.source !== l.target && known.has(l.source) && known.has(l.target));
  const amounts = new Map<string, { in: number; out: number }>();
  for (const l of links) {
    const source = amounts.get(l.source) ?? { in: 0, out: 0 };
    source.out += l.value;
    amounts.set(l.source, source);
    const target = amounts.get(l.target) ?? { in: 0, out: 0 };
    target.in += l.value;
    amounts.set(l.target, target);
  }

  // One colour per counterparty, so an address that both sends and receives is one colour on both sides.
  const paletteIndex = new Map<string, number>();
  const nodes: FlowNode[] = [];
  for (const node of flow.nodes) {
    const sums = amounts.get(node.id);
    if (!sums) continue;
    const side = sideOf(node, links);
    const address = node.address ?? (node.side ? undefined : node.id);
    const others = address === undefined;
    const warning = isHighRiskCategory(node.category);
    let color: string;
    if (side === 'self') color = SELF_COLOR;
    else if (warning) color = RISK_CATEGORY_RED;
    else if (others) color = OTHERS_COLOR;
    else {
      if (!paletteIndex.has(address)) paletteIndex.set(address, paletteIndex.size);
      color = FLOW_PALETTE[paletteIndex.get(address)! % FLOW_PALETTE.length]!;
    }
    // The engine labels a group "others (33)"; the count is worth showing in the reader's language.
    const count = others ? /\((\d+)\)/.exec(node.label)?.[1] : undefined;
    // The list's own name ("Binance 14") tells apart what a bare label ("Binance") would not.
    const name = node.name ?? nameOf(node);
    nodes.push({
      id: node.id,
      side,
      ...(address !== undefined && { address }),
      ...(node.category !== undefined && { category: node.category }),
      ...(name !== undefined && { name }),
      ...(count !== undefined && { othersCount: Number(count) }),
      others,
      warning,
      fill: color,
      amount: side === 'out' ? sums.in : side === 'in' ? sums.out : Math.max(sums.in, sums.out),
    });
  }

  distinguishSameNames(nodes);
  const bySide = (side: FlowSide) => nodes.filter((n) => n.side === side);
  const addresses = (side: FlowSide) =>
    bySide(side).reduce((sum, n) => sum + (n.others ? (n.othersCount ?? 1) : 1), 0);
  const total = (side: FlowSide) => bySide(side).reduce((sum, n) => sum + n.amount, 0);
  return {
    nodes,
    links,
    inflow: total('in'),
    outflow: total('out'),
    senders: addresses('in'),
    receivers: addresses('out'),
    warnings: nodes.filter((n) => n.warning).length,
  };
}

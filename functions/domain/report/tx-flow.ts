import type { QueryResult } from '../../../shared/contract/queries.schema';
import { formatUnits } from './base-units';
import { nameOf } from './counterparty-label';
import { isRiskCategory } from './risk-categories';
import type { CounterpartyTally } from './transfer-tally';

/**
 * The fund-flow Sankey (spec 02 §3 tx_flow). A Sankey must be acyclic, so the analysed address is
 * one node in the middle, senders sit left (`in:<address>`) and receivers right
 * (`out:<address>`): a counterparty on both sides is two nodes. Each side keeps its largest
 * counterparties, labelled risky ones first so a small sanctioned flow is never hidden in the
 * group, and folds the rest into one "others" node; at most 2 × 11 + 2 + 1 = 25 nodes.
 */
export const FLOW_NODES_PER_SIDE = 11;
/** Of a side's places, how many labelled risky counterparties may take ahead of larger ones. */
export const FLOW_RISKY_FIRST = 5;

type TxFlow = QueryResult['tx_flow'];
type FlowNode = TxFlow['nodes'][number];

/** spec 02 §2: addresses abbreviated to first 6 and last 6 characters. */
export const shortAddress = (address: string): string =>
  address.length > 15 ? `${address.slice(0, 6)}…${address.slice(-6)}` : address;

/** Exchange name, else risk category, else the short address (the web keys its warning icon on categories). */
export function nodeLabel(cp: CounterpartyTally): string {
  if (cp.exchangeName) return cp.exchangeName;
  if (isRiskCategory(cp.category)) return cp.category;
  return shortAddress(cp.address);
}

export function buildTxFlow(
  address: string,
  counterparties: Iterable<CounterpartyTally>,
  decimals: number,
): TxFlow {
  const senders: { cp: CounterpartyTally; amount: bigint }[] = [];
  const receivers: { cp: CounterpartyTally; amount: bigint }[] = [];
  for (const cp of counterparties) {
    const inAmount = cp.inSum.value;
    const outAmount = cp.outSum.value;
    if (inAmount > 0n) senders.push({ cp, amount: inAmount });
    if (outAmount > 0n) receivers.push({ cp, amount: outAmount });
  }
  if (senders.length === 0 && receivers.length === 0) return { nodes: [], links: [] };

  const nodes: FlowNode[] = [];
  const links: TxFlow['links'] = [];
  const center: FlowNode = { id: address, label: shortAddress(address), side: 'self', address };
  const side = (entries: typeof senders, which: 'in' | 'out') => {
    const { kept, rest, restCount } = pick(entries);
    for (const { cp, amount } of kept) {
      const node: FlowNode = {
        id: `${which}:${cp.address}`,
        label: nodeLabel(cp),
        side: which,
        address: cp.address,
      };
      if (cp.category) node.category = cp.category;
      // Two exchange wallets are both labelled "Binance": the list's own name tells them apart.
      const name = nameOf(cp.labels);
      if (name !== undefined && name !== node.label) node.name = name;
      nodes.push(node);
      const value = formatUnits(amount, decimals);
      links.push(
        which === 'in'
          ? { source: node.id, target: center.id, value }
          : { source: center.id, target: node.id, value },
      );
    }
    if (restCount > 0) {
      const id = `${which}:others`;
      nodes.push({ id, label: `others (${restCount})`, side: which });
      const value = formatUnits(rest, decimals);
      links.push(
        which === 'in' ? { source: id, target: center.id, value } : { source: center.id, target: id, value },
      );
    }
  };
  side(senders, 'in');
  nodes.push(center);
  side(receivers, 'out');
  return { nodes, links };
}

const byAmount = (a: { amount: bigint }, b: { amount: bigint }) =>
  b.amount > a.amount ? 1 : b.amount < a.amount ? -1 : 0;

function pick(entries: { cp: CounterpartyTally; amount: bigint }[]) {
  entries.sort(byAmount);
  const risky = entries.filter((e) => isRiskCategory(e.cp.category)).slice(0, FLOW_RISKY_FIRST);
  const chosen = new Set(risky);
  for (const e of entries) {
    if (chosen.size >= FLOW_NODES_PER_SIDE) break;
    chosen.add(e);
  }
  const kept = entries.filter((e) => chosen.has(e));
  let rest = 0n;
  let restCount = 0;
  for (const e of entries)
    if (!chosen.has(e)) {
      rest += e.amount;
      restCount++;
    }
  return { kept, rest, restCount };
}

import type { MonitorConfig } from '../../../shared/contract/monitoring.schema';
import type { Chain } from '../../../shared/rules/chain-rules';
import { endsMatch, sharedEnds } from '../../../shared/rules/lookalike-rules';
import { byGravity, type MonitorType } from '../../../shared/rules/monitor-rules';
import type { RiskCategory } from '../../../shared/rules/query-rules';
import type { Transfer } from '../chain/chain-source';
import { baseUnits, tokenUnits } from '../chain/token-units';
import type { AddressLabel } from '../labels/address-label';
import {
  isRiskCategory,
  mostSevereCategory,
  type SeverityTier,
  severityTierOf,
} from '../report/risk-categories';
import type { AlertRecord, MonitorRecord } from './monitoring.ports';

/**
 * What alerts a monitored address's new transfers raise (spec 02 §3). Each
 * transfer is matched against three types:
 * - `known_risk` (always): its counterparty carries a risk label, either direction, with the
 *   gravest category and its level in details;
 * - `similar_address` (when enabled): an incoming transfer, zero-value and dust included, from an
 *   address this one never paid that is a lookalike (shared/rules/lookalike-rules.ts: 4 leading and
 *   4 trailing characters after `0x` or `T`) of one it did pay: address poisoning;
 * - `normal_transaction` (when enabled): a transfer in or out of at least the configuration's
 *   minimum amount, if it sets one.
 * A zero-value transfer moves nothing, so only poisoning makes it matter: it can match
 * similar_address alone. A transfer that matched makes ONE alert, whatever it matched: the gravest
 * type leads (`monitorType`), every matched type is listed (`monitorTypes`) and the details carry
 * the fields of each, so the user is pushed, and pays, once per transfer.
 * Pure: the caller fetches the transfers, the labels and the paid addresses.
 */
export interface DetectionInput {
  readonly monitor: MonitorRecord;
  readonly config: MonitorConfig;
  /** New transfers of the address, oldest first. */
  readonly transfers: readonly Transfer[];
  /** Labels of counterparties, keyed by normalised address (screening's answer). */
  readonly labels: ReadonlyMap<string, readonly AddressLabel[]>;
  /** Addresses the monitored address has paid before (normalised). */
  readonly paid: ReadonlySet<string>;
  readonly nowMs: number;
  readonly sha256Hex: (text: string) => string;
}

/** Alert level of a counterparty's category: the report's level for dealing with it directly. */
const LEVEL_OF_TIER: Readonly<Record<SeverityTier, number>> = {
  strict: 4,
  severe: 4,
  high: 3,
  medium: 2,
  low: 0,
};

/** The alert level (risk_level) of a counterparty labelled `category`. */
export const alertRiskLevelOf = (category: RiskCategory): number => LEVEL_OF_TIER[severityTierOf[category]];

/**
 * The stable alert id: the same transfer and monitored address always give the same id, so a poll
 * that reads a transfer again (overlapping cursors, a retried shard, the switch between reading
 * address by address and block by block) never makes a second alert. The transfer is named by
 * what every source agrees on — its transaction, sender, receiver, value, and its rank among
 * identical transfers of that transaction — not by its log index: the block scan has the chain's
 * own index, but some per-address sources (TronGrid's trc20 list) only a position in the
 * transaction, and one transfer must not get two ids. The matched types are not part of it: they
 * may differ between two reads (a label list refreshed, a configuration changed, the payees read
 * again), and one transfer must stay one alert.
 */
export const alertIdOf = (
  sha256Hex: (text: string) => string,
  chain: Chain,
  txHash: string,
  transferKey: string,
  monitorId: string,
): string => `al_${sha256Hex(`${chain}|${txHash.toLowerCase()}|${transferKey}|${monitorId}`).slice(0, 32)}`;

/**
 * Each transfer's key for alertIdOf: `from|to|value|rank`, the rank counting identical transfers
 * of one transaction in log order (every source keeps that order, whatever its index means).
 */
export function transferKeysOf(transfers: readonly Transfer[]): Map<Transfer, string> {
  const groups = new Map<string, Transfer[]>();
  for (const t of transfers) {
    const same = `${t.txHash.toLowerCase()}|${t.from}|${t.to}|${t.value}`;
    const group = groups.get(same);
    if (group) group.push(t);
    else groups.set(same, [t]);
  }
  const keys = new Map<Transfer, string>();
  for (const group of groups.values()) {
    group.sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
    for (const [rank, t] of group.entries()) keys.set(t, `${t.from}|${t.to}|${t.value}|${rank}`);
  }
  return keys;
}

/** The paid address `sender` imitates best, if it meets the rule; never one it already is. */
export function imitatedAddress(
  chain: Chain,
  sender: string,
  paid: ReadonlySet<string>,
): { address: string; leading: number; trailing: number } | undefined {
  if (paid.has(sender)) return undefined;
  let best: { address: string; leading: number; trailing: number } | undefined;
  for (const address of paid) {
    const { leading, trailing } = sharedEnds(chain, sender, address);
    if (!endsMatch({ leading, trailing })) continue;
    if (!best || leading + trailing > best.leading + best.trailing) best = { address, leading, trailing };
  }
  return best;
}

/**
 * Whether Transaction detection raises for a transfer of `value` base units: never for a
 * zero-value transfer, and not below the configuration's minimum (token units), if it sets one.
 * The cost estimate applies the same rule.
 */
export function raisesTransactionAlert(chain: Chain, value: string, minAmount: string | undefined): boolean {
  const units = BigInt(value);
  if (units === 0n) return false;
  return minAmount === undefined || units >= baseUnits(chain, minAmount);
}

/**
 * Who the counterparty is, when a list says: its exchange, else the first name a list gives
 * (e.g. "Lazarus Group", "Fake_Phishing1772"), so an analyst reads more than "Sanctioned · ofac".
 */
const entityNameOf = (labels: readonly AddressLabel[]): string | undefined =>
  labels.find((l) => l.exchangeName)?.exchangeName ?? labels.find((l) => l.name)?.name;

type Details = Omit<AlertRecord['details'], 'direction' | 'log_index'>;

export function detectAlerts(input: DetectionInput): AlertRecord[] {
  const { monitor, config, nowMs } = input;
  const alerts: AlertRecord[] = [];
  const pending = { sent: false, sentAt: null, state: 'pending' as const, attempts: 0 };
  const transferKeys = transferKeysOf(input.transfers);
  const symbol = monitor.token.toUpperCase();
  for (const transfer of input.transfers) {
    const inbound = transfer.to === monitor.address;
    if (!inbound && transfer.from !== monitor.address) continue;
    const counterparty = inbound ? transfer.from : transfer.to;
    const amount = tokenUnits(monitor.chain, transfer.value);
    const zeroValue = BigInt(transfer.value) === 0n;
    const matched = new Map<MonitorType, Details>();

    const labels = input.labels.get(counterparty) ?? [];
    const category = mostSevereCategory(labels);
    if (!zeroValue && isRiskCategory(category)) {
      const label = labels.find((l) => l.category === category);
      const entity = entityNameOf(labels);
      matched.set('known_risk', {
        description: `${inbound ? 'Received' : 'Sent'} ${amount} ${symbol} ${inbound ? 'from' : 'to'} an address labelled ${category}`,
        risk_type: category,
        risk_level: alertRiskLevelOf(category),
        ...(label ? { label_source: label.source } : {}),
        ...(entity ? { label_name: entity } : {}),
      });
    }
    if (config.detection.similar_address && inbound) {
      const imitated = imitatedAddress(monitor.chain, counterparty, input.paid);
      if (imitated)
        matched.set('similar_address', {
          description: `Received ${amount} ${symbol} from an address imitating ${imitated.address}, which this address paid before (address poisoning)`,
          risk_type: 'address_poisoning',
          imitated_address: imitated.address,
          leading_match: imitated.leading,
          trailing_match: imitated.trailing,
        });
    }
    if (
      config.detection.normal_transaction &&
      raisesTransactionAlert(monitor.chain, transfer.value, config.detection.normal_transaction_min_amount)
    )
      matched.set('normal_transaction', {
        description: `${inbound ? 'Received' : 'Sent'} ${amount} ${symbol} ${inbound ? 'from' : 'to'} ${counterparty}`,
      });
    if (matched.size === 0) continue;

    const types = byGravity(matched.keys());
    // The gravest type's fields win where two types set the same one (risk_type, description).
    const details = Object.assign({}, ...types.toReversed().map((t) => matched.get(t))) as Details;
    alerts.push({
      id: alertIdOf(input.sha256Hex, monitor.chain, transfer.txHash, transferKeys.get(transfer)!, monitor.id),
      userId: monitor.userId,
      monitorId: monitor.id,
      monitoringAddress: monitor.address,
      counterparty,
      chain: monitor.chain,
      token: monitor.token,
      amount,
      txHash: transfer.txHash,
      monitorType: types[0]!,
      monitorTypes: types,
      status: 'pending',
      details: { direction: inbound ? 'in' : 'out', log_index: transfer.index ?? 0, ...details },
      notification: { email: pending, webhook: pending },
      creditsCharged: 0,
      createdAt: nowMs,
    });
  }
  return alerts;
}

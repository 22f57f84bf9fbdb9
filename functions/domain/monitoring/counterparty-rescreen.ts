import { DAY_SECONDS, SECOND_MS, utcDayOf } from '../../../shared/rules/time';
import type { Transfer } from '../chain/chain-source';
import { tokenUnits } from '../chain/token-units';
import type { RiskLabelChange } from '../labels/risk-label-changes';
import { alertRiskLevelOf } from './alert-detection';
import type { CounterpartyDealing } from './counterparty-index.ports';
import type { AlertRecord, MonitorRecord } from './monitoring.ports';

/**
 * Counterparty re-screening, the pure half: detection judges a transfer once, against the labels
 * of that minute; when a counterparty is sanctioned, frozen or listed as a scam later, the
 * monitored addresses that dealt with it within the look-back window raise a known_risk alert
 * saying so, once per monitored address and newly labelled counterparty and category.
 */

/** How far back a dealing counts: a counterparty labelled later than this after the last transfer raises nothing. */
export const RESCREEN_LOOKBACK_DAYS = 90;
export const RESCREEN_LOOKBACK_SECONDS = RESCREEN_LOOKBACK_DAYS * DAY_SECONDS;

/**
 * The dealings a monitored address's new transfers make: per counterparty, its latest transfer
 * that moved value (a zero-value transfer is a stranger's poisoning dust, not dealing with it).
 */
export function dealingsOf(monitor: MonitorRecord, transfers: readonly Transfer[]): CounterpartyDealing[] {
  const latest = new Map<string, Transfer>();
  for (const t of transfers) {
    if (BigInt(t.value) === 0n) continue;
    const inbound = t.to === monitor.address;
    if (!inbound && t.from !== monitor.address) continue;
    const counterparty = inbound ? t.from : t.to;
    if (counterparty === monitor.address) continue;
    const seen = latest.get(counterparty);
    if (!seen || t.timestamp >= seen.timestamp) latest.set(counterparty, t);
  }
  return [...latest].map(([counterparty, t]) => ({
    chain: monitor.chain,
    counterparty,
    monitorId: monitor.id,
    userId: monitor.userId,
    monitoringAddress: monitor.address,
    token: monitor.token,
    lastSeen: t.timestamp,
    direction: t.to === monitor.address ? 'in' : 'out',
    txHash: t.txHash,
    amount: tokenUnits(monitor.chain, t.value),
    logIndex: t.index ?? 0,
  }));
}

/** Whether a dealing is inside the look-back window at `nowSeconds`. */
export const withinLookBack = (dealing: CounterpartyDealing, nowSeconds: number): boolean =>
  dealing.lastSeen >= nowSeconds - RESCREEN_LOOKBACK_SECONDS;

/**
 * The re-screen alert's stable id: one per monitored address, counterparty and newly present
 * category. A retried message, a re-import or a second source giving the same category finds the
 * alert put already (the put is conditional on the id) and raises nothing again.
 */
export const rescreenAlertIdOf = (
  sha256Hex: (text: string) => string,
  dealing: Pick<CounterpartyDealing, 'monitorId' | 'chain' | 'counterparty'>,
  category: string,
): string =>
  `al_${sha256Hex(`rescreen|${dealing.monitorId}|${dealing.chain}|${dealing.counterparty}|${category}`).slice(0, 32)}`;

/** How the label reads in a sentence: a Tether freeze by what it is, others by category and source. */
export function labelledPhrase(change: Pick<RiskLabelChange, 'category' | 'source'>): string {
  if (change.category === 'blocked' && /tether/i.test(change.source)) return 'frozen by Tether';
  return `labelled ${change.category} by ${change.source}`;
}

/** The known_risk alert a newly labelled counterparty raises for one monitored address that dealt with it. */
export function rescreenAlertOf(input: {
  readonly dealing: CounterpartyDealing;
  readonly change: RiskLabelChange;
  readonly nowMs: number;
  readonly sha256Hex: (text: string) => string;
}): AlertRecord {
  const { dealing, change, nowMs } = input;
  const dealt = utcDayOf(dealing.lastSeen * SECOND_MS);
  const who =
    dealing.direction === 'out'
      ? `A counterparty you paid on ${dealt}`
      : `A counterparty that paid you on ${dealt}`;
  const pending = { sent: false, sentAt: null, state: 'pending' as const, attempts: 0 };
  return {
    id: rescreenAlertIdOf(input.sha256Hex, dealing, change.category),
    userId: dealing.userId,
    monitorId: dealing.monitorId,
    monitoringAddress: dealing.monitoringAddress,
    counterparty: dealing.counterparty,
    chain: dealing.chain,
    token: dealing.token,
    amount: dealing.amount,
    txHash: dealing.txHash,
    monitorType: 'known_risk',
    monitorTypes: ['known_risk'],
    status: 'pending',
    details: {
      direction: dealing.direction,
      log_index: dealing.logIndex,
      description: `${who} was ${labelledPhrase(change)} on ${change.sourceDate}`,
      risk_type: change.category,
      risk_level: alertRiskLevelOf(change.category),
      label_source: change.source,
    },
    notification: { email: pending, webhook: pending },
    creditsCharged: 0,
    createdAt: nowMs,
  };
}

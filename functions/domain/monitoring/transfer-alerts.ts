import type { MonitorConfig } from '../../../shared/contract/monitoring.schema';
import type { Chain } from '../../../shared/rules/chain-rules';
import { dailyAlertCapOf, defaultMonitorConfig } from '../../../shared/rules/monitor-rules';
import type { ChainSource, Transfer } from '../chain/chain-source';
import type { AddressLabel } from '../labels/address-label';
import type { Clock } from '../ports/clock';
import { detectAlerts } from './alert-detection';
import type { CounterpartyIndex } from './counterparty-index.ports';
import { dealingsOf } from './counterparty-rescreen';
import type { MonitorRecord, MonitorRepository } from './monitoring.ports';

/**
 * The half of detection that both reading modes share (per-address shard polls and the per-block
 * chain scan): given a monitored address's new transfers, screen the counterparties, detect,
 * put each new alert within the address's daily cap and queue it, then move the address's cursor.
 *
 * The cap (`limits.daily_alert_cap`, per UTC day) is counted in the same transaction that puts
 * the alert, so polls running at once cannot pass it. Past it the address raises nothing until
 * the next UTC day: its transfers are still read and its cursor still moves, so it resumes with
 * the next day's transfers, not with a backlog of the day it was capped.
 *
 * Before the cursor moves, each counterparty's latest transfer is recorded in the counterparty
 * index, so a label that arrives later can find who dealt with it (counterparty-rescreen.ts).
 */
export interface TransferAlertsDeps {
  readonly monitors: MonitorRepository;
  readonly sourceFor: (chain: Chain) => ChainSource;
  readonly screen: (chain: Chain, addresses: readonly string[]) => Promise<Map<string, AddressLabel[]>>;
  readonly enqueueAlert: (alertId: string) => Promise<void>;
  readonly counterparties: CounterpartyIndex;
  readonly clock: Clock;
  readonly sha256Hex: (text: string) => string;
}

/**
 * After a put answered `exists`: the alert was put earlier. If its push never started (a run that
 * stopped between the put and the queue), queue it again; the delivery execution is named by the
 * id, so it never starts twice.
 */
export async function queueIfUnstarted(
  deps: {
    readonly monitors: Pick<MonitorRepository, 'getAlert'>;
    readonly enqueueAlert: (alertId: string) => Promise<void>;
  },
  alertId: string,
): Promise<void> {
  const stored = await deps.monitors.getAlert(alertId);
  if (
    stored &&
    stored.creditsCharged === 0 &&
    stored.notification.webhook.state === 'pending' &&
    stored.notification.email.state === 'pending'
  )
    await deps.enqueueAlert(alertId);
}

/** Outgoing history read to know whom an address paid (similar_address). */
const PAID_HISTORY = 1000;

export function createTransferAlerts(deps: TransferAlertsDeps) {
  const { monitors, clock } = deps;

  /** Whom the address paid: one history read, only for similar_address on an incoming transfer. */
  async function paidBy(monitor: MonitorRecord, nowSeconds: number): Promise<Set<string>> {
    const history = await deps.sourceFor(monitor.chain).fetchTransfers({
      chain: monitor.chain,
      token: monitor.token,
      address: monitor.address,
      endAt: nowSeconds,
      limit: PAID_HISTORY,
    });
    return new Set(history.transfers.filter((t) => t.from === monitor.address).map((t) => t.to));
  }

  /** `transfers`: the address's new transfers, oldest first. */
  async function raise(
    monitor: MonitorRecord,
    config: MonitorConfig,
    transfers: readonly Transfer[],
  ): Promise<{ transfers: number; alerts: number; capped: boolean }> {
    if (transfers.length === 0) return { transfers: 0, alerts: 0, capped: false };
    const counterparties = [...new Set(transfers.map((t) => (t.to === monitor.address ? t.from : t.to)))];
    const needsPaid = config.detection.similar_address && transfers.some((t) => t.to === monitor.address);
    const [labels, paid] = await Promise.all([
      deps.screen(monitor.chain, counterparties),
      needsPaid ? paidBy(monitor, clock.nowSeconds()) : Promise.resolve(new Set<string>()),
    ]);
    const alerts = detectAlerts({
      monitor,
      config,
      transfers,
      labels,
      paid,
      nowMs: clock.nowMs(),
      sha256Hex: deps.sha256Hex,
    });
    const dailyCap = dailyAlertCapOf(config);
    let raised = 0;
    let capped = false;
    for (const alert of alerts) {
      const put = await monitors.putAlertWithinCap(alert, dailyCap);
      if (put === 'new') {
        await deps.enqueueAlert(alert.id);
        raised++;
        continue;
      }
      // Capped: the rest of these alerts (oldest first) would be refused too.
      if (put === 'capped') {
        capped = true;
        break;
      }
      await queueIfUnstarted(deps, alert.id);
    }
    await deps.counterparties.record(dealingsOf(monitor, transfers));
    // Inclusive next time: a transfer later in the same second is still read (ids dedupe).
    await monitors.advanceCursor(monitor, Math.max(...transfers.map((t) => t.timestamp)));
    return { transfers: transfers.length, alerts: raised, capped };
  }

  return { raise };
}

/**
 * The configuration of each monitored address within one poll: its own, else its user's global
 * one (read once per user and poll), else the default.
 */
export function createConfigResolver(monitors: Pick<MonitorRepository, 'getSettings'>) {
  const configs = new Map<string, Promise<MonitorConfig>>();
  return (monitor: MonitorRecord): Promise<MonitorConfig> => {
    if (monitor.config) return Promise.resolve(monitor.config);
    let config = configs.get(monitor.userId);
    if (!config) {
      config = monitors
        .getSettings(monitor.userId)
        .then((s) => s.config ?? (structuredClone(defaultMonitorConfig) as MonitorConfig));
      configs.set(monitor.userId, config);
    }
    return config;
  };
}

/** Runs `work` over `items`, `concurrency` at once; answers how many failed (logged by `onError`). */
export async function forEachAtOnce<T>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<void>,
  onError: (item: T, error: unknown) => void,
): Promise<number> {
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      try {
        await work(item);
      } catch (error) {
        failed++;
        onError(item, error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return failed;
}

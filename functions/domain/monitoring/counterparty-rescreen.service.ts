import { dailyAlertCapOf } from '../../../shared/rules/monitor-rules';
import type { RiskLabelChange } from '../labels/risk-label-changes';
import type { Clock } from '../ports/clock';
import type { Logger } from '../ports/logger';
import type { CounterpartyDealing, CounterpartyIndex } from './counterparty-index.ports';
import { rescreenAlertOf, withinLookBack } from './counterparty-rescreen';
import type { MonitorRepository } from './monitoring.ports';
import { createConfigResolver, forEachAtOnce, queueIfUnstarted } from './transfer-alerts';

/**
 * Counterparty re-screening (continuous screening): when an import gives addresses a risk
 * category they did not carry (domain/labels/risk-label-changes.ts), every monitored address that
 * dealt with one of them within the look-back window raises a known_risk alert.
 * Per newly labelled address:
 * 1. read who dealt with it: one Query on its counterparty-index partition;
 * 2. keep the dealings inside the look-back window (TTL deletes expired items only lazily);
 * 3. per dealing, read the monitored address: still there, active, the same address;
 * 4. put the alert within the address's daily cap, conditional on its stable id (once per
 *    monitored address, counterparty and category, whatever retries or re-imports), and queue it:
 *    delivery and the 3-credit charge are the normal alert path's.
 * A failure fails the whole batch, so the queue retries it; the ids make the retry harmless.
 */
export interface CounterpartyRescreenDeps {
  readonly counterparties: CounterpartyIndex;
  readonly monitors: MonitorRepository;
  readonly enqueueAlert: (alertId: string) => Promise<void>;
  readonly clock: Clock;
  readonly sha256Hex: (text: string) => string;
  readonly log: Logger;
  /** Addresses re-screened at once (index queries in flight). */
  readonly concurrency?: number;
}

export interface RescreenSummary {
  /** Newly labelled addresses looked up. */
  readonly changes: number;
  /** Dealings inside the look-back window. */
  readonly dealings: number;
  readonly alerts: number;
  /** Alerts the address's daily cap refused. */
  readonly capped: number;
}

export class RescreenFailedError extends Error {
  override name = 'RescreenFailedError';
}

export function createCounterpartyRescreen(deps: CounterpartyRescreenDeps) {
  const { monitors, clock, log } = deps;
  const concurrency = deps.concurrency ?? 8;

  async function rescreen(changes: readonly RiskLabelChange[]): Promise<RescreenSummary> {
    const configOf = createConfigResolver(monitors);
    const totals = { dealings: 0, alerts: 0, capped: 0 };
    const onError = (what: string) => (item: unknown, error: unknown) =>
      log.error(`re-screening failed: ${what}`, { item, error });

    // 1-2. Who dealt with each newly labelled address, within the look-back.
    const found: { change: RiskLabelChange; dealing: CounterpartyDealing }[] = [];
    const nowSeconds = clock.nowSeconds();
    const failedReads = await forEachAtOnce(
      changes,
      concurrency,
      async (change) => {
        for (const dealing of await deps.counterparties.dealingsWith(change.chain, change.address))
          if (withinLookBack(dealing, nowSeconds)) found.push({ change, dealing });
      },
      onError('reading the counterparty index'),
    );
    totals.dealings = found.length;

    // 3-4. One alert per dealing (a popular counterparty may have thousands: several at once).
    const failedAlerts = await forEachAtOnce(
      found,
      concurrency * 2,
      async ({ change, dealing }) => {
        const monitor = await monitors.get(dealing.userId, dealing.monitorId);
        if (monitor?.status !== 1 || monitor.address !== dealing.monitoringAddress) return;
        const alert = rescreenAlertOf({ dealing, change, nowMs: clock.nowMs(), sha256Hex: deps.sha256Hex });
        const put = await monitors.putAlertWithinCap(alert, dailyAlertCapOf(await configOf(monitor)));
        if (put === 'new') {
          await deps.enqueueAlert(alert.id);
          totals.alerts++;
        } else if (put === 'exists') await queueIfUnstarted(deps, alert.id);
        else {
          // Past its cap the address raises nothing today (the cap's promise to the user).
          totals.capped++;
          log.warn('re-screen alert refused by the daily alert cap', {
            monitorId: monitor.id,
            counterparty: change.address,
            category: change.category,
          });
        }
      },
      onError('putting an alert'),
    );
    const failed = failedReads + failedAlerts;
    if (failed > 0)
      throw new RescreenFailedError(`${failed} re-screen steps failed (${changes.length} addresses)`);
    return { changes: changes.length, ...totals };
  }

  return { rescreen };
}

export type CounterpartyRescreen = ReturnType<typeof createCounterpartyRescreen>;

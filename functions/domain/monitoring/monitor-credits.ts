import { monitorAddressCost } from '../../../shared/constants/plans';
import { usageChainOf } from '../../../shared/rules/chain-rules';
import type { PlanState } from '../accounts/plan-credits';
import { creditMoves } from '../credits/credit-moves';
import type { Intent, Ledger } from '../credits/ledger.ports';
import type { AlertRecord, MonitorRecord } from './monitoring.ports';

/**
 * What monitoring costs, decided here (spec 01 §9, spec 02 §9) and committed through the Ledger:
 * - an address within the plan's free allowance is free: the count of monitored addresses moves
 *   with it, on the condition that it stays within the allowance;
 * - beyond it, 20 credits (7 on package 1001), on the condition that the count is still beyond
 *   the allowance, so an address freed meanwhile is taken for free instead;
 * - removing an address gives its place back: the count moves down only with the address that
 *   was really removed, and never below zero, so parallel removes of one address count once;
 * - one pushed alert costs 3 credits, once per alert.
 */
export type AddOutcome =
  | { readonly outcome: 'added'; readonly creditsCharged: number }
  | { readonly outcome: 'exists' | 'no_credits' | 'key_taken'; readonly creditsCharged: 0 };

/** Tries when the allowance changes between the count and the commit (a parallel add or remove). */
const ALLOWANCE_TRIES = 5;

export function createMonitorCredits({ ledger }: { ledger: Pick<Ledger, 'commit' | 'countOf'> }) {
  async function add(
    record: MonitorRecord,
    /** The plan as it is now: read again when it changed between a read and a commit. */
    currentPlan: () => Promise<Pick<PlanState, 'monitorAddressCount' | 'packageType'>>,
    apiKeyId: number,
    /** Intents committed with the address, given what it cost (a remembered Idempotency-Key). */
    also: (creditsCharged: number) => readonly Intent[] = () => [],
  ): Promise<AddOutcome> {
    let plan = await currentPlan();
    const refusal = (intent: Intent): AddOutcome => ({
      outcome: intent.kind === 'remember' ? 'key_taken' : 'exists',
      creditsCharged: 0,
    });
    for (let attempt = 1; attempt <= ALLOWANCE_TRIES; attempt++) {
      const allowance = plan.monitorAddressCount;
      const count = await ledger.countOf(record.userId, 'monitors');
      if (count < allowance) {
        const free = await ledger.commit([
          {
            kind: 'write',
            write: { entity: 'monitor', op: 'create', monitor: { ...record, creditsCharged: 0 } },
          },
          { kind: 'count', userId: record.userId, list: 'monitors', by: 1, floor: 0, ceiling: allowance },
          ...also(0),
        ]);
        if (free.status !== 'refused') return { outcome: 'added', creditsCharged: 0 };
        if (free.refused !== 'allowance') return refusal(free.intent);
        continue;
      }
      const cost = monitorAddressCost(plan.packageType);
      const paid = await ledger.commit([
        {
          kind: 'write',
          write: { entity: 'monitor', op: 'create', monitor: { ...record, creditsCharged: cost } },
        },
        { kind: 'count', userId: record.userId, list: 'monitors', by: 1, floor: allowance + 1 },
        {
          kind: 'move',
          userId: record.userId,
          move: creditMoves.monitoredAddress(record.id, plan.packageType),
          attribution: { apiKeyId, chain: usageChainOf(record.chain) },
          atMs: record.createdAt,
        },
        ...also(cost),
      ]);
      if (paid.status !== 'refused') return { outcome: 'added', creditsCharged: cost };
      if (paid.refused === 'credits' || paid.refused === 'gone')
        return { outcome: 'no_credits', creditsCharged: 0 };
      // Priced on a plan that changed meanwhile: price it again on the plan as it is now.
      if (paid.refused === 'changed') plan = await currentPlan();
      else if (paid.refused !== 'allowance') return refusal(paid.intent);
    }
    throw new Error('The monitored addresses kept changing; try again');
  }

  /** True when this call removed the address; false when it was gone already. */
  async function remove(record: MonitorRecord): Promise<boolean> {
    const removal: Intent = { kind: 'write', write: { entity: 'monitor', op: 'delete', monitor: record } };
    const outcome = await ledger.commit([
      removal,
      { kind: 'count', userId: record.userId, list: 'monitors', by: -1, floor: 0 },
    ]);
    if (outcome.status !== 'refused') return true;
    if (outcome.refused === 'gone') return false;
    // The counter is already at zero (counted before it existed): remove the address alone.
    return (await ledger.commit([removal])).status !== 'refused';
  }

  /** One push of an alert: 3 credits, once per alert whatever the retries or redeliveries. */
  async function chargePush(
    alert: AlertRecord,
    nowMs: number,
  ): Promise<'applied' | 'already_applied' | 'refused'> {
    const move = creditMoves.alertPush(alert.id);
    const outcome = await ledger.commit([
      { kind: 'write', write: { entity: 'alert', op: 'paid', alertId: alert.id, credits: -move.credits } },
      {
        kind: 'move',
        userId: alert.userId,
        move,
        attribution: { apiKeyId: 0, chain: usageChainOf(alert.chain) },
        atMs: nowMs,
      },
    ]);
    return outcome.status;
  }

  /** Commits a remembered Idempotency-Key on its own; false when the key is taken already. */
  async function remember(intent: Intent): Promise<boolean> {
    return (await ledger.commit([intent])).status !== 'refused';
  }

  return { add, remove, chargePush, remember };
}

export type MonitorCredits = ReturnType<typeof createMonitorCredits>;

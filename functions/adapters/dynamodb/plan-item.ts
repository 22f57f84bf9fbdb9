import type { PlanState } from '../../domain/accounts/plan-credits';
import { EMPTY_LEDGER, type LedgerState } from '../../domain/credits/ledger-rules';

/** The plan item's attributes (snake case, as stored and answered). */
export const planAttributes = (plan: PlanState) => ({
  package_type: plan.packageType,
  begin_at: plan.beginAt,
  end_at: plan.endAt,
  query_quota: plan.queryQuota,
  used_query_quota: plan.usedQueryQuota,
  monitor_address_count: plan.monitorAddressCount,
  credit_period: plan.creditPeriod,
});

export const planFromItem = (item: Record<string, unknown>): PlanState => ({
  packageType: item.package_type as number,
  beginAt: item.begin_at as number,
  endAt: (item.end_at as number | null | undefined) ?? null,
  queryQuota: item.query_quota as number,
  usedQueryQuota: item.used_query_quota as number,
  monitorAddressCount: item.monitor_address_count as number,
  creditPeriod: item.credit_period as string,
});

/** The ledger's view of a plan item: its moves so far, the plan and the running queries. */
export const ledgerStateOf = (item: Record<string, unknown> | undefined): LedgerState =>
  item
    ? {
        seq: (item.ledger_seq as number | undefined) ?? 0,
        plan: planFromItem(item),
        activeQueries: (item.active_queries as number | undefined) ?? 0,
      }
    : EMPTY_LEDGER;

import { z } from 'zod';
import type { PlanState } from '../../../domain/accounts/plan-credits';
import { EMPTY_LEDGER, type LedgerState } from '../../../domain/credits/ledger-rules';
import { camelCased, snakeCased } from './entity';
import type { EntityDoc } from './entity-doc';
import { documented, number, soleItem, userItem } from './key-template';

/**
 * A user's plan and credits (`USER#<sub>` / `PLAN`), written only by the credit ledger
 * (credit-ledger.ts), and the plan catalogue (reference data, `PLAN#<type>` / `CATALOG`).
 */
export const planKey = userItem('PLAN');
export const planCatalogKey = soleItem('PLAN#', number('package type'), 'CATALOG');

export const planItemSchema = z.object({
  package_type: z.number(),
  begin_at: z.number(),
  end_at: z.number().nullish(),
  query_quota: z.number(),
  used_query_quota: z.number(),
  monitor_address_count: z.number(),
  credit_period: z.string(),
  /** Queries holding credits now; absent before the ledger counted them. */
  active_queries: z.number().optional(),
  /** Moves so far; absent on plans older than the numbered ledger. */
  ledger_seq: z.number().optional(),
});

/** The plan item's attributes (snake case, as stored and answered). */
export const planAttributes = (plan: PlanState) => snakeCased(plan);

/** The plan an item holds; the ledger's own counters are ledgerStateOf's. */
const planOf = ({ active_queries, ledger_seq, ...stored }: z.infer<typeof planItemSchema>): PlanState => {
  const plan = camelCased(stored);
  return { ...plan, endAt: plan.endAt ?? null };
};

export const planFromItem = (item: Record<string, unknown>): PlanState => planOf(planItemSchema.parse(item));

/** The ledger's view of a plan item: its moves so far, the plan and the running queries. */
export const ledgerStateOf = (item: Record<string, unknown> | undefined): LedgerState => {
  if (!item) return EMPTY_LEDGER;
  const i = planItemSchema.parse(item);
  return { seq: i.ledger_seq ?? 0, plan: planOf(i), activeQueries: i.active_queries ?? 0 };
};

/** The plan item a ledger move writes: the decided state, its running queries and move number. */
export const toPlanItem = (
  userId: string,
  state: { plan: PlanState; activeQueries: number; seq: number },
) => ({
  ...planKey(userId),
  type: 'Plan',
  ...planAttributes(state.plan),
  active_queries: state.activeQueries,
  ledger_seq: state.seq,
});

export const planDocs: readonly EntityDoc[] = [
  {
    item: 'plan',
    key: documented(planKey, 'u1'),
    reads: [
      'plan and credits of a user (consistent read before every move)',
      'the authorizer, with the API key (a downgraded plan is refused at once)',
      'the credit books check (a Scan, operators only)',
    ],
    holds:
      'package_type, begin_at / end_at, query_quota, used_query_quota, active_queries, monitor_address_count, credit_period, ledger_seq (moves so far); written only by the credit ledger, on the condition that `ledger_seq` is still the one read',
  },
  {
    item: 'plan catalogue',
    key: documented(planCatalogKey, 2),
    reads: ['reference data, seeded from `shared/constants/plans.ts`'],
    holds: "the plan's fields",
  },
];

import { silentLogger } from '../domain/ports/logger';
import type { QueryRepository } from '../domain/queries/query.ports';
import { createQueryService, type QueryServiceDeps } from '../domain/queries/query.service';
import { defaultPolicy } from '../domain/report/report-assessment';

/**
 * The query service over the given dependencies; what a test does not use is left unset (a call
 * that reaches it fails), the clock stands at 0 and the policy is the default one.
 */
export const queryServiceWith = (deps: Partial<QueryServiceDeps>) =>
  createQueryService({
    queries: {} as QueryRepository,
    credits: {} as never,
    idempotency: {} as never,
    currentPlan: async () => ({ packageType: 0, queryQuota: 0 }),
    estimates: {} as never,
    enqueue: async () => {},
    policyOf: async () => defaultPolicy,
    clock: { nowMs: () => 0, nowSeconds: () => 0 },
    entropy: {} as never,
    log: silentLogger,
    ...deps,
  });

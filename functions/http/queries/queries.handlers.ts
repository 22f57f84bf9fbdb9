import { type Chain, usageChainOf } from '../../../shared/rules/chain-rules';
import type { Container } from '../../platform/container';
import type { UsageNote } from '../../platform/http/operation-handler';
import { type GroupHandlers, groupHandlers } from '../../platform/http/route-group';
import { type CallerContext, userOf } from '../../platform/http/types';

/**
 * The risk-query routes (spec 01 §7, spec 02 §7), status and result in both path forms. A query
 * made with an API key records the key's id (0 for the web console).
 */
export function queryHandlers({
  queries,
  riskPolicies,
  stats,
  screening,
  http,
}: Pick<Container, 'queries' | 'riskPolicies' | 'stats' | 'screening' | 'http'>): GroupHandlers<'queries'> {
  const apiKeyOf = (caller: CallerContext | undefined) => Number(caller?.apiKeyId ?? 0) || 0;
  /** A report, in either form of the result read; the call is metered under the report's chain. */
  const resultOf = async (
    caller: CallerContext | undefined,
    hash: string,
    waitMs: number | undefined,
    usage: UsageNote,
  ) => {
    const report = await queries.service.result(userOf(caller), hash, waitMs);
    usage.chain = usageChainOf((report as { chain: Chain }).chain);
    return report as never;
  };
  return groupHandlers<'queries'>(http, {
    createQuery: async ({ body, caller, usage, idempotencyKey }) => {
      const created = await queries.service.create(userOf(caller), body, apiKeyOf(caller), idempotencyKey);
      // The call is counted here; its credits are counted by the ledger as they move.
      usage.chain = usageChainOf(body.chain);
      return created;
    },
    getQueryStatus: ({ params, query, caller }) =>
      queries.service.status(userOf(caller), params.hash, query.wait_ms),
    getQueryStatusByParam: ({ query, caller }) =>
      queries.service.status(userOf(caller), query.query_hash, query.wait_ms),
    getQueryResult: ({ params, query, caller, usage }) => resultOf(caller, params.hash, query.wait_ms, usage),
    getQueryResultByParam: ({ query, caller, usage }) =>
      resultOf(caller, query.query_hash, query.wait_ms, usage),
    listQueryHistories: ({ query, caller }) => queries.service.histories(userOf(caller), query),
    getRecentQuery: ({ query, caller }) => queries.service.recent(userOf(caller), query),
    estimateQuery: ({ query, caller }) => queries.estimates.estimate(userOf(caller), query),
    getRiskPolicy: ({ caller }) => riskPolicies.service.get(userOf(caller)),
    setRiskPolicy: ({ body, caller }) => riskPolicies.service.set(userOf(caller), body),
    listRiskPolicyVersions: ({ query, caller }) => riskPolicies.service.versions(userOf(caller), query.limit),
    getPublicStats: () => stats.publicStats.get(),
    screenAddresses: async ({ body, caller, requestId, usage, idempotencyKey }) => {
      const answer = await screening.batch.screen(
        userOf(caller),
        body,
        requestId,
        apiKeyOf(caller),
        idempotencyKey,
      );
      const chains = new Set(body.addresses.map((a) => a.chain as Chain));
      // A batch of one chain counts under it; a mixed batch only in the totals.
      if (chains.size === 1) usage.chain = usageChainOf([...chains][0]!);
      return answer;
    },
  });
}

import type { OperationId } from '../../../shared/api/routes';
import type { Container } from '../../platform/container';
import { operationHandler } from '../../platform/http/operation-handler';
import type { CallerContext, GroupHandler } from '../../platform/http/types';

/**
 * The risk-query routes (spec 01 §7, spec 02 §7), status and result in both path forms. A query
 * made with an API key records the key's id (0 for the web console).
 */
export function queryHandlers({
  queries,
  riskPolicies,
  publicStats,
  http,
}: Container): Partial<Record<OperationId, GroupHandler>> {
  const userOf = (caller: CallerContext | undefined) => caller!.userId; // the platform guarantees it
  const apiKeyOf = (caller: CallerContext | undefined) => Number(caller?.apiKeyId ?? 0) || 0;
  return {
    createQuery: operationHandler('createQuery', http, ({ body, caller }) =>
      queries.create(userOf(caller), body, apiKeyOf(caller)),
    ),
    getQueryStatus: operationHandler('getQueryStatus', http, ({ params, query, caller }) =>
      queries.status(userOf(caller), params.hash, query.wait_ms),
    ),
    getQueryStatusByParam: operationHandler('getQueryStatusByParam', http, ({ query, caller }) =>
      queries.status(userOf(caller), query.query_hash, query.wait_ms),
    ),
    getQueryResult: operationHandler(
      'getQueryResult',
      http,
      ({ params, caller }) => queries.result(userOf(caller), params.hash) as never,
    ),
    getQueryResultByParam: operationHandler(
      'getQueryResultByParam',
      http,
      ({ query, caller }) => queries.result(userOf(caller), query.query_hash) as never,
    ),
    listQueryHistories: operationHandler('listQueryHistories', http, ({ query, caller }) =>
      queries.histories(userOf(caller), query),
    ),
    getRecentQuery: operationHandler('getRecentQuery', http, ({ query, caller }) =>
      queries.recent(userOf(caller), query),
    ),
    getRiskPolicy: operationHandler('getRiskPolicy', http, ({ caller }) => riskPolicies.get(userOf(caller))),
    setRiskPolicy: operationHandler('setRiskPolicy', http, ({ body, caller }) =>
      riskPolicies.set(userOf(caller), body),
    ),
    getPublicStats: operationHandler('getPublicStats', http, () => publicStats.get()),
  };
}

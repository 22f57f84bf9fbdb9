import { QUERY_DEADLINES_MS } from '../../../shared/constants/query-deadlines';
import type { Chain, Token } from '../../../shared/rules/chain-rules';
import { QUERY_STATUS, type QueryStatusCode } from '../../../shared/rules/query-rules';
import type { QueryRecord } from '../../domain/queries/query.ports';
import { keys, openQueryKeys, queryIndexKeys } from './keys';

/** A query as stored (snake case), with its list index keys and, while open, its OpenQueries keys. */
export const toQueryItem = (q: QueryRecord) => ({
  ...keys.query(q.hash),
  ...queryIndexKeys(q.userId, q.chain, q.address, q.createdAt, q.hash),
  type: 'Query',
  hash: q.hash,
  user_id: q.userId,
  chain: q.chain,
  token: q.token,
  address: q.address,
  start_at: q.startAt,
  end_at: q.endAt,
  limit: q.limit,
  max_credits: q.maxCredits,
  api_key_id: q.apiKeyId,
  status: q.status,
  status_text: q.statusText,
  created_at: q.createdAt,
  updated_at: q.updatedAt,
  risk_level: q.riskLevel,
  reserved_credits: q.reservedCredits,
  cost_quota: q.costQuota,
  transfers_analysed: q.transfersAnalysed,
  ...openKeysOf(q),
});

/** The OpenQueries index keys of a query being stored (none once it has ended). */
const openKeysOf = (q: QueryRecord) => {
  if (q.status === QUERY_STATUS.pending)
    return openQueryKeys(q.hash, q.createdAt + QUERY_DEADLINES_MS.pending);
  if (q.status === QUERY_STATUS.processing)
    return openQueryKeys(q.hash, q.updatedAt + QUERY_DEADLINES_MS.processing);
  return {};
};

export const queryFromItem = (item: Record<string, unknown>): QueryRecord => ({
  hash: item.hash as string,
  userId: item.user_id as string,
  chain: item.chain as Chain,
  token: item.token as Token,
  address: item.address as string,
  ...(item.start_at !== undefined ? { startAt: item.start_at as number } : {}),
  ...(item.end_at !== undefined ? { endAt: item.end_at as number } : {}),
  ...(item.limit !== undefined ? { limit: item.limit as number } : {}),
  ...(item.max_credits !== undefined ? { maxCredits: item.max_credits as number } : {}),
  apiKeyId: (item.api_key_id as number) ?? 0,
  status: item.status as QueryStatusCode,
  statusText: item.status_text as string,
  createdAt: item.created_at as number,
  updatedAt: item.updated_at as number,
  riskLevel: (item.risk_level as number | null | undefined) ?? null,
  reservedCredits: (item.reserved_credits as number) ?? 0,
  costQuota: (item.cost_quota as number) ?? 0,
  transfersAnalysed: (item.transfers_analysed as number | null | undefined) ?? null,
});

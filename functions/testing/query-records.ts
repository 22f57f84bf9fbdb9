import { randomUUID } from 'node:crypto';
import { QUERY_STATUS } from '../../shared/rules/query-rules';
import type { QueryRecord } from '../domain/queries/query.ports';

/**
 * A query as query/create stores it: pending, holding 1 credit, about a TRON address. Tests
 * override what they look at; the hash is fresh unless given.
 */
export const pendingQuery = (userId: string, overrides: Partial<QueryRecord> = {}): QueryRecord => {
  const createdAt = overrides.createdAt ?? Date.now();
  return {
    hash: `q${randomUUID().replaceAll('-', '')}`,
    userId,
    chain: 'tron',
    token: 'usdt',
    address: 'TAYhjpL8pPs8T84FSM329nffQpc6jD8GBM',
    apiKeyId: 0,
    status: QUERY_STATUS.pending,
    statusText: 'pending',
    createdAt,
    updatedAt: createdAt,
    riskLevel: null,
    reservedCredits: 1,
    costQuota: 0,
    transfersAnalysed: null,
    ...overrides,
  };
};

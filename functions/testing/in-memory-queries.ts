import { QUERY_DEADLINES_MS } from '../../shared/constants/query-deadlines';
import { QUERY_STATUS } from '../../shared/rules/query-rules';
import type { QueryRecord, QueryRepository } from '../domain/queries/query.ports';
import { createInMemoryLedger, observingWrites } from './in-memory-ledger';

type LedgerWorld = ReturnType<typeof createInMemoryLedger>;

/**
 * The QueryRepository port in memory, over the in-memory ledger: a query is created, holds more
 * and ends only through the ledger (query-credits.ts), exactly as with DynamoDB, and this fake
 * keeps the records those commits describe. What the repository moves by itself (pending →
 * processing, progress) it tells the ledger, whose conditions read the same status.
 */
export function createInMemoryQueries(world: LedgerWorld = createInMemoryLedger()) {
  const records = new Map<string, QueryRecord>();
  const results = new Map<string, unknown>();
  const progress: { hash: string; nowMs: number }[] = [];

  const update = (hash: string, changes: Partial<QueryRecord>) => {
    const found = records.get(hash);
    if (found) records.set(hash, { ...found, ...changes });
  };

  /** The ledger the query use cases commit through; each applied query write lands on its record. */
  const ledger = observingWrites(world.ledger, (w) => {
    if (w.entity !== 'query') return;
    if (w.op === 'create') records.set(w.query.hash, w.query);
    else if (w.op === 'hold') update(w.hash, { reservedCredits: w.next, updatedAt: w.nowMs });
    else
      update(w.hash, {
        status: w.status,
        statusText: w.statusText,
        costQuota: w.charged,
        updatedAt: w.nowMs,
        ...(w.set.risk_level !== undefined ? { riskLevel: w.set.risk_level } : {}),
        ...(w.set.transfers_analysed !== undefined ? { transfersAnalysed: w.set.transfers_analysed } : {}),
      });
  });

  const isOpen = (q: QueryRecord) =>
    q.status === QUERY_STATUS.pending || q.status === QUERY_STATUS.processing;
  const deadlineOf = (q: QueryRecord) =>
    q.updatedAt +
    (q.status === QUERY_STATUS.pending ? QUERY_DEADLINES_MS.pending : QUERY_DEADLINES_MS.processing);
  const newestFirst = (a: QueryRecord, b: QueryRecord) => b.createdAt - a.createdAt;
  const page = (items: QueryRecord[], p: { number: number; size: number; cursor?: string }) => {
    if (p.cursor !== undefined) throw new Error('the in-memory query repository pages by number only');
    return { items: items.slice((p.number - 1) * p.size, p.number * p.size), total: items.length };
  };

  const queries: QueryRepository = {
    async get(hash) {
      return records.get(hash);
    },
    async markProcessing(hash, nowMs) {
      const found = records.get(hash);
      if (!found || !isOpen(found)) return undefined;
      update(hash, { status: QUERY_STATUS.processing, statusText: 'processing', updatedAt: nowMs });
      world.touchQuery(hash, { status: QUERY_STATUS.processing, updatedAt: nowMs });
      return records.get(hash);
    },
    async recordProgress(hash, nowMs) {
      if (records.get(hash)?.status !== QUERY_STATUS.processing) return false;
      progress.push({ hash, nowMs });
      update(hash, { updatedAt: nowMs });
      world.touchQuery(hash, { updatedAt: nowMs });
      return true;
    },
    async putResult(hash, report) {
      results.set(hash, report);
    },
    async getResult(hash) {
      return results.get(hash);
    },
    async listOverdue(nowMs, limit) {
      return [...records.values()]
        .filter((q) => isOpen(q) && deadlineOf(q) < nowMs)
        .sort((a, b) => deadlineOf(a) - deadlineOf(b))
        .slice(0, limit);
    },
    async list(userId, p) {
      const mine = [...records.values()].filter(
        (q) => q.userId === userId && (p.address === undefined || q.address === p.address),
      );
      return page(mine.sort(newestFirst), p);
    },
    async listByAddressPrefix(userId, prefix, p) {
      const mine = [...records.values()].filter((q) => q.userId === userId && q.address.startsWith(prefix));
      return page(mine.sort(newestFirst), p);
    },
  };

  return {
    queries,
    ledger,
    /** The stored record of a query, as the table would hold it now. */
    recordOf: (hash: string): QueryRecord | undefined => records.get(hash),
    resultOf: (hash: string): unknown => results.get(hash),
    /** Every progress write that landed, in order. */
    progress,
  };
}

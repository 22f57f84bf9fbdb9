import { usageChainOf } from '../../../shared/rules/chain-rules';
import { QUERY_STATUS, type QueryStatusCode } from '../../../shared/rules/query-rules';
import { type CreditMove, creditMoves } from '../credits/credit-moves';
import type { Intent, Ledger, MoveAttribution } from '../credits/ledger.ports';
import type { QueryRecord } from './query.ports';

/**
 * What a query costs, decided here (spec 01 §9) and committed through the Ledger together with
 * the query's own status, so credits move exactly when the status does:
 *
 * open     : query created (new)                + hold: balance -1 (needs 1), a concurrency slot
 * holdMore : query holds r → r+x (processing)   + reserve: balance -x (needs x)
 * complete : processing → completed             + charge: keeps what the report cost, gives back the rest, frees the slot
 * fail     : pending|processing → failed        + refund: gives back all it holds, frees the slot
 *
 * Each move has its own key (credit-moves.ts), so a retried step or a redelivered message finds
 * it applied and moves nothing again.
 */
export type OpenOutcome = 'created' | 'no_credit' | 'too_many_active' | 'key_taken';

const attributionOf = (q: Pick<QueryRecord, 'apiKeyId' | 'chain' | 'createdAt'>): MoveAttribution => ({
  apiKeyId: q.apiKeyId,
  chain: usageChainOf(q.chain),
  atMs: q.createdAt,
});

type Held = Pick<QueryRecord, 'hash' | 'userId' | 'reservedCredits' | 'apiKeyId' | 'chain' | 'createdAt'>;

export function createQueryCredits({ ledger }: { ledger: Pick<Ledger, 'commit'> }) {
  const move = (
    query: Pick<QueryRecord, 'userId' | 'apiKeyId' | 'chain' | 'createdAt'>,
    m: CreditMove,
    atMs: number,
  ): Intent => ({
    kind: 'move',
    userId: query.userId,
    move: m,
    attribution: attributionOf(query),
    atMs,
  });

  /** Stores a new query holding 1 credit and a slot; `also` rides in the same commit (a remembered key). */
  async function open(
    query: QueryRecord,
    concurrencyCap: number,
    also: readonly Intent[] = [],
  ): Promise<OpenOutcome> {
    const outcome = await ledger.commit([
      { kind: 'write', write: { entity: 'query', op: 'create', query } },
      move(query, creditMoves.holdForQuery(query.hash, concurrencyCap), query.createdAt),
      ...also,
    ]);
    if (outcome.status !== 'refused') return 'created';
    if (outcome.refused === 'credits') return 'no_credit';
    if (outcome.refused === 'slots') return 'too_many_active';
    if (outcome.intent.kind === 'remember') return 'key_taken';
    throw new Error(`Query ${query.hash} could not be stored: ${outcome.refused}`);
  }

  /** The query holding `held` now holds `held + extra`; true also when this very move landed before. */
  async function holdMore(query: Held, held: number, extra: number, nowMs: number): Promise<boolean> {
    if (extra <= 0) return true;
    const outcome = await ledger.commit([
      {
        kind: 'write',
        write: { entity: 'query', op: 'hold', hash: query.hash, held, next: held + extra, nowMs },
      },
      move(query, creditMoves.reserveForQuery(query.hash, held, extra), nowMs),
    ]);
    return outcome.status !== 'refused';
  }

  function end(
    query: Held,
    nowMs: number,
    m: CreditMove,
    how: {
      from: readonly QueryStatusCode[];
      status: QueryStatusCode;
      statusText: string;
      charged: number;
      set: Record<string, number>;
      updatedAt?: number;
    },
  ) {
    return ledger
      .commit([
        {
          kind: 'write',
          write: { entity: 'query', op: 'end', hash: query.hash, held: query.reservedCredits, nowMs, ...how },
        },
        move(query, m, nowMs),
      ])
      .then((outcome) => outcome.status !== 'refused');
  }

  /**
   * processing → completed: charges what the report cost (at most what the query holds) and gives
   * back the rest; true also when the charge landed before; false when it was not processing.
   */
  function complete(
    query: Held,
    outcome: { riskLevel: number; transfersAnalysed: number; credits: number },
    nowMs: number,
  ): Promise<boolean> {
    const charge = Math.min(Math.max(0, outcome.credits), query.reservedCredits);
    return end(query, nowMs, creditMoves.chargeQuery(query.hash, query.reservedCredits, charge), {
      from: [QUERY_STATUS.processing],
      status: QUERY_STATUS.completed,
      statusText: 'completed',
      charged: charge,
      set: { risk_level: outcome.riskLevel, transfers_analysed: outcome.transfersAnalysed },
    });
  }

  /**
   * pending|processing → failed, refunding all the query holds; true also when the refund landed
   * before. With `unchanged`, only if the query still has that status and `updatedAt` (the
   * sweeper's read), so a query that moved on since is left alone.
   */
  function fail(
    query: Held,
    reason: string,
    nowMs: number,
    unchanged?: Pick<QueryRecord, 'status' | 'updatedAt'>,
  ): Promise<boolean> {
    return end(query, nowMs, creditMoves.refundQuery(query.hash, query.reservedCredits), {
      from: unchanged ? [unchanged.status] : [QUERY_STATUS.pending, QUERY_STATUS.processing],
      status: QUERY_STATUS.failed,
      statusText: reason,
      charged: 0,
      set: {},
      ...(unchanged ? { updatedAt: unchanged.updatedAt } : {}),
    });
  }

  return { open, holdMore, complete, fail };
}

export type QueryCredits = ReturnType<typeof createQueryCredits>;

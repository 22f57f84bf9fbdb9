import type { QueryMessage } from '../../../shared/contract/messages/query-queue.schema';
import type { Chain, Token } from '../../../shared/rules/chain-rules';
import type { QueryStatusCode } from '../../../shared/rules/query-rules';

/**
 * What the query use cases (query.service.ts, analysis.service.ts) need from the outside world,
 * implemented by the DynamoDB repository and the SQS queue adapter.
 */

export interface QueryRecord {
  readonly hash: string;
  readonly userId: string;
  readonly chain: Chain;
  readonly token: Token;
  readonly address: string;
  /** Epoch seconds, as requested. */
  readonly startAt?: number;
  readonly endAt?: number;
  readonly limit?: number;
  /** 0: the web console. */
  readonly apiKeyId: number;
  readonly status: QueryStatusCode;
  readonly statusText: string;
  /** Epoch milliseconds (history durations are shown to a tenth of a second). */
  readonly createdAt: number;
  readonly updatedAt: number;
  readonly riskLevel: number | null;
  /** Credits held by the query: charged on completion, refunded on failure. */
  readonly reservedCredits: number;
  /** Credits charged (0 until completed). */
  readonly costQuota: number;
  readonly transfersAnalysed: number | null;
}

export type CreateOutcome = 'created' | 'no_credit' | 'too_many_active';

/**
 * Risk queries, their reports and the credits they hold. Credits move only together with the
 * query's status, each move conditional on the status it leaves and keyed for idempotency
 * (domain/credits/credit-moves.ts), so a retried step or a redelivered message never charges,
 * refunds or counts twice.
 */
export interface QueryRepository {
  /** Stores a new query holding 1 credit, if the plan has a credit and a free concurrency slot. */
  create(query: QueryRecord, concurrencyCap: number): Promise<CreateOutcome>;
  get(hash: string): Promise<QueryRecord | undefined>;
  /** pending → processing; also accepts an already processing query (a retried step). */
  markProcessing(hash: string, nowMs: number): Promise<QueryRecord | undefined>;
  /**
   * Moves `extra` more credits from the plan to the query, if it still holds `held`; true also
   * when this very move was already applied (a retried step).
   */
  reserve(
    query: Pick<QueryRecord, 'hash' | 'userId'>,
    held: number,
    extra: number,
    nowMs: number,
  ): Promise<boolean>;
  putResult(hash: string, report: unknown): Promise<void>;
  getResult(hash: string): Promise<unknown | undefined>;
  /**
   * processing → completed: charges `outcome.credits` (at most what the query holds) and gives
   * back the rest; true also when the charge was already applied; false when it was not
   * processing.
   */
  complete(
    query: Pick<QueryRecord, 'hash' | 'userId' | 'reservedCredits'>,
    outcome: { riskLevel: number; transfersAnalysed: number; credits: number },
    nowMs: number,
  ): Promise<boolean>;
  /**
   * pending|processing → failed: refunds what the query holds; true also when the refund was
   * already applied; false when the query is already final otherwise. With `unchanged`, only if
   * the query still has that status and `updatedAt` (the sweeper's read), so a query that started
   * or moved on since is left alone.
   */
  fail(
    query: Pick<QueryRecord, 'hash' | 'userId' | 'reservedCredits'>,
    reason: string,
    nowMs: number,
    unchanged?: Pick<QueryRecord, 'status' | 'updatedAt'>,
  ): Promise<boolean>;
  /**
   * Open queries due before `nowMs` (most overdue first per shard), at most `limit` in all. Read
   * from an eventually consistent index: a caller acts on one only conditionally (fail's `unchanged`).
   */
  listOverdue(nowMs: number, limit: number): Promise<QueryRecord[]>;
  /**
   * A page of a user's queries, newest first, optionally of one address, with the total count;
   * by page number, or by the `nextCursor` of the page before (400 `invalid_cursor` if forged).
   */
  list(
    userId: string,
    page: { number: number; size: number; cursor?: string; address?: string },
  ): Promise<{ items: QueryRecord[]; total: number; nextCursor?: string }>;
  /**
   * A page of the user's queries of every address starting with `prefix`, newest first, with
   * their total (history search by prefix). One matching address pages like `list`; several
   * page by number only (a cursor answers 400 `invalid_cursor`).
   */
  listByAddressPrefix(
    userId: string,
    prefix: string,
    page: { number: number; size: number; cursor?: string },
  ): Promise<{ items: QueryRecord[]; total: number; nextCursor?: string }>;
}

/**
 * The message query/create puts on the query queue; the starter turns it into an execution. Its
 * schema is the queue's contract (shared/contract/messages/query-queue.schema.ts).
 */
export type { QueryMessage };

export type QueryQueue = (message: QueryMessage) => Promise<void>;

/**
 * Opens the analysis of a queued query, once: a second call for the same hash (a redelivered
 * message) answers 'already_started' and starts nothing.
 */
export type StartAnalysis = (queryHash: string) => Promise<'started' | 'already_started'>;

import type { QueryMessage } from '../../../shared/contract/payloads/query-queue.schema';
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
  /** The most credits the client confirmed the analysis may cost (max_credits); none: the balance. */
  readonly maxCredits?: number;
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

/**
 * Risk queries and their reports. A query is created and ends only with the credits it holds,
 * through the Ledger (query-credits.ts); this port reads them and moves what costs nothing.
 */
export interface QueryRepository {
  get(hash: string): Promise<QueryRecord | undefined>;
  /** pending → processing; also accepts an already processing query (a retried step). */
  markProcessing(hash: string, nowMs: number): Promise<QueryRecord | undefined>;
  /**
   * A processing query is being worked on at `nowMs`: its processing deadline counts from now.
   * False when it is no longer processing.
   */
  recordProgress(hash: string, nowMs: number): Promise<boolean>;
  putResult(hash: string, report: unknown): Promise<void>;
  getResult(hash: string): Promise<unknown | undefined>;
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
 * schema is the queue's contract (shared/contract/payloads/query-queue.schema.ts).
 */
export type { QueryMessage };

export type QueryQueue = (message: QueryMessage) => Promise<void>;

/**
 * Opens the analysis of a queued query, once: a second call for the same hash (a redelivered
 * message) answers 'already_started' and starts nothing.
 */
export type StartAnalysis = (queryHash: string) => Promise<'started' | 'already_started'>;

import type { UsageChain } from '../../../shared/rules/chain-rules';
import type { QueryStatusCode } from '../../../shared/rules/query-rules';
import type { Profile } from '../accounts/account.ports';
import type { MonitorRecord } from '../monitoring/monitoring.ports';
import type { QueryRecord } from '../queries/query.ports';
import type { CreditMove } from './credit-moves';

/**
 * Everything that costs or grants credits is committed through one port: the domain builds the
 * intents (what to write, which credits to move under which key, which list to count within
 * which bounds, which client request to remember) and `Ledger.commit` writes them all or none,
 * saying which intent refused. No store decides a price, an allowance or a charge: it only
 * writes what it is told, conditionally.
 */

/** Why a commit wrote nothing: the intent that refused, in the intent's own terms. */
export type Refusal =
  /** A debit found fewer credits than it needs. */
  | 'credits'
  /** Every concurrency slot of the plan is taken. */
  | 'slots'
  /** A counted list is at its ceiling (or floor). */
  | 'allowance'
  /** What is to be created exists already. */
  | 'exists'
  /** What is to be changed or removed is not there (any more). */
  | 'gone'
  /** What is to be changed is no longer in the state the intent was built from. */
  | 'changed';

/** Writes of entities whose fate is bound to a credit move; each has the refusal it can cause. */
export type EntityWrite =
  /** The account's e-mail uniqueness item and profile (refusal: exists). */
  | { readonly entity: 'account'; readonly op: 'create'; readonly profile: Profile }
  /** A new query, with its history counters (refusal: exists). */
  | { readonly entity: 'query'; readonly op: 'create'; readonly query: QueryRecord }
  /** A processing query holding `held` now holds `next` (refusal: changed). */
  | {
      readonly entity: 'query';
      readonly op: 'hold';
      readonly hash: string;
      readonly held: number;
      readonly next: number;
      readonly nowMs: number;
    }
  /** A query leaves one of `from` for its final status, holding `held` (refusal: changed). */
  | {
      readonly entity: 'query';
      readonly op: 'end';
      readonly hash: string;
      readonly held: number;
      readonly from: readonly QueryStatusCode[];
      readonly status: QueryStatusCode;
      readonly statusText: string;
      readonly charged: number;
      readonly set: Readonly<Record<string, number>>;
      readonly nowMs: number;
      /** Only if the query was last updated then (epoch ms): the sweeper's read. */
      readonly updatedAt?: number;
    }
  /** A new monitored address with its uniqueness item (refusal: exists). */
  | { readonly entity: 'monitor'; readonly op: 'create'; readonly monitor: MonitorRecord }
  /** A monitored address removed, with its uniqueness item (refusal: gone). */
  | { readonly entity: 'monitor'; readonly op: 'delete'; readonly monitor: MonitorRecord }
  /** An alert marked paid (refusal: gone). */
  | { readonly entity: 'alert'; readonly op: 'paid'; readonly alertId: string; readonly credits: number };

/** Lists whose size is counted for a rule (the monitored addresses' free allowance). */
export type CountedList = 'monitors';

/** Whose call a move was made for, so usage statistics take their credits from the ledger. */
export interface MoveAttribution {
  /** 0: the console or the service itself. */
  readonly apiKeyId: number;
  readonly chain: UsageChain | null;
  /**
   * The hour the credits count in, when not the move's own (epoch ms): a query's hold,
   * reservations and settlement all count in the hour it was created, so no hour nets below zero.
   */
  readonly atMs?: number;
}

/**
 * A client's idempotency key, remembered with the request it came with (a hash of the normalised
 * request) and the answer it got, for a day. Another request under a remembered key is refused.
 */
export interface RememberedRequest {
  /** The operation the key belongs to: a key names one request of one operation of one user. */
  readonly scope: string;
  readonly key: string;
  readonly requestHash: string;
  readonly answer: Readonly<Record<string, unknown>>;
  /** Epoch ms: when the key may be used again for another request. */
  readonly expiresAtMs: number;
}

export type Intent =
  | { readonly kind: 'write'; readonly write: EntityWrite }
  | {
      readonly kind: 'count';
      readonly userId: string;
      readonly list: CountedList;
      readonly by: 1 | -1;
      /** The count after the change must be at least this … (a missing count is 0) */
      readonly floor: number;
      /** … and at most this; otherwise nothing is written (refusal: allowance). */
      readonly ceiling?: number;
    }
  | {
      readonly kind: 'move';
      readonly userId: string;
      readonly move: CreditMove;
      readonly attribution?: MoveAttribution;
      readonly atMs: number;
    }
  | { readonly kind: 'remember'; readonly userId: string; readonly request: RememberedRequest };

export type CommitOutcome =
  | {
      readonly status: 'applied';
      /** The move's place in the statement, when the commit moved credits. */
      readonly entry?: { readonly seq: number; readonly balanceAfter: number; readonly delta: number };
    }
  /** The move's key was used before: that earlier commit stands and nothing was written now. */
  | { readonly status: 'already_applied' }
  | { readonly status: 'refused'; readonly refused: Refusal; readonly intent: Intent };

export interface Ledger {
  /** At most one move per commit. */
  commit(intents: readonly Intent[]): Promise<CommitOutcome>;
  /** A remembered request under `key`, unless it has expired. */
  remembered(userId: string, scope: string, key: string): Promise<RememberedRequest | undefined>;
  /** How many items a counted list holds now (a strongly consistent read). */
  countOf(userId: string, list: CountedList): Promise<number>;
}

import type { Chain } from '../../../../shared/rules/chain-rules';

/**
 * What the Tether USDT contracts say about an address: frozen (`AddedBlackList`), unfrozen
 * (`RemovedBlackList`), or its frozen balance burnt (`DestroyedBlackFunds`). Read from the chain
 * by one reader per live provider (adapters/chain/*-freeze.reader.ts) or from the simulated
 * ledger offline.
 */
export type FreezeAction = 'added' | 'removed' | 'destroyed';

export interface FreezeEvent {
  readonly chain: Chain;
  readonly action: FreezeAction;
  /** Normalised like every address of the chain (EVM lower-case, TRON base58). */
  readonly address: string;
  /** Epoch seconds of the event's block. */
  readonly timestamp: number;
  /** The reader's position of the event (block number, or TronGrid's block time in ms). */
  readonly position: number;
  readonly txHash: string;
  /** The event's index within its block or transaction: orders events of one block. */
  readonly index: number;
  /** `destroyed` only: the balance burnt, in the token's base units. */
  readonly amount?: string;
}

/**
 * One chain's blacklist events in position windows. Positions are the reader's own unit (a block
 * number over JSON-RPC and Etherscan, a block time in ms over TronGrid, a time in ms in the
 * simulated ledger), so a cursor is kept with the reader's name and read again from `origin` when
 * the configured reader changes.
 */
export interface FreezeEventReader {
  /** The reader's name, stored with the cursor. */
  readonly name: string;
  /** A position at or before the USDT contract's creation: where the first run starts. */
  readonly origin: number;
  /** Positions a window spans: a bounded page of the backfill. */
  readonly windowSize: number;
  /** The newest settled position (confirmed: a reorg cannot undo what is read up to it). */
  head(signal?: AbortSignal): Promise<number>;
  /** The events in [from, to], both inclusive, in chain order. */
  events(from: number, to: number, signal?: AbortSignal): Promise<FreezeEvent[]>;
}

/** How far a chain's freeze events have been read, and by which reader. */
export interface FreezeCursor {
  readonly reader: string;
  /** The last position read (inclusive). */
  readonly position: number;
}

export interface FreezeCursorStore {
  getCursor(chain: Chain): Promise<FreezeCursor | undefined>;
  putCursor(chain: Chain, cursor: FreezeCursor): Promise<void>;
}

/** Chain order: by position, then by index within it. */
export const byChainOrder = (a: FreezeEvent, b: FreezeEvent): number =>
  a.position - b.position || a.index - b.index;

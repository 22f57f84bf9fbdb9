import { analysisErrorNames } from '../../../shared/contract/payloads/analysis-workflow.schema';
import type { Chain, Token } from '../../../shared/rules/chain-rules';
import type { TransferSource } from '../../../shared/rules/query-rules';

/**
 * What a chain source gives: an address's token transfers, read by the analysis, monitoring and
 * the cost estimate from any source (TronGrid, Etherscan, JSON-RPC, the simulated ledger).
 * Amounts are integers in the token's base units, carried as decimal-digit strings at the
 * boundaries (JSON, DynamoDB) and as bigint in arithmetic, so no amount ever goes through a float.
 */

/** One token transfer as the chain recorded it. Addresses normalised (EVM lower-case). */
export interface Transfer {
  readonly txHash: string;
  /** Epoch seconds. */
  readonly timestamp: number;
  readonly from: string;
  readonly to: string;
  /** Base units, decimal digits (e.g. "30000000" is 30 USDT at 6 decimals). */
  readonly value: string;
  /** Orders transfers within one transaction (log index, event index); optional. */
  readonly index?: number;
}

/** Where transfers came from; `simulated` reports are marked as such (DESIGN §7). */
export type TransferSourceName = TransferSource;

export interface TransferQuery {
  readonly chain: Chain;
  readonly token: Token;
  readonly address: string;
  /** Epoch seconds, inclusive; undefined: from the first transfer. */
  readonly startAt?: number;
  /** Epoch seconds, inclusive; undefined: up to now. */
  readonly endAt?: number;
  /** The most transfers to return: the newest ones in the range. */
  readonly limit: number;
}

export interface TransferHistory {
  /** Oldest first. */
  readonly transfers: readonly Transfer[];
  /** More transfers existed in the range than `limit` allowed. */
  readonly truncated: boolean;
  /** The address's token balance now, base units (to rebuild the balance history backwards). */
  readonly currentBalance: string;
  readonly source: TransferSourceName;
  /** True for the simulated ledger: the report must say so. */
  readonly simulated: boolean;
}

/** A source of transfers (TronGrid, Etherscan, JSON-RPC, the simulated ledger). */
export interface ChainSource {
  readonly name: TransferSourceName;
  supports(chain: Chain): boolean;
  fetchTransfers(query: TransferQuery, signal?: AbortSignal): Promise<TransferHistory>;
  /**
   * How many transfers the address has in the range, for the cost estimate. Only a source that
   * can count without fetching the history has it (the simulated ledger); the live providers
   * would have to page through everything, which is the analysis itself.
   */
  countTransfers?(query: Omit<TransferQuery, 'limit'>, signal?: AbortSignal): Promise<number>;
}

/** A transient failure (rate limit, time-out, 5xx): worth retrying (the workflow retries it by name). */
export class SourceUnavailableError extends Error {
  override name = analysisErrorNames.sourceUnavailable;
}

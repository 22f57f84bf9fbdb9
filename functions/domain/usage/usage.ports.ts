import type { UsageChain } from '../../../shared/rules/chain-rules';

/**
 * One public-API call as metered: by user, key, chain and UTC hour. `chain` is null
 * for calls that name no chain (histories, status polls, key management).
 */
export interface ApiCall {
  readonly userId: string;
  readonly apiKeyId: number;
  readonly chain: UsageChain | null;
  /** Epoch ms of the call. */
  readonly at: number;
  readonly success: boolean;
  readonly responseMs: number;
}

/** The counters of one user, hour, key and chain. */
export interface UsageCounter {
  readonly hourMs: number;
  readonly apiKeyId: number;
  readonly chain: UsageChain | null;
  readonly calls: number;
  readonly success: number;
  readonly failed: number;
  /** Credits spent in the hour (the ledger adds each move's; a settlement's refund subtracts). */
  readonly credits: number;
  readonly totalMs: number;
  /** Calls per latency bucket (latency-histogram.ts). */
  readonly histogram: readonly number[];
}

export interface UsageRepository {
  /** Adds the call to its hour's counters (one atomic update). */
  record(call: ApiCall): Promise<void>;
  /** The user's counters of the hours from `fromHourMs` to `toHourMs`, inclusive. */
  read(userId: string, fromHourMs: number, toHourMs: number): Promise<UsageCounter[]>;
}

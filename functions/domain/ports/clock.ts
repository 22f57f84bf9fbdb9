/**
 * Time, injected so domain code stays deterministic under test. The system clock lives in
 * `functions/platform/entropy.ts`; tests pass their own.
 */
export interface Clock {
  /** Epoch seconds. */
  nowSeconds(): number;
  /** Epoch milliseconds (query times: history durations show tenths of a second). */
  nowMs(): number;
}

import {
  type DynamoDBDocumentClient,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { cancellationCodes } from './conditions';

/**
 * Every TransactWriteItems of the repositories goes through `transactWrite`.
 *
 * Real DynamoDB cancels a transaction that touches an item another transaction is writing at the
 * same moment (TransactionCanceledException with a `TransactionConflict` reason); DynamoDB Local
 * runs transactions one at a time and never does. Two creates of one user touch the same plan
 * item, so on AWS such a conflict is routine, and it says nothing about the data: nothing was
 * written, and the same transaction may simply run again. So a cancellation whose only reasons
 * are TransactionConflict is retried after a jittered exponential wait (full jitter: a random
 * wait up to base × 2^attempt, capped, so the racing writers spread out), a bounded number of
 * times; then the last error is thrown. A cancellation with any other reason (a failed condition
 * above all) is the caller's answer and is thrown at once.
 */
export interface ConflictRetry {
  /** Tries in all, the first included. */
  readonly maxAttempts?: number;
  /** The first wait's upper bound, in ms; it doubles each try. */
  readonly baseDelayMs?: number;
  /** No wait is longer than this, in ms. */
  readonly maxDelayMs?: number;
  /** Injected so tests need not wait. */
  readonly sleep?: (ms: number) => Promise<void>;
  /** A number in [0, 1), injected so tests are repeatable. */
  readonly random?: () => number;
}

/** 8 tries waiting at most 25, 50, …, 1000 ms: under 3 s in the worst case, about half on average. */
export const DEFAULT_CONFLICT_RETRY = {
  maxAttempts: 8,
  baseDelayMs: 25,
  maxDelayMs: 1000,
} as const;

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** True when a transaction was cancelled only because of concurrent writers (nothing refused it). */
export function isTransactionConflict(error: unknown): boolean {
  const problems = cancellationCodes(error).filter((code) => code !== 'None');
  return problems.length > 0 && problems.every((code) => code === 'TransactionConflict');
}

export async function transactWrite(
  ddb: DynamoDBDocumentClient,
  input: TransactWriteCommandInput,
  retry: ConflictRetry = {},
): Promise<void> {
  const { maxAttempts, baseDelayMs, maxDelayMs } = { ...DEFAULT_CONFLICT_RETRY, ...retry };
  const sleep = retry.sleep ?? realSleep;
  const random = retry.random ?? Math.random;
  for (let attempt = 1; ; attempt++) {
    try {
      // A fresh command per try, so nothing of the failed send carries over.
      await ddb.send(new TransactWriteCommand(input));
      return;
    } catch (error) {
      if (!isTransactionConflict(error) || attempt >= maxAttempts) throw error;
      await sleep(random() * Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1)));
    }
  }
}

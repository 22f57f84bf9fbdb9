import { z } from 'zod';
import type { Transfer } from '../../../domain/analysis/model';

/**
 * Pure readers of TronGrid answers (no I/O), tested on the real answers in
 * `../shared/data/chain-samples/trongrid`.
 *
 * `GET /v1/accounts/{a}/transactions/trc20` lists TRC20 transfers newest first; addresses are
 * base58 (kept as the chain writes them: base58 is case-sensitive), `value` is the raw integer
 * in base units, `block_timestamp` is epoch **milliseconds**.
 */
const trc20EntrySchema = z.object({
  transaction_id: z.string().min(1),
  block_timestamp: z.number().int().nonnegative(),
  from: z.string().min(1),
  to: z.string().min(1),
  value: z.string().regex(/^\d+$/),
  type: z.string().optional(),
  token_info: z.object({ address: z.string() }).optional(),
});

const trc20PageSchema = z.object({
  success: z.boolean().optional(),
  error: z.string().optional(),
  data: z.array(z.unknown()).default([]),
  meta: z
    .object({
      fingerprint: z.string().optional(),
      links: z.object({ next: z.string().optional() }).optional(),
    })
    .optional(),
});

export interface Trc20Page {
  /** Transfers of the wanted contract, newest first, without `index` (see TransferIndexer). */
  readonly transfers: Omit<Transfer, 'index'>[];
  /** Entries left out: another token, not a `Transfer`, or unreadable. */
  readonly skipped: number;
  /** The cursor of the next page; absent on the last page. */
  readonly fingerprint?: string;
  readonly nextUrl?: string;
}

export class TronGridAnswerError extends Error {
  override name = 'TronGridAnswerError';
}

export function parseTrc20Page(body: unknown, contract: string): Trc20Page {
  const page = trc20PageSchema.safeParse(body);
  if (!page.success || page.data.success === false)
    throw new TronGridAnswerError(`TronGrid trc20: unexpected answer ${JSON.stringify(body).slice(0, 200)}`);
  const transfers: Omit<Transfer, 'index'>[] = [];
  let skipped = 0;
  for (const raw of page.data.data) {
    const entry = trc20EntrySchema.safeParse(raw);
    if (
      !entry.success ||
      (entry.data.type !== undefined && entry.data.type !== 'Transfer') ||
      entry.data.token_info?.address !== contract
    ) {
      skipped++;
      continue;
    }
    const e = entry.data;
    transfers.push({
      txHash: e.transaction_id,
      timestamp: Math.floor(e.block_timestamp / 1000),
      from: e.from,
      to: e.to,
      value: e.value,
    });
  }
  const fingerprint = page.data.meta?.fingerprint || undefined;
  const nextUrl = page.data.meta?.links?.next || undefined;
  return { transfers, skipped, ...(fingerprint && { fingerprint }), ...(nextUrl && { nextUrl }) };
}

const accountSchema = z.object({
  data: z
    .array(z.object({ trc20: z.array(z.record(z.string(), z.union([z.string(), z.number()]))).optional() }))
    .default([]),
});

/**
 * `GET /v1/accounts/{a}`: `data[0].trc20` is a list of one-key objects `{ <contract>: "<balance>" }`.
 * An account that never received anything is absent (`data: []`): its balance is "0".
 */
export function parseTrc20Balance(body: unknown, contract: string): string {
  const account = accountSchema.safeParse(body);
  if (!account.success)
    throw new TronGridAnswerError(
      `TronGrid account: unexpected answer ${JSON.stringify(body).slice(0, 200)}`,
    );
  for (const holding of account.data.data[0]?.trc20 ?? []) {
    const balance = holding[contract];
    if (balance !== undefined) return BigInt(balance).toString();
  }
  return '0';
}

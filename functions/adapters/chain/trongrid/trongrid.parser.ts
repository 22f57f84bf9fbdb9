import { z } from 'zod';
import { isValidTronAddress, tronAddressFromBody } from '../../../domain/chain/address-codec';
import type { Transfer } from '../../../domain/chain/chain-source';

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

export const trc20PageSchema = z.object({
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

/**
 * `POST /walletsolidity/getnowblock` and `/walletsolidity/getblockbynum`: a block whose header's
 * `raw_data` holds `number` and `timestamp` (epoch ms). An empty object answers a block the node
 * does not have (yet).
 */
const blockSchema = z.object({
  block_header: z.object({
    raw_data: z.object({ number: z.number().int().nonnegative(), timestamp: z.number().int().nonnegative() }),
  }),
});

export interface TronBlock {
  readonly number: number;
  /** Epoch ms. */
  readonly timestamp: number;
}

export function parseBlock(body: unknown): TronBlock {
  const block = blockSchema.safeParse(body);
  if (!block.success)
    throw new TronGridAnswerError(`TronGrid block: unexpected answer ${JSON.stringify(body).slice(0, 200)}`);
  return block.data.block_header.raw_data;
}

/**
 * `GET /v1/contracts/{contract}/events?event_name=Transfer`: decoded events, `result` keyed both
 * by position and by name; TronGrid writes the addresses of `result` in hex (`0x` + 20 bytes, or
 * `41` + 20 bytes), which become base58 here like every TRON address of the product.
 */
export const contractEventSchema = z.object({
  block_number: z.number().int().nonnegative(),
  block_timestamp: z.number().int().nonnegative(),
  contract_address: z.string(),
  event_index: z.number().int().nonnegative(),
  event_name: z.string(),
  transaction_id: z.string().min(1),
});

const transferEventSchema = contractEventSchema.extend({
  result: z.object({ from: z.string(), to: z.string(), value: z.string().regex(/^\d+$/) }),
});

export interface TransferEvent extends Transfer {
  readonly index: number;
  readonly block: number;
}

export type TransferEventsPage = Omit<ContractEventsPage<TransferEvent>, 'items'> & {
  /** Transfer events of the wanted contract, in the answer's order. */
  readonly transfers: TransferEvent[];
};

const hexAddress = /^(0x|41)([0-9a-fA-F]{40})$/;

/** A TRON address as TronGrid's event results write it, in base58; undefined when unreadable. */
export function tronAddressOfEventValue(value: string): string | undefined {
  if (isValidTronAddress(value)) return value;
  const hex = hexAddress.exec(value)?.[2];
  return hex === undefined ? undefined : tronAddressFromBody(Buffer.from(hex, 'hex'));
}

/** One page of a contract's decoded events, read into what the caller keeps of each. */
export interface ContractEventsPage<T> {
  /** What the caller kept of the wanted contract's events, in the answer's order. */
  readonly items: T[];
  /** Entries in the answer, read or not. */
  readonly entries: number;
  readonly fingerprint?: string;
  readonly nextUrl?: string;
}

/**
 * A `/v1/contracts/{contract}/events` page: the answer checked, each entry of `contract` that
 * `schema` reads handed to `read` (undefined: skipped), and the paging of `meta`.
 */
export function parseContractEventsPage<S extends z.ZodType<z.infer<typeof contractEventSchema>>, T>(
  body: unknown,
  contract: string,
  schema: S,
  read: (event: z.infer<S>) => T | undefined,
): ContractEventsPage<T> {
  const page = trc20PageSchema.safeParse(body);
  if (!page.success || page.data.success === false)
    throw new TronGridAnswerError(`TronGrid events: unexpected answer ${JSON.stringify(body).slice(0, 200)}`);
  const items: T[] = [];
  for (const raw of page.data.data) {
    const event = schema.safeParse(raw);
    if (!event.success || event.data.contract_address !== contract) continue;
    const item = read(event.data);
    if (item !== undefined) items.push(item);
  }
  const fingerprint = page.data.meta?.fingerprint || undefined;
  const nextUrl = page.data.meta?.links?.next || undefined;
  return {
    items,
    entries: page.data.data.length,
    ...(fingerprint && { fingerprint }),
    ...(nextUrl && { nextUrl }),
  };
}

export function parseTransferEventsPage(body: unknown, contract: string): TransferEventsPage {
  const { items, ...paging } = parseContractEventsPage(body, contract, transferEventSchema, (e) => {
    if (e.event_name !== 'Transfer') return undefined;
    const from = tronAddressOfEventValue(e.result.from);
    const to = tronAddressOfEventValue(e.result.to);
    if (!from || !to) return undefined;
    return {
      txHash: e.transaction_id,
      index: e.event_index,
      block: e.block_number,
      timestamp: Math.floor(e.block_timestamp / 1000),
      from,
      to,
      value: e.result.value,
    };
  });
  return { transfers: items, ...paging };
}

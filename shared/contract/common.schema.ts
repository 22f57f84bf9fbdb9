import { z } from 'zod';
import {
  ADDRESS_MESSAGES,
  addressProblem,
  type Chain,
  chains,
  DEFAULT_TOKEN,
  isChain,
  tokens,
} from '../rules/chain-rules';
import {
  decimalAmountPattern,
  PAGE_SIZE_MAX,
  queryHashPattern,
  RISK_LEVEL_MAX,
  RISK_LEVEL_MIN,
} from '../rules/query-rules';

/** Pieces shared by the query, monitoring, API-key and usage contracts. */

const lowerCaseEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(values))
    // The pipe's input side is a plain string; restate the values so the document lists them.
    .meta({ enum: [...values] });

/** spec 01 §2: tron, ethereum or bsc. Matched case-insensitively (old clients send "TRON"). */
export const chainSchema = lowerCaseEnum(chains).meta({
  id: 'Chain',
  description: 'Chain: tron, ethereum or bsc',
  example: 'tron',
});

/** spec 01 §1, spec 02 §5: only usdt; a missing token means usdt. "USDT" is accepted. */
export const tokenSchema = lowerCaseEnum(tokens).meta({
  id: 'Token',
  description: 'Token: usdt',
  example: 'usdt',
});

export const tokenWithDefaultSchema = tokenSchema.default(DEFAULT_TOKEN);

/** The address as sent; it is checked against the chain by `refineAddress` on the enclosing object. */
export const addressFieldSchema = z
  .string({ error: ADDRESS_MESSAGES.required })
  .trim()
  .min(1, ADDRESS_MESSAGES.required)
  .max(128, 'The address is too long')
  .meta({
    description: 'Wallet address: for tron T + 33 base58 characters, otherwise 0x + 40 hex characters',
    example: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf',
  });

/**
 * The wallet a request names, in the order the API lists them: chain, token (default usdt) and
 * the address as sent. Spread into a request object that ends with `.superRefine(refineAddress)`.
 */
export const walletFields = {
  chain: chainSchema,
  token: tokenWithDefaultSchema,
  address: addressFieldSchema,
};

/** spec 01 §5, spec 02 §5: the address pattern depends on the chain, so it is an object-level check. */
export const refineAddress = (v: { chain: Chain; address: string }, ctx: z.RefinementCtx): void => {
  // An object refinement runs even when a field failed; a missing address or chain is reported there.
  if (!isChain(v.chain) || typeof v.address !== 'string') return;
  const problem = addressProblem(v.chain, v.address);
  if (problem && problem !== 'required')
    ctx.addIssue({ code: 'custom', message: ADDRESS_MESSAGES[problem], path: ['address'], input: v.address });
};

/** Credits, a whole number from 0 (a charge, a cost); the description says which and when. */
export const creditCountSchema = (description: string, example: number) =>
  z.int().min(0).meta({ description, example });

/** spec 02 §3: amounts are decimal strings, never floats. */
export const decimalAmountSchema = z
  .string()
  .regex(decimalAmountPattern, { message: 'Amounts are non-negative decimal strings' })
  .meta({ id: 'DecimalAmount', description: 'A non-negative amount as a decimal string', example: '1250.5' });

export const riskLevelSchema = z.int().min(RISK_LEVEL_MIN).max(RISK_LEVEL_MAX).meta({
  id: 'RiskLevel',
  description: '0 low, 1 medium-low, 2 medium, 3 medium-high, 4 high',
  example: 3,
});

export const queryHashSchema = z
  .string()
  .trim()
  .regex(queryHashPattern, { message: 'Invalid query hash' })
  .meta({ description: 'The query identifier returned by query/create', example: 'q_7Yc2kR9mXa3LbV8n' });

/** An API timestamp as shared/rules/time.ts writes it (rfc3339), e.g. 2026-11-21T08:00:00Z. */
export const isoTimestampSchema = z.iso.datetime({ offset: true }).meta({ example: '2026-11-21T08:00:00Z' });

/** Epoch seconds (query ranges, spec 01 §3). Query strings arrive as text, hence the coercion elsewhere. */
export const epochSecondsSchema = z.int().min(0).meta({ description: 'Epoch seconds', example: 1793577600 });

/**
 * The longest id a request may name (monitors, alerts): every id this API gives is far shorter,
 * and an unbounded one would reach DynamoDB's 1,024-byte key limit as a 500 instead of a 400.
 */
export const ID_MAX_LENGTH = 128;

/** An id a request names, trimmed, required and bounded. */
export const requestIdSchema = (name: string) =>
  z
    .string({ error: `The ${name} is required` })
    .trim()
    .min(1, `The ${name} is required`)
    .max(ID_MAX_LENGTH, `The ${name} is at most ${ID_MAX_LENGTH} characters`);

/**
 * spec 02 §7: the app's own screens send their user_id. It is accepted so those payloads parse,
 * but the server always acts for the caller (token or API key) and ignores it.
 */
export const ignoredUserIdSchema = z
  .union([z.string().max(ID_MAX_LENGTH), z.int()])
  .optional()
  .meta({ description: 'Ignored: the server acts for the authenticated caller' });

/** A whole number from a query string (`?page=2`), or from JSON. */
export const queryInt = () =>
  z.coerce.number<unknown>({ error: 'Must be a whole number' }).int({ error: 'Must be a whole number' });

export const pageParamSchema = queryInt()
  .min(1, 'The page starts at 1')
  .default(1)
  .meta({ description: 'Page number, from 1', example: 1 });

export const pageSizeParamSchema = (defaultSize: number) =>
  queryInt()
    .min(1, 'The page size must be at least 1')
    .max(PAGE_SIZE_MAX, `The page size must be at most ${PAGE_SIZE_MAX}`)
    .default(defaultSize)
    .meta({ description: `Records per page, 1-${PAGE_SIZE_MAX}`, example: defaultSize });

/**
 * Beyond spec: `next_cursor` of the previous answer reads the next page at the cost of that page
 * alone, however deep it is (the query history and the monitor lists). The cursor is opaque: a
 * version, a list fingerprint and a sort key, base64url JSON.
 */
export const cursorParamSchema = z
  .string()
  .trim()
  .max(512, 'The cursor is too long')
  .regex(/^[A-Za-z0-9_-]*$/, 'The cursor is not one this API gave')
  .optional()
  .transform((c) => (c === '' ? undefined : c))
  .meta({ description: 'next_cursor of the previous answer: reads the page after it (beyond spec)' });

/** The answer's side of cursorParamSchema. */
export const nextCursorField = {
  next_cursor: z.string().optional().meta({
    description: 'Pass as cursor for the next page; absent on the last page (beyond spec)',
  }),
};

import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { createInjectedFreezeRepository } from '../../../functions/adapters/dynamodb/injected-freeze.repository';
import { createInjectedTransferRepository } from '../../../functions/adapters/dynamodb/injected-transfer.repository';
import { createAwsClients } from '../../../functions/platform/aws-clients';
import { parseConfig } from '../../../functions/platform/config';
import { tokenContracts } from '../../../shared/constants/tokens';
import { errorEnvelope } from '../../../shared/errors/error-envelope';
import { addressProblem, chains, normalizeAddress } from '../../../shared/rules/chain-rules';

/**
 * `POST /_local/ledger/transfers` on the local gateway only (never deployed): puts a transfer
 * into the simulated ledger, where monitoring and analysis see it from then on.
 *
 *   {chain, token?, from, to, amount, tx_hash?} → {tx_hash}
 *
 * `amount` is in token units as a decimal string ("0" allowed: poisoning transfers are often
 * zero-value); the transfer is timed now; a tx_hash is generated when absent.
 *
 * `POST /_local/ledger/freezes` puts a Tether freeze or unfreeze on the simulated USDT contract
 * (an `AddedBlackList` or `RemovedBlackList` event, timed now), which the freeze feed turns into a
 * `blocked` label, or removes, on its next run:
 *
 *   {chain: "tron" | "ethereum", address, action: "add" | "remove"} → {chain, address, action, at}
 *
 * It takes no credentials, so it refuses what a web page elsewhere could make a browser send while
 * `npm start` runs: a body not declared JSON (415; a JSON one needs a CORS preflight, which this
 * route never grants) and any `Origin` other than the gateway's own on a loopback name or a listed
 * one (403; a page on a name rebound to 127.0.0.1 is not loopback by name). Tools send no Origin.
 *
 * Each injection is announced to `onInjected` once stored: the local stack then runs the monitor
 * poll soon after (or the freeze feed, once the freeze has settled), as a chain scan would see a new
 * block, instead of leaving the event to the next tick of its schedule.
 */
export const LEDGER_INJECTION_PATH = '/_local/ledger/transfers';
export const FREEZE_INJECTION_PATH = '/_local/ledger/freezes';

const freezeSchema = z
  .object({
    chain: z.enum(['tron', 'ethereum']),
    address: z.string().trim(),
    action: z.enum(['add', 'remove']),
  })
  .superRefine((v, ctx) => {
    if (addressProblem(v.chain, v.address))
      ctx.addIssue({ code: 'custom', path: ['address'], message: `invalid ${v.chain} address` });
  });

const injectionSchema = z
  .object({
    chain: z.enum(chains),
    token: z.literal('usdt').default('usdt'),
    from: z.string().trim(),
    to: z.string().trim(),
    amount: z
      .string()
      .trim()
      .regex(/^\d+(\.\d+)?$/, 'amount is a decimal string in token units'),
    tx_hash: z
      .string()
      .trim()
      .regex(/^(0x)?[0-9a-fA-F]{64}$/, 'tx_hash is 64 hex characters')
      .optional(),
  })
  .superRefine((v, ctx) => {
    for (const side of ['from', 'to'] as const)
      if (addressProblem(v.chain, v[side]))
        ctx.addIssue({ code: 'custom', path: [side], message: `invalid ${v.chain} address` });
    const decimals = tokenContracts[v.chain].usdt.decimals;
    if ((v.amount.split('.')[1] ?? '').length > decimals)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: `at most ${decimals} decimals` });
  });

const toBaseUnits = (amount: string, decimals: number): string => {
  const [whole, fraction = ''] = amount.split('.');
  const digits = `${whole}${fraction.padEnd(decimals, '0')}`.replace(/^0+(?=\d)/, '');
  return digits;
};

const loopbackNames = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The request's Origin is absent (a tool), listed, or the gateway's own page on a loopback name. */
export function isTrustedOrigin(
  origin: string | undefined,
  host: string | undefined,
  allowedOrigins: readonly string[],
): boolean {
  if (origin === undefined) return true;
  if (allowedOrigins.includes(origin)) return true;
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' && url.host === host && loopbackNames.has(url.hostname);
  } catch {
    return false;
  }
}

const isJson = (contentType: string | undefined): boolean =>
  contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';

export interface LedgerInjectionListener {
  readonly transfer: () => void;
  readonly freeze: () => void;
}

export function createLedgerInjectionRoute(
  env: Record<string, string>,
  /** Origins besides the gateway's own whose pages may inject (the vite dev server's). */
  allowedOrigins: readonly string[] = [],
  onInjected?: LedgerInjectionListener,
) {
  const { ddb } = createAwsClients(parseConfig(env));
  const store = createInjectedTransferRepository(ddb, env.TABLE_NAME!);
  const freezes = createInjectedFreezeRepository(ddb, env.TABLE_NAME!);
  const answer = (res: ServerResponse, status: number, body: unknown): number => {
    const text = JSON.stringify(body);
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(text),
    });
    res.end(text);
    return status;
  };
  const refuse = (res: ServerResponse, status: number, message: string): number =>
    answer(res, status, errorEnvelope(status, 'en-US', { message }));
  /** The body checked against `schema` behind the route's guards, or the status already answered. */
  const guardedBody = async <T>(
    req: IncomingMessage,
    res: ServerResponse,
    schema: z.ZodType<T>,
  ): Promise<{ value: T } | { status: number }> => {
    if (req.method !== 'POST') return { status: refuse(res, 405, 'POST only') };
    if (!isTrustedOrigin(req.headers.origin, req.headers.host, allowedOrigins))
      return { status: refuse(res, 403, 'Only the local console or a tool may inject') };
    if (!isJson(req.headers['content-type']))
      return { status: refuse(res, 415, 'Send the body as JSON (Content-Type: application/json)') };
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let body: unknown;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    } catch {
      return { status: refuse(res, 400, 'The body is not JSON') };
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success)
      return {
        status: refuse(
          res,
          400,
          parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
        ),
      };
    return { value: parsed.data };
  };
  /** Answers the request when it is an injection route; undefined otherwise. */
  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<number | undefined> => {
    if (url.pathname === FREEZE_INJECTION_PATH) {
      const body = await guardedBody(req, res, freezeSchema);
      if ('status' in body) return body.status;
      const { chain, action } = body.value;
      const address = normalizeAddress(chain, body.value.address);
      const atMs = Date.now();
      await freezes.add(chain, { action: action === 'add' ? 'added' : 'removed', address, atMs });
      onInjected?.freeze();
      return answer(res, 200, { chain, address, action, at: new Date(atMs).toISOString() });
    }
    if (url.pathname !== LEDGER_INJECTION_PATH) return undefined;
    const body = await guardedBody(req, res, injectionSchema);
    if ('status' in body) return body.status;
    const v = body.value;
    const tron = v.chain === 'tron';
    const txHash = v.tx_hash
      ? tron
        ? v.tx_hash.replace(/^0x/, '').toLowerCase()
        : `0x${v.tx_hash.replace(/^0x/, '').toLowerCase()}`
      : `${tron ? '' : '0x'}${randomBytes(32).toString('hex')}`;
    await store.add(v.chain, {
      txHash,
      timestamp: Math.floor(Date.now() / 1000),
      from: normalizeAddress(v.chain, v.from),
      to: normalizeAddress(v.chain, v.to),
      value: toBaseUnits(v.amount, tokenContracts[v.chain].usdt.decimals),
      index: 0,
    });
    onInjected?.transfer();
    return answer(res, 200, { tx_hash: txHash });
  };
}

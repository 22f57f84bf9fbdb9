import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { createInjectedTransferRepository } from '../../../functions/adapters/dynamodb/injected-transfer.repository';
import { createAwsClients } from '../../../functions/platform/aws-clients';
import { parseConfig } from '../../../functions/platform/config';
import { tokenContracts } from '../../../shared/constants/tokens';
import { addressProblem, chains, normalizeAddress } from '../../../shared/rules/chain-rules';

/**
 * `POST /_local/ledger/transfers` on the local gateway only (never deployed): puts a transfer
 * into the simulated ledger, where monitoring and analysis see it from then on.
 *
 *   {chain, token?, from, to, amount, tx_hash?} → {tx_hash}
 *
 * `amount` is in token units as a decimal string ("0" allowed: poisoning transfers are often
 * zero-value); the transfer is timed now; a tx_hash is generated when absent.
 */
export const LEDGER_INJECTION_PATH = '/_local/ledger/transfers';

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

export function createLedgerInjectionRoute(env: Record<string, string>) {
  const store = createInjectedTransferRepository(createAwsClients(parseConfig(env)).ddb, env.TABLE_NAME!);
  const answer = (res: ServerResponse, status: number, body: unknown): number => {
    const text = JSON.stringify(body);
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(text),
    });
    res.end(text);
    return status;
  };
  /** Answers the request when it is the injection route; undefined otherwise. */
  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<number | undefined> => {
    if (url.pathname !== LEDGER_INJECTION_PATH) return undefined;
    if (req.method !== 'POST') return answer(res, 405, { error: { message: 'POST only' } });
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let body: unknown;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    } catch {
      return answer(res, 400, { error: { message: 'The body is not JSON' } });
    }
    const parsed = injectionSchema.safeParse(body);
    if (!parsed.success)
      return answer(res, 400, {
        error: { message: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') },
      });
    const v = parsed.data;
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
    return answer(res, 200, { tx_hash: txHash });
  };
}

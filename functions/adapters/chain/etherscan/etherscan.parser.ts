import { z } from 'zod';
import type { Transfer } from '../../../domain/chain/chain-source';
import { ChainSourceError, soundsThrottled, TransientSourceError } from '../backoff';
import type { RpcLog } from '../rpc/transfer-log.decoder';

/**
 * Pure readers of Etherscan v2 answers (no I/O). Every answer is an envelope
 * `{ status: "1" | "0", message, result }`: "1" carries the result; "0" is either an empty
 * listing ("No transactions found"), throttling ("Max rate limit reached", "Max calls per sec
 * rate limit reached (5/sec)": transient) or a refusal (bad key, bad parameter).
 * Numbers (blockNumber, timeStamp, value) are decimal strings; timeStamp is epoch seconds.
 */
const envelopeSchema = z.object({
  status: z.string(),
  message: z.string().default(''),
  result: z.unknown(),
});

const noRecords = /no (transactions|records) found/i;

/** The `result` of a successful answer; `undefined` for an empty listing. */
export function readEnvelope(body: unknown, what: string): unknown {
  const envelope = envelopeSchema.safeParse(body);
  if (!envelope.success)
    throw new TransientSourceError(`${what}: unexpected answer ${JSON.stringify(body).slice(0, 200)}`);
  const { status, message, result } = envelope.data;
  if (status === '1') return result;
  const detail = `${message}${typeof result === 'string' ? `: ${result}` : ''}`;
  if (noRecords.test(message) || (Array.isArray(result) && result.length === 0 && !soundsThrottled(detail)))
    return undefined;
  if (soundsThrottled(detail)) throw new TransientSourceError(`${what}: ${detail}`);
  throw new ChainSourceError(`${what}: ${detail}`);
}

const decimal = z.string().regex(/^\d+$/);

const tokenTxRowSchema = z.object({
  blockNumber: decimal,
  timeStamp: decimal,
  hash: z.string().min(1),
  from: z.string().min(1),
  to: z.string().min(1),
  value: decimal,
  contractAddress: z.string(),
  logIndex: decimal.optional(),
});

/** A tokentx row as a Transfer plus the block it is in (the pager's cursor). */
export interface EtherscanTransfer {
  readonly transfer: Omit<Transfer, 'index'> & { index?: number };
  readonly blockNumber: number;
}

export interface TokenTxPage {
  /** Rows of the wanted contract, in the answer's order (newest first with sort=desc). */
  readonly transfers: EtherscanTransfer[];
  /** Rows in the answer, kept or not: fewer than `offset` means the listing ended. */
  readonly rowCount: number;
}

export function parseTokenTxPage(body: unknown, contract: string): TokenTxPage {
  const result = readEnvelope(body, 'Etherscan tokentx');
  if (result === undefined) return { transfers: [], rowCount: 0 };
  if (!Array.isArray(result))
    throw new TransientSourceError(
      `Etherscan tokentx: unexpected result ${JSON.stringify(result).slice(0, 200)}`,
    );
  const wanted = contract.toLowerCase();
  const transfers: EtherscanTransfer[] = [];
  for (const raw of result) {
    const row = tokenTxRowSchema.safeParse(raw);
    if (!row.success || row.data.contractAddress.toLowerCase() !== wanted) continue;
    const r = row.data;
    transfers.push({
      blockNumber: Number(r.blockNumber),
      transfer: {
        txHash: r.hash.toLowerCase(),
        timestamp: Number(r.timeStamp),
        from: r.from.toLowerCase(),
        to: r.to.toLowerCase(),
        value: r.value,
        ...(r.logIndex !== undefined && { index: Number(r.logIndex) }),
      },
    });
  }
  return { transfers, rowCount: result.length };
}

/** `action=tokenbalance`: the balance in base units, a decimal string. */
export function parseTokenBalance(body: unknown): string {
  const result = readEnvelope(body, 'Etherscan tokenbalance');
  const balance = decimal.safeParse(result ?? '0');
  if (!balance.success)
    throw new TransientSourceError(`Etherscan tokenbalance: unexpected result ${String(result)}`);
  return BigInt(balance.data).toString();
}

/** `module=block&action=getblocknobytime`: a block number. */
export function parseBlockNumber(body: unknown): number {
  const result = readEnvelope(body, 'Etherscan getblocknobytime');
  const block = decimal.safeParse(result);
  if (!block.success) throw new ChainSourceError(`Etherscan getblocknobytime: no block (${String(result)})`);
  return Number(block.data);
}

const hexQuantity = z.string().regex(/^0x[0-9a-fA-F]*$/);

/**
 * `module=proxy&action=eth_blockNumber`: a JSON-RPC envelope `{jsonrpc, id, result: "0x…"}`, or,
 * when refused or throttled, Etherscan's own `{status: "0", message, result}` envelope.
 */
export function parseProxyBlockNumber(body: unknown): number {
  const rpc = z.object({ jsonrpc: z.string(), result: hexQuantity }).safeParse(body);
  if (rpc.success && rpc.data.result.length > 2) return Number.parseInt(rpc.data.result, 16);
  const error = z.object({ error: z.object({ message: z.string() }) }).safeParse(body);
  if (error.success) {
    const text = `Etherscan eth_blockNumber: ${error.data.error.message}`;
    throw soundsThrottled(text) ? new TransientSourceError(text) : new ChainSourceError(text);
  }
  readEnvelope(body, 'Etherscan eth_blockNumber');
  throw new TransientSourceError(
    `Etherscan eth_blockNumber: unexpected answer ${JSON.stringify(body).slice(0, 200)}`,
  );
}

const logRowSchema = z.object({
  address: z.string(),
  topics: z.array(z.string()),
  data: z.string(),
  blockNumber: hexQuantity,
  timeStamp: hexQuantity,
  logIndex: hexQuantity,
  transactionHash: z.string().min(1),
});

/** A page of `module=logs&action=getLogs`. */
export interface LogsPage {
  /** The rows as eth_getLogs logs (ascending block order), for the one Transfer-log decoder. */
  readonly logs: RpcLog[];
  /** Rows in the answer, read or not: fewer than `offset` means the listing ended. */
  readonly rowCount: number;
}

/** Etherscan writes zero as a bare "0x" (logIndex 0 of a block): read it as 0x0. */
const quantity = (hex: string) => (hex === '0x' ? '0x0' : hex);

export function parseLogsPage(body: unknown): LogsPage {
  const result = readEnvelope(body, 'Etherscan getLogs');
  if (result === undefined) return { logs: [], rowCount: 0 };
  if (!Array.isArray(result))
    throw new TransientSourceError(
      `Etherscan getLogs: unexpected result ${JSON.stringify(result).slice(0, 200)}`,
    );
  const logs: RpcLog[] = [];
  for (const raw of result) {
    const row = logRowSchema.safeParse(raw);
    if (!row.success) continue;
    const r = row.data;
    logs.push({
      address: r.address,
      topics: r.topics,
      data: r.data,
      blockNumber: quantity(r.blockNumber),
      blockTimestamp: quantity(r.timeStamp),
      logIndex: quantity(r.logIndex),
      transactionHash: r.transactionHash,
    });
  }
  return { logs, rowCount: result.length };
}

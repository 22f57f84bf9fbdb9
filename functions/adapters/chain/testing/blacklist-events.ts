import { TETHER_BLACKLIST_TOPICS, tokenContracts } from '../../../../shared/constants/tokens';
import { tronBodyOf } from '../../../domain/chain/address-codec';
import type { FreezeAction } from '../../../domain/labels/tether-freeze/freeze-event';
import type { RpcLog } from '../rpc/transfer-log.decoder';

/**
 * The USDT blacklist events as the chain sources serve them, built from addresses (the fixture
 * freezes of ../shared/data/labels/tether-freeze-fixtures in the tests): an ethereum log as a
 * JSON-RPC node writes it (the address unindexed, in data), and a TronGrid-shaped server of
 * `/v1/contracts/{contract}/events` and `/walletsolidity/getnowblock`, used through fakeFetch in
 * unit tests and behind node:http in the integration test.
 */
const word = (hex: string) => hex.replace(/^0x/, '').toLowerCase().padStart(64, '0');

export function blacklistLog(input: {
  readonly action: FreezeAction;
  /** An ethereum address. */
  readonly address: string;
  readonly block: number;
  readonly logIndex?: number;
  readonly txHash?: string;
  readonly amount?: bigint;
  readonly contract?: string;
}): RpcLog {
  const data = `0x${word(input.address)}${input.action === 'destroyed' ? word((input.amount ?? 0n).toString(16)) : ''}`;
  return {
    address: input.contract ?? tokenContracts.ethereum.usdt.contract,
    topics: [TETHER_BLACKLIST_TOPICS[input.action]],
    data,
    blockNumber: `0x${input.block.toString(16)}`,
    transactionHash: input.txHash ?? `0x${input.block.toString(16).padStart(64, '0')}`,
    logIndex: `0x${(input.logIndex ?? 0).toString(16)}`,
  };
}

const eventNames: Readonly<Record<FreezeAction, string>> = {
  added: 'AddedBlackList',
  removed: 'RemovedBlackList',
  destroyed: 'DestroyedBlackFunds',
};

/** A TronGrid decoded event entry of TRON's USDT: addresses in `41`-prefixed hex, as TronGrid writes them. */
export function tronBlacklistEntry(input: {
  readonly action: FreezeAction;
  /** A TRON base58 address. */
  readonly address: string;
  /** Epoch ms. */
  readonly atMs: number;
  readonly amount?: bigint;
  readonly eventIndex?: number;
}) {
  const body = tronBodyOf(input.address);
  if (!body) throw new Error(`not a TRON address: ${input.address}`);
  const hex = `41${Buffer.from(body).toString('hex')}`;
  const user = input.action === 'destroyed' ? '_blackListedUser' : '_user';
  return {
    block_number: Math.floor(input.atMs / 3000),
    block_timestamp: input.atMs,
    contract_address: tokenContracts.tron.usdt.contract,
    event_index: input.eventIndex ?? 0,
    event_name: eventNames[input.action],
    transaction_id: input.atMs.toString(16).padStart(64, '0'),
    result: {
      '0': hex,
      [user]: hex,
      ...(input.action === 'destroyed' && {
        '1': String(input.amount ?? 0n),
        _balance: String(input.amount ?? 0n),
      }),
    },
  };
}

export type TronBlacklistEntry = ReturnType<typeof tronBlacklistEntry>;

/** Answers TronGrid's contract events (filtered, oldest first, paged by fingerprint) and the solidified head. */
export function tronGridEventServer(options: {
  headMs: number;
  readonly entries: TronBlacklistEntry[];
  readonly pageSize?: number;
}) {
  const answer = (url: URL): unknown => {
    if (url.pathname === '/walletsolidity/getnowblock')
      return {
        block_header: { raw_data: { number: Math.floor(options.headMs / 3000), timestamp: options.headMs } },
      };
    const match = /^\/v1\/contracts\/([^/]+)\/events$/.exec(url.pathname);
    if (!match) return { success: false, error: `no route ${url.pathname}` };
    const q = url.searchParams;
    const min = Number(q.get('min_block_timestamp') ?? 0);
    const max = Number(q.get('max_block_timestamp') ?? Number.MAX_SAFE_INTEGER);
    const limit = Math.min(Number(q.get('limit') ?? 20), options.pageSize ?? 200);
    const start = Number(q.get('fingerprint') ?? 0);
    const matching = options.entries
      .filter(
        (e) =>
          e.contract_address === match[1] &&
          (!q.get('event_name') || e.event_name === q.get('event_name')) &&
          e.block_timestamp >= min &&
          e.block_timestamp <= max,
      )
      .sort((a, b) => a.block_timestamp - b.block_timestamp);
    const data = matching.slice(start, start + limit);
    const more = start + limit < matching.length;
    return {
      success: true,
      data,
      meta: { page_size: data.length, ...(more && { fingerprint: String(start + limit) }) },
    };
  };
  return { answer, options };
}

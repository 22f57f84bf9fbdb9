import { TETHER_BLACKLIST_TOPICS, tokenContracts } from '../../../shared/constants/tokens';
import { createEtherscanFreezeReader } from './etherscan/etherscan-freeze.reader';
import { createFreezeReaders } from './freeze-readers';
import { decodeFreezeLog } from './rpc/freeze-log.decoder';
import { blacklistLog, tronBlacklistEntry, tronGridEventServer } from './testing/blacklist-events';
import { fakeFetch, recordingSleep } from './testing/fake-fetch';
import { createTronGridFreezeReader } from './trongrid/trongrid-freeze.reader';

const ETH_USDT = tokenContracts.ethereum.usdt.contract;
const FROZEN_ETH = '0x00000000000000000000000000000000deadbeef';
const FROZEN_TRON = 'TU4isedhHXquDQQvyK4CVGNRDWTvwqTpxR';
const { sleep } = recordingSleep();
const T0 = Date.UTC(2024, 0, 1);

describe('decodeFreezeLog', () => {
  it('reads the address from data on ethereum, from topic 1 where indexed, and the burnt amount', () => {
    const timeOf = () => 1_700_000_000;
    expect(
      decodeFreezeLog(
        blacklistLog({ action: 'added', address: FROZEN_ETH, block: 10 }),
        'ethereum',
        ETH_USDT,
        timeOf,
      ),
    ).toEqual(
      expect.objectContaining({
        action: 'added',
        address: FROZEN_ETH,
        position: 10,
        timestamp: 1_700_000_000,
      }),
    );
    const burnt = blacklistLog({ action: 'destroyed', address: FROZEN_ETH, block: 11, amount: 5_000_000n });
    expect(decodeFreezeLog(burnt, 'ethereum', ETH_USDT, timeOf)).toEqual(
      expect.objectContaining({ action: 'destroyed', address: FROZEN_ETH, amount: '5000000' }),
    );
    const indexed = {
      ...blacklistLog({ action: 'removed', address: FROZEN_ETH, block: 12 }),
      topics: [TETHER_BLACKLIST_TOPICS.removed, `0x${'0'.repeat(24)}${FROZEN_ETH.slice(2)}`],
      data: '0x',
    };
    expect(decodeFreezeLog(indexed, 'ethereum', ETH_USDT, timeOf)?.address).toBe(FROZEN_ETH);
    // Another contract, a Transfer, a removed log: not blacklist events.
    expect(decodeFreezeLog({ ...indexed, address: '0x1' }, 'ethereum', ETH_USDT, timeOf)).toBeUndefined();
    expect(decodeFreezeLog({ ...indexed, topics: ['0xddf2'] }, 'ethereum', ETH_USDT, timeOf)).toBeUndefined();
    expect(decodeFreezeLog({ ...indexed, removed: true }, 'ethereum', ETH_USDT, timeOf)).toBeUndefined();
  });
});

describe('the TronGrid freeze reader', () => {
  it('reads the three events of a window by block time, following the fingerprint, addresses in base58', async () => {
    const server = tronGridEventServer({
      headMs: T0 + 2_000_000,
      pageSize: 1,
      entries: [
        tronBlacklistEntry({ action: 'added', address: FROZEN_TRON, atMs: T0 + 1_000_000 }),
        tronBlacklistEntry({
          action: 'added',
          address: 'TSrYN29e3yaCCQmwRsJjcYUHaH8sF5gENC',
          atMs: T0 + 1_100_000,
        }),
        tronBlacklistEntry({ action: 'destroyed', address: FROZEN_TRON, atMs: T0 + 1_200_000, amount: 7n }),
        tronBlacklistEntry({ action: 'removed', address: FROZEN_TRON, atMs: T0 + 3_000_000 }),
      ],
    });
    const { fetch, calls } = fakeFetch((call) => ({ json: server.answer(call.url) }));
    const reader = createTronGridFreezeReader({
      baseUrl: 'https://trongrid.test',
      apiKey: 'k',
      fetch,
      sleep,
    });
    const head = await reader.head();
    const events = await reader.events(reader.origin, head);
    expect(head).toBe(T0 + 2_000_000);
    expect(events.map((e) => [e.action, e.address, e.timestamp, e.amount])).toEqual([
      ['added', FROZEN_TRON, T0 / 1000 + 1000, undefined],
      ['added', 'TSrYN29e3yaCCQmwRsJjcYUHaH8sF5gENC', T0 / 1000 + 1100, undefined],
      ['destroyed', FROZEN_TRON, T0 / 1000 + 1200, '7'],
    ]);
    expect(calls.every((c) => c.headers.get('TRON-PRO-API-KEY') === 'k')).toBe(true);
    expect(calls.some((c) => c.url.searchParams.get('fingerprint') === '1')).toBe(true);
  });
});

describe('the Etherscan freeze reader', () => {
  it('lists each event by its topic0 in the window, behind the confirmations', async () => {
    const { fetch, calls } = fakeFetch((call) => {
      if (call.url.searchParams.get('module') === 'proxy')
        return { json: { jsonrpc: '2.0', id: 1, result: '0x64' } };
      const topic0 = call.url.searchParams.get('topic0');
      if (topic0 !== TETHER_BLACKLIST_TOPICS.added)
        return { json: { status: '0', message: 'No records found', result: [] } };
      const log = blacklistLog({ action: 'added', address: FROZEN_ETH, block: 50 });
      return { json: { status: '1', message: 'OK', result: [{ ...log, timeStamp: '0x6553f100' }] } };
    });
    const reader = createEtherscanFreezeReader({
      baseUrl: 'https://etherscan.test/v2/api',
      apiKey: 'k',
      fetch,
      sleep,
    });
    expect(await reader.head()).toBe(100 - 12);
    const events = await reader.events(1, 88);
    expect(events).toEqual([
      expect.objectContaining({ action: 'added', address: FROZEN_ETH, timestamp: 0x6553f100 }),
    ]);
    expect(calls.filter((c) => c.url.searchParams.get('action') === 'getLogs')).toHaveLength(3);
  });
});

describe('createFreezeReaders', () => {
  it('reads TRON and ethereum through their live providers, the simulated ledger only on the local stack, never bsc', () => {
    const settings = { TRONGRID_URL: 'https://t.test', ETHERSCAN_URL: 'https://e.test' };
    const local = createFreezeReaders({ config: settings, simulated: true });
    expect(Object.fromEntries(Object.entries(local).map(([c, r]) => [c, r.name]))).toEqual({
      tron: 'simulated',
      ethereum: 'simulated',
    });
    expect(createFreezeReaders({ config: settings, simulated: false })).toEqual({});
    const live = createFreezeReaders({
      config: {
        ...settings,
        TRONGRID_API_KEY: 'k',
        ETHEREUM_RPC_URL: 'https://node.test',
        BSC_RPC_URL: 'https://bsc.test',
      },
      simulated: false,
    });
    expect(Object.fromEntries(Object.entries(live).map(([c, r]) => [c, r.name]))).toEqual({
      tron: 'trongrid',
      ethereum: 'json-rpc',
    });
  });

  it('serves the fixture freezes offline, with the contract and zero address Tether lists', async () => {
    const reader = createFreezeReaders({
      config: { TRONGRID_URL: 'https://t.test', ETHERSCAN_URL: 'https://e.test' },
      simulated: true,
    }).tron!;
    const events = await reader.events(reader.origin, await reader.head());
    expect(events.map((e) => e.address)).toEqual(
      expect.arrayContaining([
        FROZEN_TRON,
        'TTbgnFEFEmicu1eXN3bvuE8fKbdx3di8Yb',
        tokenContracts.tron.usdt.contract,
      ]),
    );
    expect(events).toHaveLength(8);
  });
});

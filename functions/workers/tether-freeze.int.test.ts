import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { tokenContracts } from '../../shared/constants/tokens';
import { createFreezeReaders } from '../adapters/chain/freeze-readers';
import {
  blacklistLog,
  tronBlacklistEntry,
  tronGridEventServer,
} from '../adapters/chain/testing/blacklist-events';
import { logServingNode } from '../adapters/chain/testing/log-serving-node';
import { createFreezeCursorRepository } from '../adapters/dynamodb/freeze-cursor.repository';
import { createLabelRepository } from '../adapters/dynamodb/label.repository';
import { generatedAddress } from '../domain/chain/address-codec';
import type { LabelRepository } from '../domain/labels/label.ports';
import { createLabelScreening } from '../domain/labels/label-screening.service';
import { systemClock } from '../platform/entropy';
import { createLogger } from '../platform/logger';
import { localStack } from '../testing/local-stack';
import { createOwnTable } from '../testing/own-table';
import { publishedLabelsDir } from '../testing/published-labels';
import { createTetherFreezeWorker } from './tether-freeze.worker';

/**
 * The Tether freeze feed end to end: a TronGrid-shaped server and a JSON-RPC node on free
 * localhost ports serve the USDT blacklist events built from the fixture freezes
 * (tether-freeze-fixtures) plus the contract itself and the zero address, as Tether's real list
 * holds them; the feed, configured with them as its live sources, backfills from the contracts'
 * creation into a table of its own and screening sees the labels. Then the local stack's own feed
 * (simulated ledger) takes a freeze injected at the gateway.
 */
const { config, clients, urls } = localStack();
const log = createLogger('silent');
const fixtures = readFileSync(
  join(publishedLabelsDir, 'tether-freeze-fixtures/tether_frozen_tron_fixtures.csv'),
  'utf8',
)
  .trim()
  .split('\n')
  .slice(1)
  .map((row) => row.split(',')[1]!);
const JAN_1 = Date.UTC(2024, 0, 1, 18, 14);
const ETH_FROZEN = '0x5b2f7a4a0b1c2d3e4f5061728394a5b6c7d8e9f0';
const ZERO_TRON = 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb';
/** Soon after ethereum USDT's creation (block 4,634,748), so its backfill is two windows. */
const ETH_BLOCK = 4_700_000;

const tron = tronGridEventServer({
  headMs: Date.UTC(2024, 5, 1),
  entries: [
    tronBlacklistEntry({ action: 'added', address: tokenContracts.tron.usdt.contract, atMs: JAN_1 - 60_000 }),
    tronBlacklistEntry({ action: 'added', address: ZERO_TRON, atMs: JAN_1 - 30_000 }),
    ...fixtures.map((address, i) =>
      tronBlacklistEntry({ action: 'added', address, atMs: JAN_1 + i * 20_000 }),
    ),
  ],
});
const node = logServingNode({
  head: ETH_BLOCK + 100,
  logs: [
    blacklistLog({ action: 'added', address: ETH_FROZEN, block: ETH_BLOCK }),
    blacklistLog({
      action: 'added',
      address: tokenContracts.ethereum.usdt.contract,
      block: ETH_BLOCK,
      logIndex: 1,
    }),
  ],
  timeOf: (block) => 1_704_000_000 + (block - ETH_BLOCK) * 12,
});

const servers: Server[] = [];
async function serve(answer: (url: URL, body: unknown) => unknown): Promise<string> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify(answer(new URL(request.url!, 'http://local'), text ? JSON.parse(text) : undefined)),
      );
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const table = `freeze-test-${randomUUID().slice(0, 8)}`;
let repository: LabelRepository;
let run: () => Promise<{ chains: { chain: string; caughtUp: boolean }[] }>;

beforeAll(async () => {
  await createOwnTable(config, table);
  const tronUrl = await serve((url) => tron.answer(url));
  const rpcUrl = await serve((_, body) => node.answer(body));
  repository = createLabelRepository(clients.ddb, table);
  run = createTetherFreezeWorker({
    readers: createFreezeReaders({
      config: {
        TRONGRID_API_KEY: 'local',
        TRONGRID_URL: tronUrl,
        ETHERSCAN_URL: 'http://127.0.0.1:9',
        ETHEREUM_RPC_URL: rpcUrl,
      },
      simulated: false,
    }),
    cursors: createFreezeCursorRepository(clients.ddb, table),
    repository,
    log,
    // TRON's backfill (monthly windows since April 2019) takes two runs.
    maxWindows: 40,
  });
});
afterAll(() => Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve())))));

const screen = (labels: LabelRepository, chain: 'tron' | 'ethereum', addresses: string[]) =>
  createLabelScreening({ repository: labels, clock: systemClock, ttlSeconds: 0 }).screen(chain, addresses);

describe('the Tether freeze feed', () => {
  it('labels the fixture freezes blocked from TronGrid and a node, ignores the contracts and the zero address, unlabels on RemovedBlackList', async () => {
    // Act: backfill from the contracts' creation, in bounded runs.
    const first = await run();
    expect(first.chains.map((c) => [c.chain, c.caughtUp])).toEqual([
      ['tron', false],
      ['ethereum', true],
    ]);
    expect((await run()).chains.every((c) => c.caughtUp)).toBe(true);

    // Assess
    const tronFound = await screen(repository, 'tron', [
      ...fixtures,
      tokenContracts.tron.usdt.contract,
      ZERO_TRON,
    ]);
    expect([...tronFound.keys()].sort()).toEqual([...fixtures].sort());
    expect(tronFound.get(fixtures[0]!)).toEqual([
      expect.objectContaining({
        source: 'tether-freeze',
        category: 'blocked',
        sourceDate: '2024-01-01',
        name: 'Frozen by Tether on 2024-01-01 at 18:14 UTC (USDT blacklist)',
      }),
    ]);
    const ethFound = await screen(repository, 'ethereum', [
      ETH_FROZEN,
      tokenContracts.ethereum.usdt.contract,
    ]);
    expect([...ethFound.keys()]).toEqual([ETH_FROZEN]);

    // Tether lifts one freeze on each chain; the next run reads only what is new.
    tron.options.entries.push(
      tronBlacklistEntry({ action: 'removed', address: fixtures[0]!, atMs: Date.UTC(2024, 5, 2) }),
    );
    tron.options.headMs = Date.UTC(2024, 5, 3);
    node.options.logs.push(blacklistLog({ action: 'removed', address: ETH_FROZEN, block: ETH_BLOCK + 150 }));
    node.options.head = ETH_BLOCK + 200;
    await run();
    expect([...(await screen(repository, 'tron', fixtures)).keys()].sort()).toEqual(fixtures.slice(1).sort());
    expect((await screen(repository, 'ethereum', [ETH_FROZEN])).size).toBe(0);
  });

  it('takes a freeze injected at the local gateway into the simulated ledger, and its removal', async () => {
    const address = generatedAddress('tron', randomUUID());
    const inject = (
      action: 'add' | 'remove',
      headers: Record<string, string> = { 'content-type': 'application/json' },
    ) =>
      fetch(`${urls.gateway}/_local/ledger/freezes`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ chain: 'tron', address, action }),
      });
    expect((await inject('add', { 'content-type': 'text/plain' })).status).toBe(415);
    const stackLabels = createLabelRepository(clients.ddb, config.TABLE_NAME);
    const frozen = async () => (await screen(stackLabels, 'tron', [address])).get(address)?.[0];
    /** The label once `done` holds for it; the injection runs the stack's feed once it settles. */
    const labelOnce = async (done: (label: unknown) => boolean) => {
      const until = Date.now() + 15_000;
      for (let label = await frozen(); ; label = await frozen()) {
        if (done(label)) return label;
        if (Date.now() > until)
          throw new Error(`the freeze feed did not take the injection: ${JSON.stringify(label)}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    };

    expect((await inject('add')).status).toBe(200);
    expect(await labelOnce((label) => label !== undefined)).toMatchObject({
      source: 'tether-freeze',
      category: 'blocked',
    });
    expect((await inject('remove')).status).toBe(200);
    expect(await labelOnce((label) => label === undefined)).toBeUndefined();
  });
});

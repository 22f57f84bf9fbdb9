import { randomUUID } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLabelScreening } from '../../domain/labels/label-screening.service';
import { systemClock } from '../../platform/entropy';
import { createLogger } from '../../platform/logger';
import { localStack } from '../../testing/local-stack';
import { createOwnTable } from '../../testing/own-table';
import { publishedLabelsDir } from '../../testing/published-labels';
import { createLabelRepository } from '../dynamodb/label.repository';
import { scanItems } from '../dynamodb/reads';
import { importLabels } from './label-import';

/**
 * The label import and screening against DynamoDB Local. The full import (~18.7k labels) takes
 * ~10-15 s on DynamoDB Local, so this test imports a subset of the REAL feeds (OFAC, the MEW
 * darklist, the BscScan names, DefiLlama's exchange wallets, the Tornado Cash pools and
 * EtherScamDB's TRON rows with a few of its ETH rows, ~2.5k labels); `npm run labels:import`
 * and the benchmark do the full import. It works in a table of its own, so its subset and delisting imports cannot
 * change the labels that other test files screen against.
 */
const { config, clients } = localStack();
const table = `labels-test-${randomUUID().slice(0, 8)}`;
const repository = createLabelRepository(clients.ddb, table);
const log = createLogger('silent');

const OFAC_TRON = 'TAYhjpL8pPs8T84FSM329nffQpc6jD8GBM';
const OFAC_EVM = '0x04dba1194ee10112fe6c3207c0687def0e78bacf';
const MEW = '0xf193a9afb00715aacf7ca9ebffafe02c77517c2e';
const GATE_IO_BSC = '0x0d0707963952f2fba59dd06f2b425ace40b492fe';
const OKX_TRON = 'TCz47XgC9TjCeF4UzfB6qZbM9LTF9s1tG7';
const TORNADO_BNB_POOL = '0xd47438c816c9e7f2e2888e060936a499af9582b3';
const SCAM_TRON = 'TPcDNYz4AxCaLCY2Xx4i95jGYwCjUrxg5r';
/** EtherScamDB rows kept in the subset: every TRON row and the first ETH ones. */
const ETHERSCAMDB_ETH_ROWS = 20;
const unlabelled = (n: number) => `0x${(0xabc00000 + n).toString(16).padStart(40, '0')}`;

let subset: string;

beforeAll(async () => {
  await createOwnTable(config, table);
  subset = mkdtempSync(join(tmpdir(), 'labels-subset-'));
  for (const folder of [
    'ofac',
    'mew-darklist',
    'etherscan-names/bscscan',
    'defillama-cex',
    'tornado-cash-pools',
  ])
    cpSync(join(publishedLabelsDir, folder), join(subset, folder), { recursive: true });
  const scams = readFileSync(join(publishedLabelsDir, 'etherscamdb/etherscamdb_addresses.csv'), 'utf8');
  const [header, ...rows] = scams.trimEnd().split('\n');
  mkdirSync(join(subset, 'etherscamdb'));
  writeFileSync(
    join(subset, 'etherscamdb/etherscamdb_addresses.csv'),
    [
      header,
      ...rows.filter((row) => row.startsWith('ethereum,')).slice(0, ETHERSCAMDB_ETH_ROWS),
      ...rows.filter((row) => row.startsWith('tron,')),
    ].join('\n'),
  );
});

afterAll(() => {
  rmSync(subset, { recursive: true, force: true });
  clients.ddb.destroy();
});

async function labelItems() {
  const items: Record<string, unknown>[] = [];
  for await (const item of scanItems(clients.ddb, {
    TableName: table,
    FilterExpression: 'begins_with(PK, :label) OR begins_with(PK, :index)',
    ExpressionAttributeValues: { ':label': 'LABEL#', ':index': 'LABELINDEX#' },
  }))
    items.push(item);
  return items.sort((a, b) => `${a.PK}|${a.SK}`.localeCompare(`${b.PK}|${b.SK}`));
}

describe('label import and screening on DynamoDB Local', () => {
  it('imports the feeds found in the directory and reports what it read', async () => {
    const summary = await importLabels({ dir: subset, repository, log });

    expect(summary.missing).toEqual(['scamsniffer', 'forta-etherscan']);
    expect(summary.feeds.find((f) => f.feed === 'ofac')).toMatchObject({
      labels: 462,
      skipped: { other_chain: 16 },
    });
    expect(summary.feeds.find((f) => f.feed === 'mew-darklist')).toMatchObject({ labels: 629 });
    expect(summary.feeds.find((f) => f.feed === 'defillama-cex')).toMatchObject({ labels: 1076 });
    expect(summary.feeds.find((f) => f.feed === 'tornado-cash-pools')).toMatchObject({
      labels: 25,
      skipped: { other_chain: 24 },
    });
    // 262 OFAC, 194 exchange wallets, 7 EtherScamDB scams: no TRON address in two of them.
    expect(summary.chains.find((c) => c.chain === 'tron')?.addresses).toBe(463);
  });

  it('screens the new feeds with their category or exchange, source and date', async () => {
    const screening = createLabelScreening({ repository, clock: systemClock });

    expect(await screening.labelsOf('tron', OKX_TRON)).toEqual([
      {
        chain: 'tron',
        address: OKX_TRON,
        source: 'defillama-cex',
        sourceDate: '2026-08-22',
        exchangeName: 'OKX',
      },
    ]);
    expect((await screening.screen('bsc', [TORNADO_BNB_POOL])).get(TORNADO_BNB_POOL)).toEqual([
      {
        chain: 'bsc',
        address: TORNADO_BNB_POOL,
        source: 'tornado-cash-pools',
        sourceDate: '2022-08-05',
        category: 'money_laundering',
        name: 'Tornado Cash: 1 BNB pool',
      },
    ]);
    expect(await screening.labelsOf('tron', SCAM_TRON)).toMatchObject([
      { source: 'etherscamdb', sourceDate: '2019-07-17', category: 'fraudulent' },
    ]);
  });

  it('screens a mix of labelled and unlabelled counterparties', async () => {
    // Prepare
    const screening = createLabelScreening({ repository, clock: systemClock });
    const counterparties = [
      ...Array.from({ length: 500 }, (_, i) => unlabelled(i)),
      OFAC_EVM.toUpperCase().replace('0X', '0x'),
      MEW,
    ];
    // Act
    const found = await screening.screen('ethereum', counterparties);
    // Assess
    expect([...found.keys()].sort()).toEqual([OFAC_EVM, MEW].sort());
    expect(found.get(OFAC_EVM)).toEqual([
      {
        chain: 'ethereum',
        address: OFAC_EVM,
        source: 'ofac',
        sourceDate: '2025-11-19',
        category: 'sanction',
      },
    ]);
    expect(found.get(MEW)?.[0]).toMatchObject({
      category: 'fraudulent',
      name: 'Fake copy of ROCK2PAY token',
    });
    expect(await screening.labelsOf('tron', OFAC_TRON)).toMatchObject([{ category: 'sanction' }]);
    // BscScan and DefiLlama both list this wallet, under one display name.
    expect(await screening.labelsOf('bsc', GATE_IO_BSC)).toMatchObject([
      { source: 'defillama-cex', exchangeName: 'Gate.io' },
      { source: 'etherscan-names', exchangeName: 'Gate.io' },
    ]);
    expect(await screening.labelsOf('bsc', MEW)).toEqual([]);
  });

  it('is idempotent: a second import leaves exactly the same items', async () => {
    const before = await labelItems();

    const summary = await importLabels({ dir: subset, repository, log });

    expect(await labelItems()).toEqual(before);
    expect(summary.chains.every((c) => c.deleted === 0)).toBe(true);
  });

  it('removes a label its feed no longer lists, and screening sees the new snapshot', async () => {
    // Prepare: the same OFAC lists without one TRON address.
    const delisted = mkdtempSync(join(tmpdir(), 'labels-delisted-'));
    try {
      cpSync(subset, delisted, { recursive: true });
      for (const folder of readdirSync(join(delisted, 'ofac'), { withFileTypes: true }).filter((d) =>
        d.isDirectory(),
      ))
        for (const file of readdirSync(join(delisted, 'ofac', folder.name))) {
          const path = join(delisted, 'ofac', folder.name, file);
          const text = readFileSync(path, 'utf8');
          writeFileSync(
            path,
            file.endsWith('.json')
              ? JSON.stringify(JSON.parse(text).filter((a: string) => a !== OFAC_TRON))
              : text
                  .split('\n')
                  .filter((l) => l.trim() !== OFAC_TRON)
                  .join('\n'),
          );
        }
      // Act
      const summary = await importLabels({ dir: delisted, repository, log });
      // Assess
      expect(summary.chains.find((c) => c.chain === 'tron')).toMatchObject({ addresses: 462, deleted: 1 });
      expect(await repository.queryLabels('tron', OFAC_TRON)).toEqual([]);
      expect(
        await createLabelScreening({ repository, clock: systemClock }).labelsOf('tron', OFAC_TRON),
      ).toEqual([]);
    } finally {
      rmSync(delisted, { recursive: true, force: true });
      await importLabels({ dir: subset, repository, log });
    }
    expect(await repository.queryLabels('tron', OFAC_TRON)).toHaveLength(1);
  });
});

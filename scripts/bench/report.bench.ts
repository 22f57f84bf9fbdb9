import type { Transfer } from '../../functions/domain/chain/chain-source';
import type { AddressLabel } from '../../functions/domain/labels/address-label';
import { buildReport } from '../../functions/domain/report/build-report';
import type { ReportInput } from '../../functions/domain/report/report-input';
import type { RiskCategory } from '../../shared/rules/query-rules';

/**
 * Report build speed: buildReport on synthetic histories of 1k to 1M transfers,
 * beside JSON.parse of the same input serialised as JSON, the cost any consumer of that input
 * pays anyway. The ratio build / JSON.parse is the figure; the aim is ≥ 1M transfers/s. The
 * histories are made up (a seeded generator, a few thousand counterparties, a handful of them
 * labelled with a made-up "bench" source): no real address or label is involved.
 */
const SIZES = [1_000, 10_000, 100_000, 1_000_000] as const;
const COUNTERPARTIES = 3_000;
const LABELLED: readonly RiskCategory[] = ['sanction', 'gamble', 'fraudulent', 'money_laundering', 'thefts'];
const SECOND_HOP_COUNTERPARTIES = 10;
/** Per second-hop counterparty: a tenth of the size, at most 1,000. */
const SECOND_HOP_TRANSFERS_MAX = 1_000;
const YEAR = 365 * 86_400;
const NOW = 1_790_000_000;

/** mulberry32: a small seeded generator, so every run measures the same input. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const tronAddress = (next: () => number): string =>
  `T${Array.from({ length: 33 }, () => BASE58[Math.floor(next() * 58)]).join('')}`;

/** The input as it would arrive serialised (maps as entry lists). */
interface SerialisedInput extends Omit<ReportInput, 'labels' | 'secondHop'> {
  readonly labels: [string, AddressLabel[]][];
  readonly secondHop: [string, Transfer[]][];
}

export function syntheticInput(size: number, seed = 1): SerialisedInput {
  const next = random(seed);
  const address = tronAddress(next);
  const counterparties = Array.from({ length: COUNTERPARTIES }, () => tronAddress(next));
  let hash = 0;
  const txHash = () => (hash++).toString(16).padStart(64, '0');
  const transfers: Transfer[] = [];
  const start = NOW - YEAR;
  let balance = 0n;
  for (let i = 0; i < size; i++) {
    // Skewed: a few counterparties carry most transfers, as for real wallets.
    const other = counterparties[Math.floor(next() ** 3 * COUNTERPARTIES)]!;
    const value = BigInt(Math.floor(next() * 100_000_000_000) + 1); // up to 100,000 USDT at 6 decimals
    const inbound = balance < value || next() < 0.5;
    balance += inbound ? value : -value;
    transfers.push({
      txHash: txHash(),
      timestamp: start + Math.floor((i / size) * YEAR),
      from: inbound ? other : address,
      to: inbound ? address : other,
      value: value.toString(),
    });
  }
  const labels: [string, AddressLabel[]][] = LABELLED.map((category, i) => [
    counterparties[100 + i * 7]!,
    [
      {
        chain: 'tron',
        address: counterparties[100 + i * 7]!,
        source: 'bench',
        sourceDate: '2026-01-01',
        category,
      },
    ],
  ]);
  const secondHop: [string, Transfer[]][] = counterparties.slice(0, SECOND_HOP_COUNTERPARTIES).map((x) => [
    x,
    Array.from({ length: Math.min(SECOND_HOP_TRANSFERS_MAX, Math.ceil(size / 10)) }, (_, j) => ({
      txHash: txHash(),
      timestamp: start + j * 600,
      from: j % 2 === 0 ? counterparties[(j * 13) % COUNTERPARTIES]! : x,
      to: j % 2 === 0 ? x : counterparties[(j * 17) % COUNTERPARTIES]!,
      value: String(1_000_000 + j),
    })),
  ]);
  return {
    queryHash: `bench_${size}`,
    chain: 'tron',
    token: 'usdt',
    address,
    createdAt: NOW,
    history: {
      transfers,
      truncated: false,
      currentBalance: balance.toString(),
      source: 'simulated',
      simulated: true,
    },
    labels,
    secondHop,
    creditsCharged: Math.max(1, Math.ceil(size / 1000)),
    now: NOW,
  };
}

export const reviveInput = (s: SerialisedInput): ReportInput => ({
  ...s,
  labels: new Map(s.labels),
  secondHop: new Map(s.secondHop),
});

/** Median and best of `runs` timings, ms: the best shows the cost on a quiet machine. */
function timeRuns(runs: number, run: () => void): { median: number; best: number } {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    run();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(samples.length / 2)]!, best: samples[0]! };
}

export async function benchReport(): Promise<void> {
  const rows: string[][] = [];
  // Warm-up: JIT the builder (small and large shapes) before timing the smallest size.
  const small = reviveInput(syntheticInput(1_000, 98));
  for (let i = 0; i < 50; i++) buildReport(small);
  buildReport(reviveInput(syntheticInput(20_000, 99)));
  for (const size of SIZES) {
    const json = JSON.stringify(syntheticInput(size));
    // More runs where one is short, so the median is not a scheduling hiccup.
    const runs = size >= 1_000_000 ? 3 : size >= 100_000 ? 7 : size >= 10_000 ? 21 : 51;
    const parse = timeRuns(runs, () => JSON.parse(json));
    // Built from a parsed copy: its strings are separate heap objects, as in production.
    const input = reviveInput(JSON.parse(json) as SerialisedInput);
    let risk = 0;
    const build = timeRuns(runs, () => {
      risk = buildReport(input).risk_level;
    });
    const perSecond = (ms: number) => Math.round(size / (ms / 1000)).toLocaleString('en-US');
    rows.push([
      size.toLocaleString('en-US'),
      build.median.toFixed(1),
      perSecond(build.median),
      build.best.toFixed(1),
      perSecond(build.best),
      parse.median.toFixed(1),
      (build.median / parse.median).toFixed(2),
      String(risk),
    ]);
    await new Promise((resolve) => setImmediate(resolve));
  }
  printAligned('buildReport vs JSON.parse of the same input (median of runs; best beside it)', [
    ['transfers', 'build ms', 'transfers/s', 'best ms', 'best tr/s', 'JSON.parse ms', 'build/parse', 'risk'],
    ...rows,
  ]);
}

function printAligned(title: string, table: string[][]): void {
  const widths = table[0]!.map((_, c) => Math.max(...table.map((r) => r[c]!.length)));
  console.log(`\n${title}`);
  for (const row of table) console.log(`  ${row.map((cell, c) => cell.padStart(widths[c]!)).join('  ')}`);
}

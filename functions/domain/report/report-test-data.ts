import { queryResultSchema } from '../../../shared/contract/queries.schema';
import type { Chain } from '../../../shared/rules/chain-rules';
import type { RiskCategory } from '../../../shared/rules/query-rules';
import { DAY_SECONDS } from '../../../shared/rules/time';
import type { Transfer } from '../chain/chain-source';
import type { AddressLabel } from '../labels/address-label';
import { buildReport } from './build-report';
import type { ReportInput } from './report-input';

/**
 * Test data factories for the report builder. Addresses are made up (hex patterns) and their
 * labels come from a "test" source: none of them stands for a real listed address.
 */
/** 2026-01-01T00:00:00Z. */
export const T0 = 1_767_225_600;

/** An EVM address from a short pattern, padded in the middle: evm('abcd', 'ef01') = 0xabcd…ef01. */
export function evm(start: string, end = start, fill = '0'): string {
  return `0x${start}${fill.repeat(40 - start.length - end.length)}${end}`;
}

export const SELF = evm('5e1f', '5e1f', '1');
/** Counterparties the tests give roles: an unlabelled one, a listed one, one in between. */
export const PLAIN = evm('1111', '1111', '1');
export const RISKY = evm('dead', 'dead', 'd');
export const MIDDLE = evm('3333', '3333', '3');

/** A USDT amount in its smallest unit (6 decimals), as transfers carry it. */
export const USDT = (n: number): string => String(Math.round(n * 1_000_000));

let counter = 0;
export const hash = (): string => (++counter).toString(16).padStart(64, '0');

/** A transfer in base units at 6 decimals unless a raw value is given. */
export function transfer(partial: Partial<Transfer> & { at?: number }): Transfer {
  return {
    txHash: partial.txHash ?? hash(),
    timestamp: partial.timestamp ?? partial.at ?? T0,
    from: partial.from ?? evm('f00d'),
    to: partial.to ?? SELF,
    value: partial.value ?? '1000000',
  };
}

export const incoming = (from: string, value: string, at = T0): Transfer =>
  transfer({ from, to: SELF, value, at });
export const outgoing = (to: string, value: string, at = T0): Transfer =>
  transfer({ from: SELF, to, value, at });

export const label = (
  address: string,
  category?: RiskCategory,
  exchangeName?: string,
  chain: Chain = 'ethereum',
): AddressLabel => ({
  chain,
  address,
  source: 'test',
  sourceDate: '2026-01-01',
  ...(category ? { category } : {}),
  ...(exchangeName ? { exchangeName } : {}),
});

export function reportInput(
  overrides: Partial<ReportInput> & { transfers?: readonly Transfer[] } = {},
): ReportInput {
  const { transfers = [], ...rest } = overrides;
  return {
    queryHash: 'q_test_report_1',
    chain: 'ethereum',
    token: 'usdt',
    address: SELF,
    createdAt: T0 + 10 * DAY_SECONDS,
    history: { transfers, truncated: false, currentBalance: '0', source: 'simulated', simulated: true },
    labels: new Map(),
    secondHop: new Map(),
    creditsCharged: 1,
    now: T0 + 10 * DAY_SECONDS,
    ...rest,
  };
}

/** Labels keyed by address, as ReportInput wants them. */
export const labelMap = (...labels: AddressLabel[]): Map<string, AddressLabel[]> => {
  const map = new Map<string, AddressLabel[]>();
  for (const l of labels) map.set(l.address, [...(map.get(l.address) ?? []), l]);
  return map;
};

/** Builds a report from `reportInput(...)` and checks it against the API's result schema. */
export function buildValidReport(...args: Parameters<typeof reportInput>) {
  const report = buildReport(reportInput(...args));
  queryResultSchema.parse(report);
  return report;
}

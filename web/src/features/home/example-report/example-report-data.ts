import useSWR from 'swr';
import type { QueryResult } from '../../../../../shared/contract/queries.schema';
import { cacheLifetimes } from '../../../lib/swr';

/** The static example report, generated from the contract example by scripts/web/example-report.ts. */
export const EXAMPLE_REPORT_URL = '/example-report.json';

/**
 * spec 01 §2: the sections the file must have (with the reasons and the coverage the report's
 * own sections read); any one missing is a load failure.
 */
export const requiredSections = [
  'chain',
  'token',
  'address',
  'created_at',
  'risk_address_total',
  'overview',
  'tx_flow',
  'risk_type',
  'top_transaction',
  'habit',
  'historical_balance',
  'reasons',
  'coverage',
] as const;

export class ExampleReportError extends Error {
  override name = 'ExampleReportError';
}

/**
 * Checks the sections by presence (and the containers the report reads by kind) rather than with
 * the full zod schema, which would pull zod into the home page's chunk for one static file.
 */
export function validateExampleReport(data: unknown): QueryResult {
  if (typeof data !== 'object' || data === null) throw new ExampleReportError('Not an object');
  const record = data as Record<string, unknown>;
  const missing = requiredSections.filter((s) => record[s] === undefined || record[s] === null);
  if (missing.length) throw new ExampleReportError(`Missing sections: ${missing.join(', ')}`);
  const lists = ['risk_type', 'top_transaction', 'habit', 'historical_balance', 'reasons'] as const;
  if (lists.some((s) => !Array.isArray(record[s]))) throw new ExampleReportError('Malformed sections');
  const objects = ['overview', 'risk_address_total', 'coverage'] as const;
  if (objects.some((s) => typeof record[s] !== 'object')) {
    throw new ExampleReportError('Malformed sections');
  }
  return data as QueryResult;
}

/** A plain fetch: the file is static, outside /api, and needs no token or language header. */
export async function fetchExampleReport(url: string): Promise<QueryResult> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new ExampleReportError(`HTTP ${response.status}`);
  return validateExampleReport(await response.json());
}

/**
 * Loaded once and kept (spec 01 §2, §9 static data): the SWR entry lives for the page, and the
 * static lifetime stops re-fetching when the dialog is opened again.
 */
export const useExampleReport = () =>
  useSWR(EXAMPLE_REPORT_URL, fetchExampleReport, {
    ...cacheLifetimes.static,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });

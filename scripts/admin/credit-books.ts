import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { readAccountBooks } from '../../functions/adapters/dynamodb/ledger-audit';
import { type Discrepancy, reconcile } from '../../functions/domain/credits/reconciliation';

/** Every account's books checked (reconciliation.ts); with `users`, only theirs. */
export async function checkCreditBooks(
  ddb: DynamoDBDocumentClient,
  table: string,
  users?: ReadonlySet<string>,
): Promise<{ accounts: number; discrepancies: Discrepancy[] }> {
  const books = await readAccountBooks(ddb, table, users);
  return { accounts: books.length, discrepancies: books.flatMap(reconcile) };
}

/** The check's report: one line per discrepancy, or that all accounts add up. */
export function describeCheck({
  accounts,
  discrepancies,
}: Awaited<ReturnType<typeof checkCreditBooks>>): string {
  if (discrepancies.length === 0) return `credits:check: ${accounts} accounts, every ledger adds up`;
  return [
    `credits:check: ${discrepancies.length} discrepancies in ${new Set(discrepancies.map((d) => d.userId)).size} of ${accounts} accounts`,
    ...discrepancies.map((d) => `  ${d.userId}: ${d.problem}`),
  ].join('\n');
}

import {
  CREDIT_STATEMENT_CSV_COLUMNS,
  CREDIT_STATEMENT_EXPORT_MAX,
  type CreditStatementEntry,
  type CreditStatementExportQuery,
  type CreditStatementQuery,
  type CreditStatementResponse,
} from '../../../shared/contract/credits.schema';
import { csvDocument } from '../../../shared/format/csv';
import { rfc3339 } from '../../../shared/rules/time';
import type { CreditStatementReader, StoredCreditEntry } from './credit-statement.ports';

/**
 * GET /v1/credits/ledger and its CSV export: the caller's credit moves, newest first. Only the
 * caller's own ledger is ever read.
 *
 * A cursor is the seq of the last entry a page (or file) showed; the next one reads the entries
 * numbered below it. Seqs never change once written, so moves that land between two pages only
 * add entries above the first page: the older pages neither skip nor repeat an entry.
 */

/** How many entries one read of the export asks for (the reader pages the table underneath). */
const EXPORT_READ = 1000;

export const statementEntry = (stored: StoredCreditEntry): CreditStatementEntry => ({
  id: String(stored.seq),
  at: rfc3339(stored.atMs),
  delta: stored.delta,
  balance_after: stored.balanceAfter,
  reason: stored.reason,
  subject: stored.subject,
  subject_id: stored.subjectId,
  api_key_id: stored.apiKeyId,
});

export function createCreditStatementService({ statement }: { statement: CreditStatementReader }) {
  const seqOf = (cursor: string | undefined) => (cursor === undefined ? undefined : Number(cursor));

  /** One page: `limit` entries below the cursor, and the cursor of the next page while there is one. */
  async function page(userId: string, query: CreditStatementQuery): Promise<CreditStatementResponse> {
    const { entries, more } = await statement.page(userId, {
      limit: query.limit,
      beforeSeq: seqOf(query.cursor),
    });
    const last = entries.at(-1);
    return {
      entries: entries.map(statementEntry),
      next_cursor: more && last ? String(last.seq) : null,
    };
  }

  /**
   * Up to CREDIT_STATEMENT_EXPORT_MAX entries below the cursor as CSV, newest first, with the
   * entry's fields as columns (times RFC 3339 UTC, subject fields empty when null).
   */
  async function csv(userId: string, query: CreditStatementExportQuery): Promise<string> {
    const rows: StoredCreditEntry[] = [];
    let beforeSeq = seqOf(query.cursor);
    while (rows.length < CREDIT_STATEMENT_EXPORT_MAX) {
      const limit = Math.min(EXPORT_READ, CREDIT_STATEMENT_EXPORT_MAX - rows.length);
      const read = await statement.page(userId, { limit, beforeSeq });
      rows.push(...read.entries);
      const last = read.entries.at(-1);
      if (!read.more || !last) break;
      beforeSeq = last.seq;
    }
    return csvDocument(
      CREDIT_STATEMENT_CSV_COLUMNS,
      rows.map(statementEntry).map((e) => CREDIT_STATEMENT_CSV_COLUMNS.map((column) => e[column])),
    );
  }

  return { page, csv };
}

export type CreditStatementService = ReturnType<typeof createCreditStatementService>;

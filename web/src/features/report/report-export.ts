import type { QueryResult } from '../../../../shared/contract/queries.schema';
import { csvDocument } from '../../../../shared/format/csv';

/**
 * The report as files for a case: the whole result as JSON, and the findings
 * and the counterparties as CSV (RFC 4180: comma-separated, quoted when needed, CRLF lines).
 * Amounts keep every decimal of the data; times stay ISO 8601 in UTC.
 */

export const reportJson = (report: QueryResult): string => `${JSON.stringify(report, null, 2)}\n`;

/**
 * What the findings led to, as name,value lines above them: the verdict and the policy (and its
 * version) that decided it, the risk level, and which address, chain and analysis. A findings file
 * filed in a case then says what was decided, not only what was found. Empty values for a report
 * from before verdicts.
 */
function decisionLines(report: QueryResult): string {
  const { assessment } = report;
  const [first, ...rest] = [
    ['verdict', assessment?.verdict ?? ''],
    ['policy', assessment?.policy.id],
    ['policy_version', assessment?.policy.version],
    ['risk_level', report.risk_level],
    ['chain', report.chain],
    ['address', report.address],
    ['analysed_at', report.created_at],
  ] as const;
  return csvDocument(first, rest);
}

/** The decision lines, an empty line, then one line per finding under its header. */
export function findingsCsv(report: QueryResult): string {
  return `${decisionLines(report)}\r\n${findingsTable(report)}`;
}

function findingsTable(report: QueryResult): string {
  return csvDocument(
    [
      'rule',
      'category',
      'level',
      'exposure',
      'direction',
      'hops',
      'amount',
      'counterparty',
      'first_at',
      'last_at',
      'label_address',
      'label_source',
      'label_source_date',
      'label_name',
      'evidence_tx_hashes',
    ],
    report.reasons.map((r) => [
      r.rule,
      r.category,
      r.level,
      r.exposure,
      r.direction,
      r.hops,
      r.amount,
      r.counterparty,
      r.first_at,
      r.last_at,
      r.label?.address,
      r.label?.source,
      r.label?.source_date,
      r.label?.name,
      r.evidence_tx_hashes.join(' '),
    ]),
  );
}

export function counterpartiesCsv(report: QueryResult): string {
  return csvDocument(
    [
      'counterparty_address',
      'total_amount',
      'total_count',
      'last_transaction_time',
      'label_category',
      'label_name',
      'label_source',
      'label_source_date',
      'indirect_category',
    ],
    report.top_transaction.map((t) => [
      t.counterparty_address,
      t.total_amount,
      t.total_count,
      t.last_transaction_time,
      t.counterparty_label?.category,
      t.counterparty_label?.name,
      t.counterparty_label?.source,
      t.counterparty_label?.source_date,
      t.indirect_category,
    ]),
  );
}

/** A file name that says what it holds: report-tron-TXYZ…-findings.csv. */
export const exportFileName = (
  report: QueryResult,
  part: 'report' | 'findings' | 'counterparties',
  ext: string,
) => `report-${report.chain}-${report.address}${part === 'report' ? '' : `-${part}`}.${ext}`;

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type QueryResult, queryResultSchema } from '../../shared/contract/queries.schema';
import { exampleReportPath, exampleShowcase } from './example-report';

/**
 * The home page's example is a stored real report of the sanctioned-exposure showcase (taken
 * again with `npm run web:example`): what the example dialog relies on it to show.
 */
const stored = (): QueryResult =>
  queryResultSchema.parse(JSON.parse(readFileSync(exampleReportPath, 'utf8')));

describe('web/public/example-report.json', () => {
  it('is a valid report of the sanctioned-exposure showcase, built on the simulated ledger', () => {
    const report = stored();
    expect(report).toMatchObject({ chain: exampleShowcase.chain, address: exampleShowcase.address });
    expect(report.coverage).toMatchObject({ source: 'simulated', simulated: true });
  });

  it('rates direct sanctioned exposure as the product does: high, rejected, OFAC named', () => {
    const report = stored();
    expect(report.risk_level).toBe(4);
    expect(report.assessment?.verdict).toBe('reject');
    expect(report.assessment?.deciding_findings.map((f) => f.rule)).toContain('direct.sanction');
    const sanction = report.reasons.find((r) => r.exposure === 'direct' && r.category === 'sanction');
    expect(sanction?.label?.source).toBe('ofac');
  });
});

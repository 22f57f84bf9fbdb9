import type { QueryResult } from '../../../../shared/contract/queries.schema';
import sanctioned from '../../test/reports/sanctioned.json';
import { counterpartiesCsv, exportFileName, findingsCsv, reportJson } from './report-export';

const report = sanctioned as QueryResult;

describe('report export', () => {
  it('writes the whole result as JSON', () => {
    expect(JSON.parse(reportJson(report))).toEqual(report);
  });

  it('writes one CSV line per finding, with direction, hops, dates and the list behind it', () => {
    const lines = findingsCsv({
      ...report,
      reasons: [
        {
          rule: 'direct_counterparty',
          category: 'sanction',
          level: 4,
          amount: '1234.567891',
          counterparty: 'TCounterparty',
          evidence_tx_hashes: ['aa', 'bb'],
          exposure: 'direct',
          direction: 'incoming',
          hops: 1,
          first_at: '2026-01-01T00:00:00Z',
          last_at: '2026-02-01T00:00:00Z',
          label: {
            address: 'TCounterparty',
            source: 'ofac',
            source_date: '2026-11-01',
            name: 'Lazarus, "G"',
          },
        },
      ],
    }).split('\r\n');
    const findings = lines.slice(lines.indexOf('') + 1);
    expect(findings[0]).toBe(
      'rule,category,level,exposure,direction,hops,amount,counterparty,first_at,last_at,label_address,label_source,label_source_date,label_name,evidence_tx_hashes',
    );
    expect(findings[1]).toBe(
      'direct_counterparty,sanction,4,direct,incoming,1,1234.567891,TCounterparty,2026-01-01T00:00:00Z,2026-02-01T00:00:00Z,TCounterparty,ofac,2026-11-01,"Lazarus, ""G""",aa bb',
    );
    expect(lines.at(-1)).toBe('');
  });

  it('starts the findings with the verdict, the policy and its version, then an empty line', () => {
    const lines = findingsCsv({
      ...report,
      risk_level: 4,
      assessment: {
        verdict: 'reject',
        policy: { id: 'custom', version: 3 },
        deciding_findings: [],
      },
    }).split('\r\n');
    expect(lines.slice(0, 8)).toEqual([
      'verdict,reject',
      'policy,custom',
      'policy_version,3',
      'risk_level,4',
      `chain,${report.chain}`,
      `address,${report.address}`,
      `analysed_at,${report.created_at}`,
      '',
    ]);
    expect(lines[8]).toMatch(/^rule,category,level,/);
    expect(lines).toHaveLength(8 + 1 + report.reasons.length + 1);
  });

  it('leaves the verdict empty for a report from before verdicts', () => {
    const { assessment: _, ...old } = report;
    expect(findingsCsv(old).split('\r\n').slice(0, 3)).toEqual(['verdict,', 'policy,', 'policy_version,']);
  });

  it('writes the counterparties with their labels, and never a formula', () => {
    const lines = counterpartiesCsv({
      ...report,
      top_transaction: [
        {
          own_address: report.address,
          counterparty_address: 'TAddr',
          total_amount: '-5.5',
          total_count: 3,
          last_transaction_time: '2026-03-01T00:00:00Z',
          counterparty_label: {
            name: '=HYPERLINK("x")',
            source: 'etherscan-names',
            source_date: '2026-11-01',
          },
        },
      ],
    }).split('\r\n');
    expect(lines[1]).toBe(
      `TAddr,-5.5,3,2026-03-01T00:00:00Z,,"'=HYPERLINK(""x"")",etherscan-names,2026-11-01,`,
    );
  });

  it('names the files after the chain and address', () => {
    expect(exportFileName(report, 'findings', 'csv')).toBe(
      `report-${report.chain}-${report.address}-findings.csv`,
    );
    expect(exportFileName(report, 'report', 'json')).toBe(`report-${report.chain}-${report.address}.json`);
  });
});

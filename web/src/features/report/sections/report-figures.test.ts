import type { QueryResult } from '../../../../../shared/contract/queries.schema';
import exchange from '../../../test/reports/exchange.json';
import indirect from '../../../test/reports/indirect.json';
import poisoning from '../../../test/reports/poisoning.json';
import sanctioned from '../../../test/reports/sanctioned.json';
import { reportFigures } from './report-figures';

const fixtures = { exchange, indirect, poisoning, sanctioned } as unknown as Record<string, QueryResult>;
const withoutMetrics = (report: QueryResult): QueryResult => ({ ...report, metrics: undefined });

describe('report figures (spec 02 §9)', () => {
  it.each(Object.entries(fixtures))(
    'computes what the engine sent, without its metrics (%s)',
    (_name, report) => {
      const sent = reportFigures(report);
      const computed = reportFigures(withoutMetrics(report));
      expect(computed).toEqual({
        ...sent,
        inflow_outflow_ratio: expect.closeTo(sent.inflow_outflow_ratio, 9),
      });
    },
  );

  it('prefers the report’s metrics when present', () => {
    const report = fixtures.sanctioned!;
    const metrics = { ...report.metrics!, transaction_frequency: 'high' as const };
    expect(reportFigures({ ...report, metrics }).transaction_frequency).toBe('high');
    expect(reportFigures(withoutMetrics(report)).transaction_frequency).toBe('medium');
  });

  it('reads an infinite ratio (no outflow) from the wire’s null and from a zero outflow', () => {
    const report = fixtures.sanctioned!;
    const noOutflow: QueryResult = {
      ...report,
      overview: { ...report.overview, out_info: { ...report.overview.out_info, amount: '0', count: 0 } },
    };
    expect(
      reportFigures({ ...report, metrics: { ...report.metrics!, inflow_outflow_ratio: null } })
        .inflow_outflow_ratio,
    ).toBe(Number.POSITIVE_INFINITY);
    const computed = reportFigures(withoutMetrics(noOutflow));
    expect(computed.inflow_outflow_ratio).toBe(Number.POSITIVE_INFINITY);
    expect(computed.dominant_flow).toBe('inflow');
  });

  it('has no account age and takes the overview’s activity without transfers', () => {
    const report = fixtures.exchange!;
    const empty: QueryResult = {
      ...withoutMetrics(report),
      overview: {
        ...report.overview,
        active: false,
        first_transfer_time: null,
        in_info: { count: 0, amount: '0', latest: null },
        out_info: { count: 0, amount: '0', latest: null },
        total_info: { count: 0, amount: '0' },
      },
    };
    expect(reportFigures(empty)).toMatchObject({
      account_age: null,
      active: false,
      average_amount: '0.0000',
      transaction_frequency: 'low',
      amount_category: 'small',
    });
  });
});

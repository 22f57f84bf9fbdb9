import type { RiskReason } from '../../../shared/contract/queries.schema';
import type { RiskCategory } from '../../../shared/rules/query-rules';
import { type RiskPolicyChanges, thresholdsWith } from '../../../shared/rules/risk-policy';
import { sharePercentOf } from '../../../shared/rules/rounding';
import {
  type AppliedPolicy,
  assessReport,
  bandVerdict,
  defaultPolicy,
  type PolicyEvidence,
} from './report-assessment';

const fmt = (v: bigint) => v.toString();

const reason = (exposure: RiskReason['exposure'], category: string, level = 2): RiskReason => ({
  rule: `${exposure}_rule`,
  category,
  level,
  amount: '1',
  evidence_tx_hashes: [],
  exposure,
});

/** Evidence over a volume of 1000 base units. */
const evidence = (over: Partial<PolicyEvidence> = {}): PolicyEvidence => ({
  volume: 1000n,
  selfCategory: undefined,
  direct: new Map(),
  indirect: new Map(),
  lookalikePaid: 0n,
  reasons: [],
  ...over,
});

const custom = (changes: RiskPolicyChanges): AppliedPolicy => ({
  ref: { id: 'custom', version: 3 },
  thresholds: thresholdsWith(changes),
});

const direct = (category: RiskCategory, amount: bigint) => new Map([[category, amount]]);

describe('the verdict of the risk policy', () => {
  it('accepts a report without findings, naming the default policy', () => {
    expect(assessReport(evidence(), defaultPolicy, fmt)).toEqual({
      verdict: 'accept',
      policy: { id: 'default', version: 1 },
      deciding_findings: [],
      measures: [],
    });
  });

  it('rejects any direct dealing with a sanctioned address, however small', () => {
    // Prepare: 1 unit of 1000 (0.1 %), behind reason 1
    const reasons = [reason('lookalike', 'fraudulent', 0), reason('direct', 'sanction', 4)];
    // Act
    const assessment = assessReport(
      evidence({ direct: direct('sanction', 1n), reasons }),
      defaultPolicy,
      fmt,
    );
    // Assess
    expect(assessment.verdict).toBe('reject');
    expect(assessment.deciding_findings).toEqual([
      {
        rule: 'direct.sanction',
        verdict: 'reject',
        share_percent: 0.1,
        threshold_percent: 0,
        amount: '1',
        reason_indexes: [1],
      },
    ]);
  });

  it.each([
    ['fraudulent', 50n, 'review'], // high: review at any amount
    ['fraudulent', 100n, 'reject'], // high: reject at 10 %
    ['black_industry', 99n, 'review'],
    ['blocked', 5n, 'review'], // severe: reject at 1 %
    ['thefts', 10n, 'reject'],
    ['gamble', 5n, 'accept'], // medium: review at 1 %
    ['gamble', 10n, 'review'],
    ['gamble', 900n, 'review'], // medium never rejects
  ] as const)('direct %s of %i in 1000 → %s under the default policy', (category, amount, verdict) => {
    expect(assessReport(evidence({ direct: direct(category, amount) }), defaultPolicy, fmt).verdict).toBe(
      verdict,
    );
  });

  it.each([
    ['sanction', 5n, 'review'],
    ['sanction', 100n, 'reject'],
    ['money_laundering', 5n, 'accept'],
    ['money_laundering', 10n, 'review'],
    ['fraudulent', 49n, 'accept'],
    ['fraudulent', 50n, 'review'],
    ['gamble', 1000n, 'accept'],
  ] as const)('indirect %s of %i in 1000 → %s under the default policy', (category, amount, verdict) => {
    expect(assessReport(evidence({ indirect: direct(category, amount) }), defaultPolicy, fmt).verdict).toBe(
      verdict,
    );
  });

  it('adds the categories of one tier before comparing with its threshold', () => {
    // 60 + 50 fraudulent/high_risk = 11 % of the volume: high tier rejects at 10 %
    const assessment = assessReport(
      evidence({
        direct: new Map<RiskCategory, bigint>([
          ['fraudulent', 60n],
          ['high_risk', 50n],
        ]),
        reasons: [
          reason('direct', 'fraudulent'),
          reason('direct', 'high_risk'),
          reason('indirect', 'fraudulent'),
        ],
      }),
      defaultPolicy,
      fmt,
    );
    expect(assessment.deciding_findings).toEqual([
      expect.objectContaining({
        rule: 'direct.high',
        share_percent: 11,
        amount: '110',
        reason_indexes: [0, 1],
      }),
    ]);
  });

  it('counts the address’s own label as direct exposure of its whole volume', () => {
    const assessment = assessReport(
      evidence({ selfCategory: 'fraudulent', reasons: [reason('self', 'fraudulent', 3)] }),
      defaultPolicy,
      fmt,
    );
    expect(assessment.deciding_findings).toEqual([
      {
        rule: 'direct.high',
        verdict: 'reject',
        share_percent: 100,
        threshold_percent: 10,
        amount: '1000',
        reason_indexes: [0],
      },
    ]);
  });

  it('lists only the rules that gave the final verdict', () => {
    const assessment = assessReport(
      evidence({ direct: direct('gamble', 20n), indirect: direct('sanction', 200n) }),
      defaultPolicy,
      fmt,
    );
    expect(assessment.verdict).toBe('reject');
    expect(assessment.deciding_findings.map((f) => f.rule)).toEqual(['indirect.sanction']);
  });

  it('asks for review when money went to a poisoning lookalike, unless the policy accepts it', () => {
    const paid = evidence({ lookalikePaid: 250n, reasons: [reason('lookalike', 'fraudulent', 1)] });
    expect(assessReport(paid, defaultPolicy, fmt).deciding_findings).toEqual([
      {
        rule: 'lookalike_paid',
        verdict: 'review',
        share_percent: 25,
        threshold_percent: null,
        amount: '250',
        reason_indexes: [0],
      },
    ]);
    // Accepted, yet measured: another policy may judge it again.
    expect(assessReport(paid, custom({ lookalike_paid: 'accept' }), fmt)).toEqual({
      verdict: 'accept',
      policy: { id: 'custom', version: 3 },
      deciding_findings: [],
      measures: [{ rule: 'lookalike_paid', share_percent: 25, amount: '250', reason_indexes: [0] }],
    });
  });

  it('applies a user’s tuned thresholds: null never fires, 0 fires on any amount', () => {
    const lenient = custom({
      direct: {
        sanction: { review_at_percent: null, reject_at_percent: null },
        high: { review_at_percent: 0, reject_at_percent: 0 },
      },
    });
    expect(assessReport(evidence({ direct: direct('sanction', 500n) }), lenient, fmt).verdict).toBe('accept');
    expect(assessReport(evidence({ direct: direct('fraudulent', 1n) }), lenient, fmt).verdict).toBe('reject');
  });
});

describe('policy arithmetic', () => {
  it('measures shares to two decimals, rounded half up, 100 % without volume', () => {
    expect(sharePercentOf(1n, 3n)).toBe(33.33);
    expect(sharePercentOf(2n, 3n)).toBe(66.67);
    expect(sharePercentOf(0n, 1000n)).toBe(0);
    expect(sharePercentOf(5n, 0n)).toBe(100);
  });

  it('reads a band: reject first, then review', () => {
    const band = { review_at_percent: 1, reject_at_percent: 10 };
    expect(bandVerdict(0.5, band)).toBeUndefined();
    expect(bandVerdict(1, band)).toEqual({ verdict: 'review', threshold: 1 });
    expect(bandVerdict(10, band)).toEqual({ verdict: 'reject', threshold: 10 });
  });
});

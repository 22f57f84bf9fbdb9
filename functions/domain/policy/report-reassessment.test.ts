import type { RiskReason } from '../../../shared/contract/queries.schema';
import { thresholdsWith } from '../../../shared/rules/risk-policy';
import {
  type AppliedPolicy,
  assessReport,
  defaultPolicy,
  type PolicyEvidence,
} from '../report/report-assessment';
import { reassessReport } from './report-reassessment';

const fmt = (v: bigint) => v.toString();
const reason = (exposure: RiskReason['exposure'], category: string): RiskReason => ({
  rule: `${exposure}_rule`,
  category,
  level: 2,
  amount: '1',
  evidence_tx_hashes: [],
  exposure,
});

/** 3 % gambling and 0.5 % indirect theft of a volume of 1000, and a paid lookalike. */
const evidence: PolicyEvidence = {
  volume: 1000n,
  selfCategory: undefined,
  direct: new Map([['gamble', 30n]]),
  indirect: new Map([['thefts', 5n]]),
  lookalikePaid: 2n,
  reasons: [reason('direct', 'gamble'), reason('indirect', 'thefts'), reason('lookalike', 'fraudulent')],
};

const strict: AppliedPolicy = {
  ref: { id: 'custom', version: 4 },
  thresholds: thresholdsWith({
    direct: { medium: { review_at_percent: 1, reject_at_percent: 2 } },
    lookalike_paid: 'reject',
  }),
};

describe('a stored report judged again under the current policy', () => {
  it('gives the verdict a new report would give under that policy, and keeps the original', () => {
    // Prepare: made under the default (review: gambling at 3 %, theft at 0.5 % is under 1 %)
    const made = assessReport(evidence, defaultPolicy, fmt);
    expect(made.verdict).toBe('review');
    // Act
    const now = reassessReport(made, strict);
    // Assess: the same as analysing again under the strict policy, without the transfers
    expect(now).toEqual({
      ...assessReport(evidence, strict, fmt),
      original: { verdict: 'review', policy: { id: 'default', version: 1 } },
    });
    expect(now?.verdict).toBe('reject');
    expect(now?.deciding_findings.map((f) => [f.rule, f.threshold_percent])).toEqual([
      ['direct.medium', 2],
      ['lookalike_paid', null],
    ]);
  });

  it('answers the report as made under the policy it was made with', () => {
    const made = assessReport(evidence, strict, fmt);
    expect(reassessReport(made, strict)).toBe(made);
  });

  it('keeps the verdict of a report made before measures were kept', () => {
    const { measures: _, ...old } = assessReport(evidence, defaultPolicy, fmt);
    expect(reassessReport(old, strict)).toBe(old);
    expect(reassessReport(undefined, strict)).toBeUndefined();
  });
});

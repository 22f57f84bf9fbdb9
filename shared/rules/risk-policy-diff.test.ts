import { defaultRiskPolicyThresholds, thresholdsWith } from './risk-policy';
import { riskPolicyChanges } from './risk-policy-diff';

describe('what changed between two policy versions', () => {
  it('lists each changed threshold in the page’s order, the lookalike verdict last', () => {
    const after = thresholdsWith({
      indirect: { medium: { review_at_percent: 2, reject_at_percent: null } },
      direct: { sanction: { review_at_percent: null, reject_at_percent: 5 } },
      lookalike_paid: 'reject',
    });
    expect(riskPolicyChanges(defaultRiskPolicyThresholds, after)).toEqual([
      { rule: 'direct.sanction', field: 'reject_at_percent', from: 0, to: 5 },
      { rule: 'indirect.medium', field: 'review_at_percent', from: null, to: 2 },
      { rule: 'lookalike_paid', field: 'verdict', from: 'review', to: 'reject' },
    ]);
  });

  it('finds nothing between equal policies', () => {
    expect(
      riskPolicyChanges(defaultRiskPolicyThresholds, structuredClone(defaultRiskPolicyThresholds)),
    ).toEqual([]);
  });
});

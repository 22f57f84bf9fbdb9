import { defaultRiskPolicyThresholds } from '../../../../shared/rules/risk-policy';
import { bandProblem, parsePercent, textOf, thresholdsOf } from './policy-form';

describe('policy editor rules', () => {
  it('reads empty as never, 0 as any amount, and refuses what is not a percent', () => {
    expect(parsePercent('')).toBeNull();
    expect(parsePercent(' 0 ')).toBe(0);
    expect(parsePercent('2,5')).toBe(2.5);
    expect(parsePercent('100')).toBe(100);
    expect(parsePercent('101')).toBeUndefined();
    expect(parsePercent('-1')).toBeUndefined();
    expect(parsePercent('abc')).toBeUndefined();
  });

  it('refuses a review share above the reject share', () => {
    expect(bandProblem({ review: '5', reject: '1' })).toBe('review_above_reject');
    expect(bandProblem({ review: '1', reject: '5' })).toBeUndefined();
    expect(bandProblem({ review: '', reject: '0' })).toBeUndefined();
    expect(bandProblem({ review: 'x', reject: '' })).toBe('not_a_percent');
  });

  it('gives back the thresholds it was filled with, and nothing while a band is wrong', () => {
    const text = textOf(defaultRiskPolicyThresholds);
    expect(text.bands.direct.sanction).toEqual({ review: '', reject: '0' });
    expect(thresholdsOf(text)).toEqual(defaultRiskPolicyThresholds);
    const wrong = {
      ...text,
      bands: { ...text.bands, indirect: { ...text.bands.indirect, high: { review: '9', reject: '3' } } },
    };
    expect(thresholdsOf(wrong)).toBeUndefined();
  });
});

import { planAction } from './plan-action';

// The plans in card order: normal, basic, advanced, professional, enterprise.
const cards = [0, 1, 2, 3, 4] as const;
const kindsFor = (current: number | null | undefined) => cards.map((plan) => planAction(plan, current).kind);

describe('a plan card’s button (spec 01 §9, spec 02 §2)', () => {
  it.each([
    [0, ['current', 'upgrade', 'upgrade', 'upgrade', 'upgrade']],
    [1, ['downgrade', 'current', 'upgrade', 'upgrade', 'upgrade']],
    [2, ['downgrade', 'downgrade', 'current', 'upgrade', 'upgrade']],
    [3, ['downgrade', 'downgrade', 'downgrade', 'current', 'upgrade']],
    [4, ['downgrade', 'downgrade', 'downgrade', 'downgrade', 'current']],
    // Above 4, and the special 1001, read as enterprise.
    [7, ['downgrade', 'downgrade', 'downgrade', 'downgrade', 'current']],
    [1001, ['downgrade', 'downgrade', 'downgrade', 'downgrade', 'current']],
  ] as const)('on package_type %i: %j', (current, kinds) => {
    expect(kindsFor(current)).toEqual(kinds);
  });

  it('invites a guest to start free, to choose a plan, or to contact sales for enterprise', () => {
    expect(cards.map((plan) => planAction(plan, null).label)).toEqual([
      'pricing.button.start',
      'pricing.button.choose',
      'pricing.button.choose',
      'pricing.button.choose',
      'pricing.button.contact',
    ]);
  });

  it('offers the guest choices while the package loads or when it failed, without a current plan', () => {
    expect(kindsFor(undefined)).toEqual(['unknown', 'unknown', 'unknown', 'unknown', 'unknown']);
    expect(planAction(0, undefined).label).toBe('pricing.button.choose');
    expect(planAction(4, undefined).label).toBe('pricing.button.contact');
  });
});

import { creditsFor, transfersPaidBy } from './billing-rules';

describe('query billing (spec 01 §9)', () => {
  it.each([
    [0, 1],
    [1, 1],
    [500, 1],
    [1_000, 1],
    [1_001, 2],
    [1_500, 2],
    [5_000, 5],
    [15_000, 15],
    [100_000, 100],
  ])('%i transactions cost %i credit(s)', (transfers, credits) => {
    expect(creditsFor(transfers)).toBe(credits);
  });

  it('knows what credits pay for', () => {
    expect(transfersPaidBy(1)).toBe(1_000);
    expect(transfersPaidBy(15)).toBe(15_000);
    expect(creditsFor(transfersPaidBy(7))).toBe(7);
  });
});

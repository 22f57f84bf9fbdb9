import { affordableLimit, confirmationThreshold, needsConfirmation } from './cost-confirmation';

describe('when an analysis asks before it charges', () => {
  it.each([
    // balance, threshold: 20 credits or 10 % of the balance, whichever is lower, never below 1
    [4840, 20],
    [1500, 20],
    [200, 20],
    [100, 10],
    [50, 5],
    [5, 1],
    [1, 1],
    [0, 1],
  ])('a balance of %i asks above %i credits', (balance, threshold) => {
    expect(confirmationThreshold(balance)).toBe(threshold);
  });

  it('asks above the threshold only', () => {
    expect(needsConfirmation(20, 4840)).toBe(false);
    expect(needsConfirmation(21, 4840)).toBe(true);
    expect(needsConfirmation(11, 100)).toBe(true);
    // The smallest analysis never asks.
    expect(needsConfirmation(1, 1)).toBe(false);
  });

  it('turns a balance into the limit it pays for, within the limits a request may set', () => {
    expect(affordableLimit(5)).toBe(5000);
    expect(affordableLimit(4840)).toBe(100_000);
    expect(affordableLimit(0)).toBeUndefined();
  });
});

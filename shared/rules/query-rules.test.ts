import { describe, expect, it } from 'vitest';
import {
  HABIT_HOURS,
  highRiskCategories,
  isEndBeforeStart,
  isFinalQueryStatus,
  isHighRiskCategory,
  limitProblem,
  queryStatusName,
  riskCategories,
  riskLevelName,
} from './query-rules';

describe('limit (spec 01 §5)', () => {
  it.each([1, 500, 100_000])('accepts %d', (n) => expect(limitProblem(n)).toBeUndefined());
  it.each([
    [0, 'too_small'],
    [-5, 'too_small'],
    [100_001, 'too_large'],
    [1.5, 'not_integer'],
    [Number.NaN, 'not_integer'],
  ] as const)('rejects %d as %s', (n, problem) => expect(limitProblem(n)).toBe(problem));
});

describe('date range (spec 01 §5)', () => {
  it('flags an end before the start, and only that', () => {
    expect(isEndBeforeStart(1_700_000_000, 1_699_999_999)).toBe(true);
    expect(isEndBeforeStart(1_700_000_000, 1_700_000_000)).toBe(false);
    expect(isEndBeforeStart(undefined, 1)).toBe(false);
    expect(isEndBeforeStart(1, undefined)).toBe(false);
  });
});

describe('status and risk level names (spec 01 §3)', () => {
  it('names statuses 0-3 and reads anything else as unknown', () => {
    expect([0, 1, 2, 3, 4].map(queryStatusName)).toEqual([
      'pending',
      'processing',
      'completed',
      'failed',
      'unknown',
    ]);
    expect([0, 1, 2, 3].map(isFinalQueryStatus)).toEqual([false, false, true, true]);
  });

  it('names risk levels 0-4 and reads anything else as unknown', () => {
    expect([0, 1, 2, 3, 4, 5, -1].map(riskLevelName)).toEqual([
      'low',
      'medium_low',
      'medium',
      'medium_high',
      'high',
      'unknown',
      'unknown',
    ]);
  });

  it('has one habit hour per hour of the day', () => {
    expect(HABIT_HOURS).toHaveLength(24);
    expect(HABIT_HOURS[0]).toBe('0');
    expect(HABIT_HOURS[23]).toBe('23');
  });
});

describe('high-risk categories (spec 02 §3)', () => {
  it("are every category but normal, as the flow graph's warning list names them", () => {
    expect(riskCategories.filter((c) => !isHighRiskCategory(c))).toEqual(['normal']);
    expect(highRiskCategories).toHaveLength(riskCategories.length - 1);
    expect(isHighRiskCategory('exchange')).toBe(false);
    expect(isHighRiskCategory(undefined)).toBe(false);
  });
});

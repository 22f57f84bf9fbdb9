import {
  ACTIVE_WITHIN_SECONDS,
  accountAge,
  activityLevel,
  amountCategory,
  averageAmount,
  averagePerAddress,
  averagePerTransaction,
  busiestPeriod,
  classifyBalancePoints,
  dominantFlow,
  flowRatio,
  habitPeriodOf,
  isActive,
  percentChange,
  riskBarWidth,
  riskRatioPercent,
  summariseHabitPeriods,
  toNumber,
  transactionFrequency,
} from './report-metrics';

const DAY = 86_400;
const NOW = 1_790_000_000;

describe('spec 02 §9 report metrics', () => {
  describe('isActive: latest transaction within 30 days', () => {
    it.each([
      [NOW, true],
      [NOW - ACTIVE_WITHIN_SECONDS, true],
      [NOW - ACTIVE_WITHIN_SECONDS - 1, false],
      [null, false],
      [undefined, false],
    ])('latest %s → %s', (latest, active) => {
      expect(isActive(latest, NOW)).toBe(active);
    });
  });

  describe('accountAge: under 1 day, days, months of 30 days, years of 365 days', () => {
    it.each([
      [0, 'under_day', 0],
      [DAY - 1, 'under_day', 0],
      [DAY, 'days', 1],
      [29 * DAY + DAY - 1, 'days', 29],
      [30 * DAY, 'months', 1],
      [364 * DAY, 'months', 12],
      [365 * DAY, 'years', 1],
      [3 * 365 * DAY + 5, 'years', 3],
    ])('%i s → %s %i', (age, unit, value) => {
      expect(accountAge(NOW - age, NOW)).toEqual({ unit, value });
    });

    it('reads a first transfer after now as under a day', () => {
      expect(accountAge(NOW + 10, NOW)).toEqual({ unit: 'under_day', value: 0 });
    });
  });

  describe('inflow/outflow ratio and dominant flow', () => {
    it('divides inflow by outflow, strings or numbers', () => {
      expect(flowRatio('300', 200)).toBe(1.5);
    });

    it('is infinite when outflow is 0', () => {
      expect(flowRatio(5, '0')).toBe(Number.POSITIVE_INFINITY);
      expect(flowRatio(0, 0)).toBe(Number.POSITIVE_INFINITY);
    });

    it.each([
      [Number.POSITIVE_INFINITY, 'inflow'],
      [1.21, 'inflow'],
      [1.2, 'balanced'],
      [1, 'balanced'],
      [0.8, 'balanced'],
      [0.79, 'outflow'],
      [0, 'outflow'],
    ])('ratio %s → %s', (ratio, flow) => {
      expect(dominantFlow(ratio)).toBe(flow);
    });
  });

  describe('transaction frequency', () => {
    it.each([
      [1000, 'high'],
      [999, 'medium'],
      [100, 'medium'],
      [99, 'low'],
      [0, 'low'],
    ])('%i transactions → %s', (count, band) => {
      expect(transactionFrequency(count)).toBe(band);
    });
  });

  describe('amount category and average', () => {
    it.each([
      ['1000000', 'large'],
      [999_999.99, 'medium'],
      [10_000, 'medium'],
      ['9999.9999', 'small'],
      [0, 'small'],
    ])('%s → %s', (amount, category) => {
      expect(amountCategory(amount)).toBe(category);
    });

    it('averages per transaction with 4 decimals', () => {
      expect(averageAmount('10', 3)).toBe('3.3333');
      expect(averageAmount(1, 8)).toBe('0.1250');
      expect(averageAmount('5', 0)).toBe('0.0000');
    });
  });

  describe('risk ratios', () => {
    it('gives the risk share of amount and count in percent', () => {
      expect(riskRatioPercent('25', '200')).toBe(12.5);
      expect(riskRatioPercent(3, 12)).toBe(25);
      expect(riskRatioPercent(3, 0)).toBe(0);
    });

    it.each([
      [0, 0],
      [25, 0.5],
      [50, 1],
      [80, 1],
    ])('bar width of %s%% is ratio / 50 = %s (full at 50%%)', (ratio, width) => {
      expect(riskBarWidth(ratio)).toBe(width);
    });

    it('averages the risk amount per address and per transaction', () => {
      expect(averagePerAddress('300', 3)).toBe(100);
      expect(averagePerTransaction(300, 12)).toBe(25);
      expect(averagePerAddress('300', 0)).toBe(0);
      expect(averagePerTransaction('300', 0)).toBe(0);
    });
  });

  describe('hourly habit', () => {
    it.each([
      [0, 'night'],
      [5, 'night'],
      [6, 'morning'],
      [11, 'morning'],
      [12, 'afternoon'],
      [17, 'afternoon'],
      [18, 'evening'],
      [23, 'evening'],
    ])('hour %i is %s', (hour, period) => {
      expect(habitPeriodOf(hour)).toBe(period);
    });

    it('refuses a non-hour', () => {
      expect(() => habitPeriodOf(24)).toThrow(RangeError);
      expect(() => habitPeriodOf(1.5)).toThrow(RangeError);
    });

    it.each([
      [1_000_001, 'high'],
      [1_000_000, 'medium'],
      [100_001, 'medium'],
      [100_000, 'low'],
      ['0', 'low'],
    ])('activity of %s is %s', (amount, level) => {
      expect(activityLevel(amount)).toBe(level);
    });

    it('folds 24 hours into the four periods', () => {
      // Prepare
      const habit = Array.from({ length: 24 }, (_, h) => ({
        hour: String(h),
        inflow_amount: h === 7 ? '200000' : '1',
        inflow_count: 1,
        outflow_amount: '0',
        outflow_count: h >= 18 ? 2 : 0,
      }));
      // Act
      const periods = summariseHabitPeriods(habit);
      // Assess
      expect(periods).toEqual([
        { period: 'night', amount: 6, count: 6, activity: 'low' },
        { period: 'morning', amount: 200_005, count: 6, activity: 'medium' },
        { period: 'afternoon', amount: 6, count: 6, activity: 'low' },
        { period: 'evening', amount: 6, count: 18, activity: 'low' },
      ]);
      expect(busiestPeriod(periods)).toBe('evening');
      expect(busiestPeriod(periods.map((p) => ({ ...p, count: 0 })))).toBeUndefined();
    });
  });

  describe('balance chart key points', () => {
    it('marks the first point as the start', () => {
      expect(classifyBalancePoints(['5'])).toEqual(['start']);
      expect(classifyBalancePoints([])).toEqual([]);
    });

    it('finds a peak above both neighbours and above 80% of the max', () => {
      // 100 is the max; 81 > 80% of it, 79 is not
      expect(classifyBalancePoints([50, 100, 90, 95, 60, 81, 75, 79, 70])).toEqual([
        'start',
        'peak',
        null,
        'peak',
        'significant_change',
        'peak',
        null,
        null,
        null,
      ]);
    });

    it('finds a valley below both neighbours and below 120% of the min', () => {
      // min is 100; 119 < 120, 121 is not
      expect(classifyBalancePoints([200, 100, 130, 119, 140, 121, 135])).toEqual([
        'start',
        'valley',
        null,
        'valley',
        null,
        null,
        null,
      ]);
    });

    it('marks a change above 30% as significant and one under 1% as stable', () => {
      expect(classifyBalancePoints([100, 130, 169.1, 169.1, 171, 174])).toEqual([
        'start',
        null,
        'significant_change',
        'stable',
        null,
        null,
      ]);
      // exactly 1%: not stable; exactly 30%: not significant
      expect(classifyBalancePoints([1000, 1010, 1313])).toEqual(['start', null, null]);
    });

    it('never calls the last point a peak or a valley (one neighbour)', () => {
      expect(classifyBalancePoints([10, 10.5, 11])).toEqual(['start', null, null]);
      expect(classifyBalancePoints([10, 10, 100])).toEqual(['start', 'stable', 'significant_change']);
    });

    it('treats a move away from 0 as significant and 0 to 0 as stable', () => {
      expect(percentChange(0, 5)).toBe(Number.POSITIVE_INFINITY);
      expect(classifyBalancePoints([0, 0, 5])).toEqual(['start', 'stable', 'significant_change']);
    });
  });

  it('reads decimal strings as numbers', () => {
    expect(toNumber('1234.5')).toBe(1234.5);
    expect(toNumber(7)).toBe(7);
  });
});

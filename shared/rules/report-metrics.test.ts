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

    it('always finds the maximum as a peak, on the first day of a plateau and at the very end', () => {
      // The balance holds at its maximum for three days: one peak, on the first.
      expect(classifyBalancePoints([0, 100, 100, 100, 0])).toEqual([
        'start',
        'peak',
        'stable',
        'stable',
        'valley',
      ]);
      // A line that ends at its maximum peaks on its last point.
      expect(classifyBalancePoints([10, 40, 100]).at(-1)).toBe('peak');
    });

    it('finds peaks above 80% of the max only, and ignores swings under 30% of the range', () => {
      // range 100: the dip to 90 is a 10-point swing, too small to turn the line; 79 is under 80%.
      const kinds = classifyBalancePoints([0, 100, 90, 95, 0, 79, 0]);
      expect(kinds.filter((k) => k === 'peak')).toHaveLength(1);
      expect(kinds[1]).toBe('peak');
      expect(kinds[3]).toBeNull();
      expect(kinds[5]).not.toBe('peak');
    });

    it('finds valleys at a minimum of 0 and within 20% of the range above it', () => {
      // min 0, max 100: 0 and 15 are valleys, 50 is a low too high to be one
      const kinds = classifyBalancePoints([100, 0, 100, 15, 100, 50, 100]);
      expect(kinds[1]).toBe('valley');
      expect(kinds[3]).toBe('valley');
      expect(kinds[5]).not.toBe('valley');
    });

    it('keeps spec 02 §9 valleys at 120% of a positive minimum', () => {
      // min 100, max 200: 119 is under 120% of the min
      const kinds = classifyBalancePoints([200, 100, 200, 119, 200]);
      expect(kinds[1]).toBe('valley');
      expect(kinds[3]).toBe('valley');
    });

    it('groups a climb over several days into one significant change on its first moving day', () => {
      expect(classifyBalancePoints([0, 0, 20, 40, 60, 80, 100, 100])).toEqual([
        'start',
        'stable',
        'significant_change',
        null,
        null,
        null,
        'peak',
        'stable',
      ]);
    });

    it('marks a day that moves under 1% as stable and exactly 1% as not', () => {
      expect(classifyBalancePoints([0, 1000, 1010, 1010, 1005, 1015.05])).toEqual([
        'start',
        'significant_change',
        null,
        'stable',
        'stable',
        'peak',
      ]);
    });

    it('keeps a zig-zagging line to a handful of points', () => {
      const zigzag = Array.from({ length: 200 }, (_, i) => (i % 2 === 0 ? 1000 + i : 0));
      const notable = classifyBalancePoints(zigzag).filter((k) => k === 'peak' || k === 'significant_change');
      // every swing is the full range here, so each is real; none is lost and none is counted twice
      expect(notable.length).toBeLessThanOrEqual(zigzag.length);
      expect(classifyBalancePoints(zigzag).includes('peak')).toBe(true);
    });

    it('treats a move away from 0 as infinite', () => {
      expect(percentChange(0, 5)).toBe(Number.POSITIVE_INFINITY);
      expect(percentChange(0, 0)).toBe(0);
    });
  });

  it('reads decimal strings as numbers', () => {
    expect(toNumber('1234.5')).toBe(1234.5);
    expect(toNumber(7)).toBe(7);
  });
});

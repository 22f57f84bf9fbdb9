import {
  abbreviateNumber,
  formatAmount,
  formatCount,
  formatDisplayAmount,
  formatFullAmount,
  parseNumber,
} from './number-format';

describe('parseNumber', () => {
  it('reads numbers and decimal strings (parsed as floats)', () => {
    expect(parseNumber(12.5)).toBe(12.5);
    expect(parseNumber('1234.5678')).toBe(1234.5678);
    expect(parseNumber('12abc')).toBe(12);
  });

  it('is null for non-numeric or non-finite input', () => {
    expect(parseNumber('abc')).toBeNull();
    expect(parseNumber('')).toBeNull();
    expect(parseNumber(Number.NaN)).toBeNull();
    expect(parseNumber(Number.POSITIVE_INFINITY)).toBeNull();
    expect(parseNumber(null)).toBeNull();
    expect(parseNumber(undefined)).toBeNull();
  });
});

describe('abbreviations: abbreviateNumber (spec 02 §9) beside formatCount (spec 01 §9)', () => {
  // abbreviateNumber: T, B, M and K from each threshold, 2 decimals by default, smaller values
  // with those decimals. formatCount: M and K only, one decimal, smaller counts as they are.
  it.each([
    [1e12, '1.00T', '1000000.0M'],
    [999_999_999_999, '1000.00B', '1000000.0M'],
    [1e9, '1.00B', '1000.0M'],
    [2_500_000_000, '2.50B', '2500.0M'],
    [2_345_678, '2.35M', '2.3M'],
    [1_234_567, '1.23M', '1.2M'],
    [1e6, '1.00M', '1.0M'],
    [999_999, '1000.00K', '1000.0K'],
    [1500, '1.50K', '1.5K'],
    [1000, '1.00K', '1.0K'],
    [999, '999.00', '999'],
    [0, '0.00', '0'],
  ])('%d abbreviates to %s, and as a count to %s', (value, abbreviated, count) => {
    expect(abbreviateNumber(value)).toBe(abbreviated);
    expect(formatCount(value)).toBe(count);
  });
});

describe('abbreviateNumber (spec 02 §9)', () => {
  it('shows values under 1000 with the chosen decimals', () => {
    expect(abbreviateNumber(999.999)).toBe('1000.00');
    expect(abbreviateNumber(12.3456, { decimals: 3 })).toBe('12.346');
  });

  it('applies the chosen decimals to abbreviated values', () => {
    expect(abbreviateNumber(1_234_567, { decimals: 0 })).toBe('1M');
    expect(abbreviateNumber(1_234_567, { decimals: 4 })).toBe('1.2346M');
  });

  it('abbreviates by absolute value, keeping the sign', () => {
    expect(abbreviateNumber(-1500)).toBe('-1.50K');
    expect(abbreviateNumber(-2e12)).toBe('-2.00T');
    expect(abbreviateNumber(-999)).toBe('-999.00');
  });

  it('parses strings as floats', () => {
    expect(abbreviateNumber('1500')).toBe('1.50K');
    expect(abbreviateNumber('0.5')).toBe('0.50');
  });

  it('uses en-US grouping with fixed decimals when abbreviation is off', () => {
    expect(abbreviateNumber(1_234_567.891, { abbreviate: false })).toBe('1,234,567.89');
    expect(abbreviateNumber('1000', { abbreviate: false, decimals: 0 })).toBe('1,000');
    expect(abbreviateNumber(5, { abbreviate: false, decimals: 3 })).toBe('5.000');
  });

  it('returns non-numeric input unchanged, as text', () => {
    expect(abbreviateNumber('abc')).toBe('abc');
    expect(abbreviateNumber('')).toBe('');
    expect(abbreviateNumber(null)).toBe('null');
    expect(abbreviateNumber(undefined)).toBe('undefined');
  });
});

describe('formatAmount (spec 02 §9: 2 to 6 decimals)', () => {
  it('shows at least 2 decimals', () => {
    expect(formatAmount(5)).toBe('5.00');
    expect(formatAmount('1234.5')).toBe('1,234.50');
  });

  it('shows at most 6 decimals', () => {
    expect(formatAmount('0.123456')).toBe('0.123456');
    expect(formatAmount('0.1234567')).toBe('0.123457');
  });

  it('uses the locale given', () => {
    expect(formatAmount(1234.5, 'en-US')).toBe('1,234.50');
  });

  it('returns non-numeric input as text', () => {
    expect(formatAmount('n/a')).toBe('n/a');
  });
});

describe('display and full amounts (one format per kind)', () => {
  it('shows exactly 2 decimals with grouping, and <0.01 for a tiny non-zero amount', () => {
    expect(formatDisplayAmount('1234.5', 'en-US')).toBe('1,234.50');
    expect(formatDisplayAmount('859.123456', 'en-US')).toBe('859.12');
    expect(formatDisplayAmount('0.000001', 'en-US')).toBe('<0.01');
    expect(formatDisplayAmount('0', 'en-US')).toBe('0.00');
    expect(formatDisplayAmount('abc', 'en-US')).toBe('abc');
  });

  it('keeps every decimal of a decimal string at full precision', () => {
    expect(formatFullAmount('1234567.123456789012345678', 'en-US')).toBe('1,234,567.123456789012345678');
    expect(formatFullAmount('12.5', 'en-US')).toBe('12.50');
    expect(formatFullAmount('-3.000100', 'en-US')).toBe('-3.0001');
    expect(formatFullAmount(7, 'en-US')).toBe('7.00');
  });
});

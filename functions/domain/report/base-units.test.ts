import {
  belowOneToken,
  formatUnits,
  parsed,
  parsedToBigInt,
  parseTokenAmount,
  parseUnits,
  UnitSum,
} from './base-units';

const sum = (values: string[]): bigint => {
  const s = new UnitSum();
  for (const v of values) {
    parseUnits(v);
    s.addParsed();
  }
  return s.value;
};

describe('parseUnits', () => {
  it.each([
    '0',
    '7',
    '999999999999999',
    '1000000000000000',
    '123456789012345678901234567890',
    '1'.repeat(45),
  ])('round-trips %s exactly', (v) => {
    // Act
    parseUnits(v);
    // Assess
    expect(parsedToBigInt()).toBe(BigInt(v));
  });

  it('takes the slow path above 30 digits', () => {
    parseUnits('1'.repeat(31));
    expect(parsed.isBig).toBe(true);
  });

  it.each(['', '-1', '1.5', '1e6', ' 12', '0x10'])('rejects %j', (v) => {
    expect(() => parseUnits(v)).toThrow();
  });
});

describe('UnitSum', () => {
  it('adds 18-decimal values exactly: 0.1 + 0.2 = 0.3', () => {
    // Prepare
    const tenth = parseTokenAmount('0.1', 18).toString();
    const fifth = parseTokenAmount('0.2', 18).toString();
    // Act
    const total = sum([tenth, fifth]);
    // Assess
    expect(formatUnits(total, 18)).toBe('0.3');
  });

  it('stays exact past 2^53 by spilling into a bigint', () => {
    // Prepare: 100,000 values of 10^15 − 1 and 100 of 10^29 + 1
    const small = Array.from({ length: 100_000 }, () => '999999999999999');
    const large = Array.from({ length: 100 }, () => `1${'0'.repeat(28)}1`);
    // Act
    const total = sum([...small, ...large]);
    // Assess
    expect(total).toBe(100_000n * 999_999_999_999_999n + 100n * (10n ** 29n + 1n));
  });

  it('mixes fast-path and bigint values', () => {
    expect(sum(['5', '1'.repeat(40), '0'])).toBe(5n + BigInt('1'.repeat(40)));
  });
});

describe('formatUnits (the canonical amount text)', () => {
  it.each([
    [0n, 6, '0'],
    [1n, 6, '0.000001'],
    [1_000_000n, 6, '1'],
    [1_234_500_000n, 6, '1234.5'],
    [10n ** 18n, 18, '1'],
    [123n * 10n ** 16n, 18, '1.23'],
    [10n ** 40n + 1n, 18, '10000000000000000000000.000000000000000001'],
    [42n, 0, '42'],
  ])('%s at %i decimals is %s', (value, decimals, text) => {
    expect(formatUnits(value, decimals)).toBe(text);
  });

  it('writes negatives with a sign', () => {
    expect(formatUnits(-1_500_000n, 6)).toBe('-1.5');
  });
});

describe('belowOneToken', () => {
  it.each([
    ['999999', 6, true],
    ['1000000', 6, false],
    ['0', 6, true],
    ['999999999999999999', 18, true],
    ['1000000000000000000', 18, false],
    ['5', 18, true],
  ])('%s at %i decimals: %s', (value, decimals, below) => {
    // Prepare
    const isDust = belowOneToken(decimals);
    // Act
    parseUnits(value);
    // Assess
    expect(isDust()).toBe(below);
  });
});

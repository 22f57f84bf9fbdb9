import { chainColor, chainHex, chartPalette, quotaBand, quotaUsage } from './usage-format';

describe('credit quota bar (spec 01 §9)', () => {
  it('is used / (used + remaining), capped at 100', () => {
    expect(quotaUsage(25, 75).percent).toBe(25);
    expect(quotaUsage(1, 2).percent).toBe(33.3);
    expect(quotaUsage(1, 0).percent).toBe(100);
    expect(quotaUsage(150, -10).percent).toBe(100);
  });

  it('is 0 % when there are no credits at all', () => {
    expect(quotaUsage(0, 0)).toEqual({ percent: 0, band: 'green' });
  });

  it('is red from 90, yellow from 70, green below', () => {
    expect(quotaBand(100)).toBe('red');
    expect(quotaBand(90)).toBe('red');
    expect(quotaBand(89.9)).toBe('yellow');
    expect(quotaBand(70)).toBe('yellow');
    expect(quotaBand(69.9)).toBe('green');
    expect(quotaBand(0)).toBe('green');
    expect(quotaUsage(90, 10).band).toBe('red');
    expect(quotaUsage(70, 30).band).toBe('yellow');
    expect(quotaUsage(69, 31).band).toBe('green');
  });
});

describe('chain colours (spec 01 §9)', () => {
  it('is blue for ethereum, orange for bitcoin, red for tron, grey otherwise', () => {
    expect(chainColor('ethereum')).toBe('blue');
    expect(chainColor('eth')).toBe('blue');
    expect(chainColor('bitcoin')).toBe('orange');
    expect(chainColor('TRON')).toBe('red');
    expect(chainColor('bsc')).toBe('gray');
    expect(chainColor('')).toBe('gray');
  });
});

describe('chart palette (spec 01 §9: 8 colours, the chain colours among them)', () => {
  it('has 8 distinct colours', () => {
    expect(new Set(chartPalette).size).toBe(8);
  });

  it('draws each chain in its colour, bsc grey like every other chain', () => {
    expect(chainHex('ethereum')).toBe('#3182CE');
    expect(chainHex('eth')).toBe(chainHex('ethereum'));
    expect(chainHex('bitcoin')).toBe('#DD6B20');
    expect(chainHex('tron')).toBe('#E53E3E');
    expect(chainHex('bsc')).toBe('#718096');
    expect(chainHex('solana')).toBe(chainHex('bsc'));
  });
});

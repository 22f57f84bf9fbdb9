import { exchangeKey, exchangeMonogram } from './exchange-monogram';

describe('exchange monograms (spec 02 §3 "Exchange logos")', () => {
  it('keys an exchange by its lower-cased name, so spelling variants share one mark', () => {
    expect(exchangeKey('  Binance ')).toBe('binance');
    expect(exchangeMonogram('Binance')).toEqual(exchangeMonogram('binance'));
    expect(exchangeMonogram('BINANCE')?.key).toBe('binance');
  });

  it('takes one letter from one word, two from two, and reads a domain by its name', () => {
    expect(exchangeMonogram('Binance')?.letters).toBe('B');
    expect(exchangeMonogram('huobi global')?.letters).toBe('HG');
    expect(exchangeMonogram('Gate.io')?.letters).toBe('G');
    expect(exchangeMonogram('crypto.com exchange')?.letters).toBe('CC');
  });

  it('gives the default placeholder (null) without a usable name', () => {
    expect(exchangeMonogram(null)).toBeNull();
    expect(exchangeMonogram('   ')).toBeNull();
    expect(exchangeMonogram('...')).toBeNull();
  });

  it('spreads exchanges over more than one colour', () => {
    const names = ['binance', 'okx', 'coinbase', 'kraken', 'bybit', 'kucoin', 'bitfinex', 'htx'];
    expect(new Set(names.map((n) => exchangeMonogram(n)!.palette)).size).toBeGreaterThan(2);
  });
});

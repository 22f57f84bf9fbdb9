import { riskCategories } from '../../../shared/rules/query-rules';
import {
  defiLlamaExchangeName,
  EXCHANGE,
  exchangeLabelNames,
  exchangeNameFromEntryName,
  labelMapping,
} from './label-mapping';

describe('labelMapping', () => {
  it('maps only onto spec 02 §3 risk categories', () => {
    const mapped = [
      labelMapping.ofac.category,
      labelMapping.scamsniffer.category,
      labelMapping['mew-darklist'].category,
      ...Object.values(labelMapping['forta-etherscan']),
      ...Object.values(labelMapping['etherscan-names']),
      ...Object.values(labelMapping['tornado-cash-pools']),
      ...Object.values(labelMapping.etherscamdb),
    ];
    for (const category of mapped) expect(riskCategories).toContain(category);
    expect(Object.values(labelMapping['defillama-cex'])).toEqual([EXCHANGE]);
  });

  it('calls Tornado Cash a mixer, not a sanction (OFAC delisted it in March 2025)', () => {
    expect(labelMapping['tornado-cash-pools'].mixer).toBe('money_laundering');
  });

  it('leaves take-action unmapped (its entries are victims told to revoke approvals)', () => {
    expect(labelMapping['etherscan-names']).not.toHaveProperty('take-action');
  });

  it('normalises exchange slugs to display names', () => {
    expect(exchangeLabelNames.okx).toBe('OKX');
    expect(exchangeLabelNames['gate-io']).toBe('Gate.io');
    expect(exchangeLabelNames['crypto-com']).toBe('Crypto.com');
  });
});

describe('exchangeNameFromEntryName (BscScan generic exchange label)', () => {
  it.each([
    ['Gate.io', 'Gate.io'],
    ['Binance: Hot Wallet 6', 'Binance'],
    ['Binance Hot Wallet 10', 'Binance'],
    ['Kucoin: Hot Wallet 2', 'KuCoin'],
    ['Huobi 1', 'HTX'],
    ['MaskEX 12', 'MaskEX'],
    ['mexc.com 2', 'MEXC'],
    ['Bitmart: Wallet 2', 'BitMart'],
    ['FixedFloat: Hot Wallet', 'FixedFloat'],
  ])('%s → %s', (name, exchange) => {
    expect(exchangeNameFromEntryName(name)).toBe(exchange);
  });

  it('skips token contracts and empty names', () => {
    expect(exchangeNameFromEntryName('Hotbit Token (HTB)')).toBeUndefined();
    expect(exchangeNameFromEntryName('')).toBeUndefined();
  });
});

describe('defiLlamaExchangeName (DefiLlama adapter slugs)', () => {
  it.each([
    ['okex', 'OKX'],
    ['huobi', 'HTX'],
    ['gate-io', 'Gate.io'],
    ['bing-cex', 'BingX'],
    ['woo-cex', 'WOO X'],
    // Not in the table: read from the slug, known spellings kept.
    ['fire', 'Fire'],
    ['new-venue-exchange', 'New Venue'],
    ['mexc-cex', 'MEXC'],
  ])('%s → %s', (slug, name) => {
    expect(defiLlamaExchangeName(slug)).toBe(name);
  });

  it('names nothing for an empty slug', () => {
    expect(defiLlamaExchangeName(' ')).toBeUndefined();
  });
});

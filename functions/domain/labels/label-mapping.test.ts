import { riskCategories } from '../../../shared/rules/query-rules';
import { exchangeLabelNames, exchangeNameFromEntryName, labelMapping } from './label-mapping';

describe('labelMapping', () => {
  it('maps only onto spec 02 §3 risk categories', () => {
    const mapped = [
      labelMapping.ofac.category,
      labelMapping.scamsniffer.category,
      labelMapping['mew-darklist'].category,
      ...Object.values(labelMapping['forta-etherscan']),
      ...Object.values(labelMapping['etherscan-names']),
    ];
    for (const category of mapped) expect(riskCategories).toContain(category);
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
    ['Huobi 1', 'Huobi'],
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

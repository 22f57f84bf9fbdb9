import { isLookalikeOf, lookalikeKey, sharedEnds } from './lookalike-rules';

describe('lookalike rule', () => {
  it('compares the ends after the prefix, EVM hex ignoring case', () => {
    expect(sharedEnds('ethereum', '0xABCDef99', '0xabcd0099')).toEqual({ leading: 4, trailing: 2 });
    expect(sharedEnds('tron', 'TXyz12ab', 'TXyz99ab')).toEqual({ leading: 3, trailing: 2 });
  });

  it('keeps the case of TRON addresses, where it is part of the address', () => {
    expect(sharedEnds('tron', 'TAbcd1111zzzz', 'Tabcd2222zzzz')).toEqual({ leading: 0, trailing: 4 });
  });

  it('calls another address with the same 4 leading and 4 trailing characters a lookalike', () => {
    const target = '0x28c6c06298d514db089934071355e5743bf21d60';
    const lookalike = '0x28c6ffffffffffffffffffffffffffffffff1d60';

    expect(isLookalikeOf('ethereum', lookalike, target)).toBe(true);
    expect(isLookalikeOf('ethereum', target.toUpperCase().replace('0X', '0x'), target)).toBe(false);
    expect(isLookalikeOf('ethereum', '0x28c7ffffffffffffffffffffffffffffffff1d60', target)).toBe(false);
    expect(lookalikeKey('ethereum', lookalike)).toBe(lookalikeKey('ethereum', target));
  });
});

import { maskApiKey } from '../rules/api-key-rules';
import { ADDRESS_SHORTENING, abbreviateKey, shortenAddress, shortenAddressFor } from './address-format';

const tron = 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf';
const evm = '0x28C6c06298d514Db089934071355E5743bf21d60';

describe('address shortening (spec 01 §9, spec 02 §2)', () => {
  it('keeps 6 + 6 by default (the report)', () => {
    expect(shortenAddress(tron)).toBe('TXYZop…VkAeBf');
    expect(shortenAddressFor(tron, 'report')).toBe('TXYZop…VkAeBf');
  });

  it('keeps 6 + 4 on mobile cards, 10 + 6 on desktop cards, 8 + 6 in tables', () => {
    expect(shortenAddressFor(evm, 'mobileCard')).toBe('0x28C6…1d60');
    expect(shortenAddressFor(evm, 'desktopCard')).toBe('0x28C6c062…f21d60');
    expect(shortenAddressFor(evm, 'table')).toBe('0x28C6c0…f21d60');
  });

  it('has the spec lengths', () => {
    expect(ADDRESS_SHORTENING).toEqual({
      mobileCard: { head: 6, tail: 4 },
      desktopCard: { head: 10, tail: 6 },
      table: { head: 8, tail: 6 },
      report: { head: 6, tail: 6 },
    });
  });

  it('returns an address whole when shortening would not make it shorter', () => {
    expect(shortenAddress('abcdefghijklm')).toBe('abcdefghijklm'); // 13 = 6 + 6 + 1
    expect(shortenAddress('abcdefghijklmn')).toBe('abcdef…ijklmn'); // 14
    expect(shortenAddress('')).toBe('');
  });
});

describe('key masks (spec 01 §9)', () => {
  it('lists keys as the first 6, 8 mask characters and the last 4 (shared/rules)', () => {
    expect(maskApiKey('sk_live_abcdefghijklmnop')).toBe('sk_liv********mnop');
  });

  it('shows the first 8 and last 8 joined by dots when longer than 16', () => {
    expect(abbreviateKey('0123456789abcdefg')).toBe('01234567...9abcdefg');
    expect(abbreviateKey('sk_live_abcdefghijklmnop')).toBe('sk_live_...ijklmnop');
  });

  it('shows keys of 16 characters or fewer whole', () => {
    expect(abbreviateKey('0123456789abcdef')).toBe('0123456789abcdef');
    expect(abbreviateKey('short')).toBe('short');
  });
});

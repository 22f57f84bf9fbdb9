import { base58Decode, classifyAddress, isValidTronAddress } from './label-address';

describe('TRON base58check', () => {
  it('accepts real addresses (OFAC list, TronGrid sample)', () => {
    expect(isValidTronAddress('TAYhjpL8pPs8T84FSM329nffQpc6jD8GBM')).toBe(true);
    expect(isValidTronAddress('TM1zzNDZD2DPASbKcgdVoTYhfmYgtfwx9R')).toBe(true);
  });

  it('rejects the TronGrid sample address whose checksum fails (data/README.md)', () => {
    expect(isValidTronAddress('TM1zzNDZD2DPASbKcgdVoTYhfmYgtfwx9D')).toBe(false);
  });

  it('rejects wrong length or alphabet', () => {
    expect(isValidTronAddress('TAYhjpL8pPs8T84FSM329nffQpc6jD8GB')).toBe(false);
    expect(isValidTronAddress('TAYhjpL8pPs8T84FSM329nffQpc6jD8GB0')).toBe(false);
  });

  it('decodes leading ones as zero bytes', () => {
    expect([...base58Decode('11')!]).toEqual([0, 0]);
    expect([...base58Decode('1z')!]).toEqual([0, 57]);
    expect(base58Decode('0')).toBeUndefined();
  });
});

describe('classifyAddress', () => {
  it('decides the family by format and normalises EVM to lower case', () => {
    expect(classifyAddress(' 0x04DBA1194ee10112fE6C3207C0687DEf0e78baCf ')).toEqual({
      family: 'evm',
      address: '0x04dba1194ee10112fe6c3207c0687def0e78bacf',
    });
    expect(classifyAddress('TAYhjpL8pPs8T84FSM329nffQpc6jD8GBM')).toEqual({
      family: 'tron',
      address: 'TAYhjpL8pPs8T84FSM329nffQpc6jD8GBM',
    });
  });

  it('sets apart bad TRON checksums from other chains', () => {
    expect(classifyAddress('TM1zzNDZD2DPASbKcgdVoTYhfmYgtfwx9D').family).toBe('invalid_tron');
    expect(classifyAddress('bnb136ns6lfw4zs5hg4n85vdthaad7hq5m4gtkgf23').family).toBe('other');
    expect(classifyAddress('16iWn2J1McqjToYLHSsAyS6En3QA8YQ91H').family).toBe('other');
    expect(classifyAddress('0x9cdfc5b0aca4527a0916412e9dbd6ad85556a49').family).toBe('other');
  });
});

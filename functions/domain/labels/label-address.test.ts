import { classifyAddress } from './label-address';

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

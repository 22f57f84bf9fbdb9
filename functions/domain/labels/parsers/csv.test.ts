import { parseCsv, parseCsvRecords } from './csv';

describe('parseCsv', () => {
  it('reads quoted fields with commas and doubled quotes, CRLF and a missing final newline', () => {
    const text = 'a,b,c\r\n0x1,"Amazon.com, Inc. (AMZN)",x\n0x2,"say ""hi""",\n\n0x3,,z';
    expect(parseCsv(text)).toEqual([
      ['a', 'b', 'c'],
      ['0x1', 'Amazon.com, Inc. (AMZN)', 'x'],
      ['0x2', 'say "hi"', ''],
      ['0x3', '', 'z'],
    ]);
  });

  it('keys records by the header', () => {
    expect(parseCsvRecords('address,tag\n0xab,Fake_Phishing1\n')).toEqual([
      { address: '0xab', tag: 'Fake_Phishing1' },
    ]);
  });
});

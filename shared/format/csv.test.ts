import { csvCell, csvDocument } from './csv';

describe('CSV fields (RFC 4180)', () => {
  it('writes nothing for a missing value and numbers as they are', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell('-5.5')).toBe('-5.5');
  });

  it('quotes a field with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('never hands a spreadsheet a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-1+cmd')).toBe("'-1+cmd");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('a=b')).toBe('a=b');
  });

  it.each([
    ["-1+cmd|' /C calc'!A0", `'-1+cmd|' /C calc'!A0`],
    ['-2-cmd', "'-2-cmd"],
    ['\r=1', `"'\r=1"`],
    ['\n=1', `"'\n=1"`],
    ['\0=1', "'\0=1"],
    ['  =HYPERLINK("x")', `"'  =HYPERLINK(""x"")"`],
    ['\u3000@SUM(A1)', "'\u3000@SUM(A1)"],
    ['＝1+1', "'＝1+1"],
    ['＋1', "'＋1"],
    ['－1', "'－1"],
    ['＠SUM(A1)', "'＠SUM(A1)"],
  ])('neutralises %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('leaves numbers and ordinary text alone', () => {
    expect(csvCell('-3')).toBe('-3');
    expect(csvCell('-5.5')).toBe('-5.5');
    expect(csvCell(-7)).toBe('-7');
    expect(csvCell('Binance 14')).toBe('Binance 14');
    expect(csvCell('  padded')).toBe('  padded');
  });
});

describe('CSV files', () => {
  it('puts the header first and ends every line with CRLF', () => {
    expect(
      csvDocument(
        ['id', 'note'],
        [
          [1, 'ok'],
          [2, null],
        ],
      ),
    ).toBe('id,note\r\n1,ok\r\n2,\r\n');
  });
});

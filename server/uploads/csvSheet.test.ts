import { decodeCsv, detectDelimiter, parseCsv, readCsvSheet } from './csvSheet.js';

const utf16 = (text: string, bigEndian: boolean) => {
  const le = Buffer.from(text, 'utf16le');
  if (bigEndian) le.swap16();
  return Buffer.concat([Buffer.from(bigEndian ? [0xfe, 0xff] : [0xff, 0xfe]), le]);
};

describe('decodeCsv: the encoding of a .csv', () => {
  const text = 'Student Name\nZoë Müller';
  it.each([
    ['UTF-8 without a BOM', Buffer.from(text, 'utf8'), 'utf-8'],
    ['UTF-8 with a BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]), 'utf-8'],
    ['UTF-16 LE by its BOM', utf16(text, false), 'utf-16le'],
    ['UTF-16 BE by its BOM', utf16(text, true), 'utf-16be'],
    ['Windows-1252 when not valid UTF-8', Buffer.from(text, 'latin1'), 'windows-1252'],
  ])('%s', (_name, bytes, encoding) => {
    expect(decodeCsv(bytes)).toEqual({ text, encoding });
  });

  it('reads Windows-1252 characters that Latin-1 lacks', () => {
    expect(decodeCsv(Buffer.from([0x80, 0x20, 0x93, 0x61, 0x94])).text).toBe('€ “a”');
  });
});

describe('detectDelimiter and parseCsv', () => {
  it('finds the delimiter of the header line, outside quotes', () => {
    expect(detectDelimiter('a,b,c\n1;2;3;4;5')).toBe(',');
    expect(detectDelimiter('"a,b";c;d\n')).toBe(';');
    expect(detectDelimiter('\n\na\tb\tc')).toBe('\t');
    expect(detectDelimiter('one column')).toBe(',');
  });

  it('keeps quoted delimiters, line breaks and doubled quotes, and every line ending', () => {
    const { rows } = parseCsv('a;"b;c"\r\n"say ""hi""";"two\nlines"\r3;\n', ';', 10);
    expect(rows).toEqual([['a', 'b;c'], ['say "hi"', 'two\nlines'], ['3', '']]);
  });

  it('counts the data rows below the limit instead of dropping them', () => {
    const { rows, beyond } = parseCsv('h\n1\n2\n\n3\n', ',', 2);
    expect(rows).toEqual([['h'], ['1']]);
    expect(beyond).toEqual({ rows: 2, lastRow: 5 });
  });

  it('gives the cells as text in the dense layout, leading zeros kept', () => {
    const sheet = readCsvSheet(Buffer.from('Enrollment No.,Mobile\n0012345,'), 10);
    expect((sheet.ws as unknown as { '!data': unknown[] })['!data']).toEqual([[{ t: 's', v: 'Enrollment No.' }, { t: 's', v: 'Mobile' }], [{ t: 's', v: '0012345' }, undefined]]);
  });
});

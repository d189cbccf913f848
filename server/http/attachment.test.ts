import { describe, expect, it } from 'vitest';
import { contentDisposition, contentTypeOf, XLSX_TYPE } from './attachment';

const parts = (header: string) => {
  const plain = /filename="([^"]*)"/.exec(header)?.[1];
  const extended = /filename\*=UTF-8''([^;]+)$/.exec(header)?.[1];
  return { plain, extended };
};

describe('download headers', () => {
  it('names a plain file the same in both forms', () => {
    const { plain, extended } = parts(contentDisposition('Student_Batch_Details.xlsx'));
    expect(plain).toBe('Student_Batch_Details.xlsx');
    expect(extended).toBe('Student_Batch_Details.xlsx');
  });

  it('keeps a name with letters outside ASCII, quotes and backslashes whole in filename*, and safe in filename', () => {
    const name = 'परीक्षा "JEE" \\ (मुख्य)*\'.xlsx';
    const header = contentDisposition(name);
    const { plain, extended } = parts(header);
    expect(plain).toMatch(/^[\x20-\x7e]+$/);
    expect(plain).not.toMatch(/["\\]/);
    expect(plain!.endsWith('.xlsx')).toBe(true);
    // RFC 8187 value-chars only: no quote, parenthesis or star left unescaped.
    expect(extended).toMatch(/^[A-Za-z0-9!#$&+\-.^_`|~%]+$/);
    expect(decodeURIComponent(extended!)).toBe(name);
    expect(header).not.toMatch(/[\r\n]/);
  });

  it('answers the content type by extension, a workbook otherwise', () => {
    expect(contentTypeOf('a.CSV')).toBe('text/csv');
    expect(contentTypeOf('a.xls')).toBe('application/vnd.ms-excel');
    expect(contentTypeOf('a.ods')).toBe('application/vnd.oasis.opendocument.spreadsheet');
    expect(contentTypeOf('a.xlsx')).toBe(XLSX_TYPE);
    expect(contentTypeOf('no-extension')).toBe(XLSX_TYPE);
  });
});

import { fileNameFromDisposition, readJsonBody } from './responses';

describe('fileNameFromDisposition', () => {
  it.each([
    [null, undefined],
    ['attachment', undefined],
    ['attachment; filename="PTMStudentDetails.xlsx"', 'PTMStudentDetails.xlsx'],
    ['attachment; filename=Batch_Details.xlsx', 'Batch_Details.xlsx'],
    ['attachment; filename="a\\"b.xlsx"', 'a"b.xlsx'],
    ["attachment; filename=\"fallback.xlsx\"; filename*=UTF-8''R%C3%A9sultat.xlsx", 'Résultat.xlsx'],
    ["attachment; filename*=UTF-8''bad%E0.xlsx; filename=\"ok.xlsx\"", 'ok.xlsx'],
  ])('%s → %s', (header, name) => {
    expect(fileNameFromDisposition(header)).toBe(name);
  });
});

describe('readJsonBody', () => {
  it.each([
    ['{"code":200}', { code: 200 }],
    ['', undefined],
    ['<html>Bad gateway</html>', undefined],
  ])('%s', async (text, body) => {
    expect(await readJsonBody(new Response(text))).toEqual(body);
  });
});

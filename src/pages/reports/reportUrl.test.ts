import { describe, expect, it } from 'vitest';
import { reportByKey } from '../../../schemas/reports/operations';
import { rangeProblem, readParams, requestQuery, searchOf, withCentres, writeParams, type ReportParams } from './reportUrl';

const tta = reportByKey('time-table-and-attendance-report')!;
const hours = reportByKey('teaching-hours-report')!;
const TODAY = '2026-03-28';
const p = (s: string) => new URLSearchParams(s);
const params = (over: Partial<ReportParams> = {}): ReportParams => ({ centre: [], batch: [], from: '2026-03-01', to: '2026-03-28', ...over });

describe('a report link read as parameters (console-spec §2, §8)', () => {
  it.each([
    ['no query: the last four weeks', tta, '', params(), []],
    ['centres, batches and dates', tta, 'centre=1,2&batch=7&from=2026-01-05&to=2026-02-01',
      params({ centre: ['1', '2'], batch: ['7'], from: '2026-01-05', to: '2026-02-01' }), []],
    ['repeated ids once', tta, 'centre=3,3,4', params({ centre: ['3', '4'] }), []],
    ['a bad id list is dropped', tta, 'centre=1,x', params(), ['centre']],
    ['an impossible date is dropped, its default kept', tta, 'from=2026-02-30', params(), ['from']],
    ['a date in another format is dropped', tta, 'to=28/03/2026', params(), ['to']],
    ['batch is not a parameter of teaching hours', hours, 'centre=5&batch=7', params({ centre: ['5'] }), ['batch']],
    ['unknown keys are named', tta, 'page=2&centre=1', params({ centre: ['1'] }), ['page']],
    ['a reversed range is kept, to be shown', tta, 'from=2026-03-20&to=2026-03-02', params({ from: '2026-03-20', to: '2026-03-02' }), []],
  ])('%s', (_what, report, search, expected, dropped) => {
    expect(readParams(report, p(search), TODAY)).toEqual({ params: expected, dropped });
  });
});

describe('parameters written to the URL and the query', () => {
  it.each([
    ['dates always, empty lists never', tta, params(), 'from=2026-03-01&to=2026-03-28'],
    ['lists as comma lists', tta, params({ centre: ['1', '2'], batch: ['9'] }), 'centre=1%2C2&batch=9&from=2026-03-01&to=2026-03-28'],
    ["only the report's own parameters", hours, params({ centre: ['1'], batch: ['9'] }), 'centre=1&from=2026-03-01&to=2026-03-28'],
  ])('%s', (_what, report, given, search) => {
    expect(writeParams(report, given).toString()).toBe(search);
  });

  it('keeps commas readable in the link', () => {
    expect(searchOf(tta, params({ centre: ['1', '2'] }))).toBe('centre=1,2&from=2026-03-01&to=2026-03-28');
  });

  it('reads back what it writes', () => {
    const given = params({ centre: ['4', '1'], batch: ['12'], from: '2026-02-02', to: '2026-02-02' });
    expect(readParams(tta, writeParams(tta, given), TODAY)).toEqual({ params: given, dropped: [] });
  });

  it.each([
    ['a forward range is asked', params(), { from: '2026-03-01', to: '2026-03-28' }],
    ['one day is a range', params({ from: '2026-03-05', to: '2026-03-05' }), { from: '2026-03-05', to: '2026-03-05' }],
    ['a reversed range is never sent', params({ from: '2026-03-29', to: '2026-03-28' }), undefined],
    ['ids the server would refuse are never sent', params({ centre: ['1e3'] }), undefined],
  ])('%s', (_what, given, query) => {
    expect(requestQuery(tta, given)).toEqual(query);
  });

  it('says what is wrong with a reversed range', () => {
    expect(rangeProblem(tta, params({ from: '2026-03-29' }))).toMatch(/before the start date/);
    expect(rangeProblem(tta, params())).toBeUndefined();
  });

  it('new centres drop the chosen batches', () => {
    expect(withCentres(params({ centre: ['1'], batch: ['7'] }), ['2'])).toEqual(params({ centre: ['2'] }));
  });
});

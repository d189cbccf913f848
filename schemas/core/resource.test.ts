import { batches } from '../batches';
import { faculty } from '../faculty';
import { courseProgramMappings } from '../course-program-mappings';
import { crpStudents, dohaBahrainStudents, ncrpStudents } from '../students';
import { testAccounts } from '../test-accounts';
import { date, name, select, text } from './fields';
import { listQuerySchema } from './query';
import { defineResource, type ResourceInput } from './resource';

const fields = {
  title: text({ label: 'Title', maxLength: 100 }),
  owner: name({ label: 'Owner' }),
  priority: select({ label: 'Priority', options: ['high', 'low'] }),
  raisedOn: date({ label: 'Raised On' }),
};

/** A list-first resource (an alert list): the core alone, no uploads, status change, contacts or export. */
function alerts(list: Partial<ResourceInput<typeof fields>['list']> = {}) {
  return defineResource({
    kind: 'alerts',
    label: 'Alerts',
    noun: 'Alert',
    menuLabel: 'Alerts',
    access: { list: 'Alerts' },
    api: { list: 'auth/alerts' },
    table: { name: 'alerts' },
    fields,
    list: { sortKeys: ['raisedOn'], defaultSort: { field: 'raisedOn', order: 'desc' }, pageSize: 20, dateRanges: ['raisedOn'], ...list },
  });
}

describe('defineResource: a resource with only the core', () => {
  const schema = alerts();

  it('yields the list settings: page size, paging limits, columns, sort, no tabs, no search', () => {
    expect(schema.list).toMatchObject({ pageSize: 20, maxPageSize: 100, maxPageTabs: 5, columns: ['title', 'owner', 'priority', 'raisedOn'] });
    expect(schema.list.defaultSort).toEqual({ field: 'raisedOn', order: 'desc' });
    expect(schema.list.statusTabs).toEqual([]);
    expect(schema.list.search.fields).toEqual([]);
    expect(schema.list.filters.map((f) => f.key)).toEqual([]);
    expect(schema.list.dateRanges).toEqual([{ key: 'raisedOn', field: 'raisedOn', label: 'Raised On', fromKey: 'raisedOnFrom', toKey: 'raisedOnTo' }]);
  });

  it('a date range may name its query keys and label (the alert list: startDate / endDate)', () => {
    const named = alerts({ dateRanges: [{ field: 'raisedOn', fromKey: 'startDate', toKey: 'endDate', label: 'Date' }] });
    expect(named.list.dateRanges).toEqual([{ key: 'raisedOn', field: 'raisedOn', label: 'Date', fromKey: 'startDate', toKey: 'endDate' }]);
    expect(named.fields.find((f) => f.key === 'raisedOn')?.filterable).toBe(true);
    expect(listQuerySchema(named).parse({ startDate: '2026-01-01' }).ranges).toEqual({ raisedOn: { from: '2026-01-01' } });
  });

  it('has none of the capability blocks and is frozen', () => {
    for (const block of ['uploads', 'statusChange', 'contacts', 'export', 'rowActions'] as const) expect(schema[block]).toBeUndefined();
    expect(Object.isFrozen(schema.list)).toBe(true);
  });

  it('its list query uses its page size and refuses search, which it does not have', () => {
    const q = listQuerySchema(schema);
    expect(q.parse({})).toEqual({ page: 1, limit: 20, sortBy: 'raisedOn', sortOrder: 'desc', filters: {} });
    expect(q.safeParse({ search: 'abc' }).success).toBe(false);
  });

  it.each([
    ['a page size over 100', { pageSize: 500 }, /page size 500 is not between 1 and 100/],
    ['a date range on a text field', { dateRanges: ['title'] as const }, /date range "title" is on a text field, not a date/],
    ['a default sort that is not a sort key', { defaultSort: { field: 'title', order: 'asc' } as const }, /default sort is not a sort key/],
    ['a date range whose two keys are the same', { dateRanges: [{ field: 'raisedOn', fromKey: 'on', toKey: 'on' }] } as const, /needs two distinct camelCase query keys/],
    ['a date range key the list query owns', { dateRanges: [{ field: 'raisedOn', fromKey: 'page', toKey: 'until' }] } as const, /date range key "page" is taken/],
    ['a filter depending on an undeclared one', { filters: { batch: { field: 'owner', dependsOn: 'centre' } } } as const, /filter batch depends on "centre"/],
  ])('refuses %s', (_name, list, message) => {
    expect(() => alerts(list as Partial<ResourceInput<typeof fields>['list']>)).toThrow(message);
  });
});

describe('listQuerySchema: date ranges', () => {
  const q = listQuerySchema(batches);
  const defaults = { page: 1, limit: 100, sortBy: 'batchCode', sortOrder: 'asc', filters: {} };

  it.each([
    ['from and to', { startDateFrom: '2026-01-01', startDateTo: '2026-12-31' }, { from: '2026-01-01', to: '2026-12-31' }],
    ['the same day', { startDateFrom: '2026-04-01', startDateTo: '2026-04-01' }, { from: '2026-04-01', to: '2026-04-01' }],
    ['from only', { startDateFrom: '2026-04-01' }, { from: '2026-04-01' }],
    ['to only', { startDateTo: '2026-04-01' }, { to: '2026-04-01' }],
  ])('accepts %s', (_name, input, range) => {
    expect(q.parse(input)).toEqual({ ...defaults, ranges: { startDate: range } });
  });

  it('leaves ranges out when none is asked (blank values too)', () => {
    expect(q.parse({ startDateFrom: ' ' })).toEqual(defaults);
  });

  it.each([
    ['not a date', { startDateFrom: 'yesterday' }, 'startDateFrom must be a date as yyyy-MM-dd'],
    ['a day that does not exist', { startDateTo: '2026-02-30' }, 'startDateTo must be a date as yyyy-MM-dd'],
    ['another format', { startDateFrom: '01/04/2026' }, 'startDateFrom must be a date as yyyy-MM-dd'],
    ['from after to', { startDateFrom: '2026-05-01', startDateTo: '2026-04-01' }, 'startDateTo must be on or after startDateFrom'],
    ['a range the list does not declare', { endDateFrom: '2026-05-01' }, 'endDateFrom'],
  ])('rejects %s, naming it', (_name, input, message) => {
    const res = q.safeParse(input);
    expect(res.success).toBe(false);
    expect(JSON.stringify(res.error?.issues)).toContain(message);
  });
});

describe('dependent filters and centre kinds, as declared', () => {
  const filter = (schema: typeof crpStudents, key: string) => schema.list.filters.find((f) => f.key === key)!;

  it('the batch filter depends on the centre filter (students, test accounts, faculty)', () => {
    for (const schema of [crpStudents, testAccounts, faculty]) expect(filter(schema, 'batch').dependsOn).toBe('centre');
    for (const schema of [crpStudents, faculty]) expect(filter(schema, 'centre').dependsOn).toBeUndefined();
  });

  it("each student programme's centre filter offers only its kind's centres; others offer every centre", () => {
    expect(filter(crpStudents, 'centre').source).toEqual({ type: 'ref', target: 'centre', centreKinds: ['regular'] });
    expect(filter(ncrpStudents, 'centre').source).toEqual({ type: 'ref', target: 'centre', centreKinds: ['NCRP'] });
    expect(filter(dohaBahrainStudents, 'centre').source).toEqual({ type: 'ref', target: 'centre', centreKinds: ['Doha', 'Bahrain'] });
    for (const schema of [testAccounts, faculty, batches]) expect(filter(schema, 'centre').source).toEqual({ type: 'ref', target: 'centre' });
  });

  it('entities carry their paths and settings in capability blocks only; the core api keeps the list path', () => {
    expect(crpStudents.api).toEqual({ list: 'auth/v4/glorifire-entities/crp' });
    for (const flat of ['operations', 'reasons', 'preview', 'downloadName']) expect(crpStudents).not.toHaveProperty(flat);
    expect(crpStudents.statusChange.api).toBe('auth/v4/glorifire-entities/students');
    expect(crpStudents.statusChange.reasons.deactivate.at(-1)).toBe('Other');
    expect(crpStudents.export).toEqual({ api: 'auth/v4/glorifire-entities/crp/export', downloadName: 'Student_Batch_Details' });
    expect(crpStudents.uploads.downloadName).toBe('Student_Batch_Details');
    expect(crpStudents.contacts).toEqual({ api: 'auth/v4/glorifire-entities/students/contact-details' });
    expect(batches.contacts).toBeUndefined();
    expect(courseProgramMappings.rowActions).toEqual({ classUpdate: { api: 'auth/v4/glorifire-entities/course-program-mapping/update' } });
    expect(crpStudents.rowActions).toEqual({ batchSummary: true });
  });
});

describe('open filter keys: any field can be a filter', () => {
  it('takes the label and placeholder from the field, or from the declaration where the field’s label does not fit', () => {
    const schema = alerts({ filters: { priority: 'priority', owners: { field: 'owner', label: 'Raised By', placeholder: 'Anyone' } } });
    expect(schema.list.filters).toEqual([
      { key: 'priority', field: 'priority', label: 'Priority', placeholder: 'All Priorities', badgeLimit: 2, source: { type: 'fixed', options: ['high', 'low'] } },
      { key: 'owners', field: 'owner', label: 'Raised By', placeholder: 'Anyone', badgeLimit: 2, source: { type: 'fixed', options: [] } },
    ]);
    expect(listQuerySchema(schema).parse({ priority: 'high,low' }).filters).toEqual({ priority: ['high', 'low'] });
  });

  it('keeps the spec’s words for the existing filters', () => {
    const words = (s: typeof faculty) => s.list.filters.map((f) => [f.key, f.label, f.placeholder, f.badgeLimit]);
    expect(words(faculty)).toEqual([
      ['centre', 'Centre', 'All Centres', 1], ['role', 'Role', 'All Roles', 2], ['subject', 'Subject', 'All Subjects', 2],
      ['batch', 'Batch', 'All Batches', 1], ['status', 'Status', 'All Statuses', 1],
    ]);
    expect(words(crpStudents).find((w) => w[0] === 'class')).toEqual(['class', 'Class', 'All Classes', 2]);
  });
});

import { STAFF_STATUS_TABS } from './constants';
import { defineEntity, type EntityInput } from './entity';
import { code, email, name, ref, status } from './fields';

const fields = {
  employeeCode: code({ label: 'Employee Code' }),
  name: name({ label: 'Name' }),
  centre: ref('centre', { label: 'Centre' }),
  emailId: email({ label: 'Email', listed: false }),
  status: status({ label: 'Status', options: ['active', 'deactivated', 'completed'] }),
};

function input(overrides: Partial<EntityInput<typeof fields>> = {}): EntityInput<typeof fields> {
  return {
    kind: 'non-faculty',
    label: 'Staff',
    noun: 'Staff',
    menuLabel: 'Non Faculty Accounts',
    access: { list: 'Non Faculty Accounts' },
    api: { list: 'l', export: 'e', status: 's' },
    table: { name: 'teachers' },
    fields,
    list: {
      sortKeys: ['employeeCode', 'name'],
      defaultSort: { field: 'name', order: 'asc' },
      search: { placeholder: 'Search', fields: ['employeeCode', 'name'] },
      statusTabs: STAFF_STATUS_TABS,
      filters: { centre: 'centre' },
    },
    reasons: { deactivate: ['Resigned', 'Other'], reactivate: ['Rejoined', 'Other'] },
    downloadName: 'X',
    preview: { loaderText: 'Loading', columns: [] },
    operations: [{ key: 'create', label: 'create', tab: 'UPLOAD', path: 'p', columns: [{ key: 'employeeCode', required: true }] }],
    ...overrides,
  };
}

describe('defineEntity', () => {
  const schema = defineEntity(input());
  const field = (key: string) => schema.fields.find((f) => f.key === key)!;

  it.each([
    ['employeeCode', { column: 'employee_code', sortable: true, searchable: 'prefix', filterable: false, listed: true, masked: false }],
    ['name', { column: 'name', sortable: true, searchable: 'substring', filterable: false }],
    ['centre', { column: 'centre_id', sortable: false, searchable: false, filterable: true }],
    ['emailId', { column: 'email_id', listed: false, masked: true, maskFlag: 'emailMasked' }],
    ['status', { filterable: true }],
  ])('resolves the flags of %s', (key, expected) => {
    expect(field(key)).toMatchObject(expected);
  });

  it('derives list columns, limits, search modes and filters', () => {
    expect(schema.list).toMatchObject({
      columns: ['employeeCode', 'name', 'centre', 'status'],
      pageSize: 100,
      maxPageSize: 100,
      maxPageTabs: 5,
      dropdownBadgeLimit: 2,
      search: { minLength: 3, fields: [{ key: 'employeeCode', mode: 'prefix' }, { key: 'name', mode: 'substring' }] },
    });
    expect(schema.list.filters.map((f) => [f.key, f.placeholder, f.badgeLimit, f.source])).toEqual([
      ['centre', 'All Centres', 1, { type: 'ref', target: 'centre' }],
      ['status', 'All Statuses', 1, { type: 'fixed', options: ['active', 'deactivated', 'completed'] }],
    ]);
  });

  it('applies list-wide field defaults', () => {
    const hidden = defineEntity(input({ fieldDefaults: { listed: false } }));
    expect(hidden.list.columns).toEqual([]);
  });

  it('freezes the schema', () => {
    expect(Object.isFrozen(schema.list.sortKeys)).toBe(true);
    expect(() => (schema.list.sortKeys as string[]).push('emailId')).toThrow();
  });

  it.each([
    ['a reason list not ending with Other', { reasons: { deactivate: ['Other', 'Resigned'], reactivate: ['Other'] } }, "the deactivate reasons do not end with 'Other'"],
    ['an empty reason list', { reasons: { deactivate: [], reactivate: ['Other'] } }, "the deactivate reasons do not end with 'Other'"],
    ['a sort key that is no field', { list: { ...input().list, sortKeys: ['nope' as 'name'] } }, 'sort key "nope" is not a field'],
    ['a default sort outside the sort keys', { list: { ...input().list, defaultSort: { field: 'centre', order: 'asc' } } }, 'the default sort is not a sort key'],
    ['an upload column naming no field', { operations: [{ key: 'create', label: 'c', tab: 'UPLOAD', path: 'p', columns: [{ key: 'ghost' as 'name', required: true }] }] }, 'Upload column "ghost" names no field'],
    ['a repeated header', { operations: [{ key: 'create', label: 'c', tab: 'UPLOAD', path: 'p', columns: [{ key: 'name', required: true }, { key: 'employeeCode', header: ' NAME' }] }] }, 'the create sheet repeats a header'],
    ['a sheet without required columns', { operations: [{ key: 'create', label: 'c', tab: 'UPLOAD', path: 'p', columns: [{ key: 'name' }] }] }, 'the create sheet has no required column'],
    ['likely duplicates naming no field', { likelyDuplicates: { same: ['name'], anyOf: ['ghost' as 'emailId'] } }, 'likely duplicate field "ghost" is not a field'],
    ['likely duplicates without an anyOf field', { likelyDuplicates: { same: ['name'], anyOf: [] } }, 'likely duplicates need a same field and an anyOf field'],
    ['a unique key outside the sheet', { operations: [{ key: 'create', label: 'c', tab: 'UPLOAD', path: 'p', columns: [{ key: 'name', required: true }], unique: ['employeeCode'] }] }, 'unique key "employeeCode" is not a create column'],
  ] as const)('refuses %s', (_name, overrides, message) => {
    expect(() => defineEntity(input(overrides as Partial<EntityInput<typeof fields>>))).toThrow(message);
  });

  it('refuses a ref whose sameAs names no other field', () => {
    const bad = { ...fields, centre: ref('centre', { label: 'Centre', sameAs: 'ghost' }) };
    expect(() => defineEntity({ ...input(), fields: bad } as never)).toThrow('field "centre": sameAs "ghost" is not another field of a ref');
  });

  it('keeps declared likely duplicates, and refuses them on an entity without a centre', () => {
    expect(defineEntity(input({ likelyDuplicates: { same: ['name'], anyOf: ['emailId'] } })).likelyDuplicates).toEqual({ same: ['name'], anyOf: ['emailId'] });
    const { centre: _centre, ...noCentre } = fields;
    expect(() => defineEntity({ ...input(), fields: noCentre, list: { ...input().list, filters: {} }, likelyDuplicates: { same: ['name'], anyOf: ['emailId'] } } as never))
      .toThrow('likely duplicates need a centre field');
  });

  it('refuses keys that are not camelCase', () => {
    const bad = { ...fields, Bad_Key: name({ label: 'Bad' }) };
    expect(() => defineEntity({ ...input(), fields: bad } as never)).toThrow('field key "Bad_Key" is not camelCase');
  });
});

describe('required and unique are written once, on the field or the entity', () => {
  it('lets upload operations inherit them unless they say otherwise', async () => {
    const { batches } = await import('../batches');
    const { courseProgramMappings } = await import('../course-program-mappings');
    const create = batches.uploads.operations[0];
    expect(batches.unique).toEqual(['centre', 'batchCode']);
    expect(create.unique).toEqual(['centre', 'batchCode']);
    expect(create.columns.every((c) => c.required)).toBe(true);
    const mapping = courseProgramMappings.uploads.operations[0];
    expect(courseProgramMappings.unique).toEqual(['sku']);
    expect(mapping.unique).toEqual(['sku']);
    expect(mapping.columns.map((c) => [c.key, c.required])).toEqual([['class', true], ['programName', true], ['sku', true], ['description', false]]);
  });
});

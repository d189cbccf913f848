// The registry against entities-spec §2-§9: every constant a user sees, word for word.
import { listSlot } from './access';
import { API_PREFIX, entities, entityKinds, getEntity, isEntityKind, nextClass } from './index';

const STUDENTS = ['crp', 'ncrp', 'doha-bahrain', 'crp-test'] as const;
const STUDENT_PREVIEW = ['S.No', 'Enrollment No.', 'Student Name', 'Current Centre', 'Current Batch', 'Class', 'New Centre', 'New Batch'];

describe('registry', () => {
  it('holds every endpoint key of §3', () => {
    // The spec's keys are among the kinds; the registry may hold more (an entity added by its schema alone).
    expect(entityKinds).toEqual(expect.arrayContaining(['batch', 'course-program', 'crp', 'crp-test', 'doha-bahrain', 'ncrp', 'non-faculty', 'teacher']));
    for (const kind of entityKinds) expect(getEntity(kind)?.kind).toBe(kind);
  });

  it.each(['__proto__', 'constructor', 'toString', 'students', ''])('knows no kind %j', (kind) => {
    expect(getEntity(kind)).toBeUndefined();
    expect(isEntityKind(kind)).toBe(false);
  });
});

describe.each(entityKinds)('%s', (kind) => {
  const e = entities[kind];

  it('has reason lists ending with Other', () => {
    expect(e.statusChange.reasons.deactivate.at(-1)).toBe('Other');
    expect(e.statusChange.reasons.reactivate.at(-1)).toBe('Other');
    expect(e.statusChange.reasons.deactivate.length).toBeGreaterThan(2);
  });

  it('pages by 100, searches from 3 characters, sorts only by its sort keys', () => {
    expect(e.list).toMatchObject({ pageSize: 100, maxPageSize: 100, maxPageTabs: 5 });
    expect(e.list.search.minLength).toBe(3);
    expect(e.list.sortKeys).toContain(e.list.defaultSort.field);
    for (const f of e.fields) expect(f.sortable).toBe(e.list.sortKeys.includes(f.key));
  });

  it('keeps its API paths under the prefix', () => {
    for (const path of [e.api.list, e.export.api, e.statusChange.api, ...e.uploads.operations.map((o) => o.path)]) {
      expect(path.startsWith(`${API_PREFIX}/`)).toBe(true);
    }
  });

  it('masks exactly email and mobile', () => {
    expect(e.fields.filter((f) => f.masked).map((f) => f.kind).sort()).toEqual(
      e.fields.some((f) => f.kind === 'email') ? ['email', 'mobile'] : [],
    );
  });
});

describe('spec constants', () => {
  it.each([
    ...STUDENTS.map((k) => [k, 'Search by Enrolment No. / Student Name', 'Student_Batch_Details', 'Generating Students Preview'] as const),
    ['teacher', 'Search by Emp. Code / Faculty Name', 'Faculty_Batch_Details', 'Generating Faculties Preview'],
    ['non-faculty', 'Search by Emp. Code / Faculty Name', 'Non_Faculty_Account_Details', 'Generating Faculties Preview'],
    ['batch', 'Search by Batch Name', 'Batch_Details', 'Generating Batches Preview'],
    ['course-program', 'Search by Program Name / SKU Code', 'Course_Program_Mapping_Details', 'Generating Courses Preview'],
  ] as const)('%s: placeholder, download name and loader', (kind, placeholder, download, loader) => {
    const e = entities[kind];
    expect(e.list.search.placeholder).toBe(placeholder);
    expect(e.uploads.downloadName).toBe(download);
    expect(e.uploads.preview.loaderText).toBe(loader);
  });

  it.each([
    ...STUDENTS.map((k) => [k, ['Active', 'Unassociated', 'Deactivated', 'Completed']] as const),
    ...(['teacher', 'non-faculty', 'batch', 'course-program'] as const).map((k) => [k, ['Active', 'Deactivated', 'Completed']] as const),
  ])('%s status tabs', (kind, labels) => {
    const tabs = entities[kind].list.statusTabs;
    expect(tabs.map((t) => t.label)).toEqual(labels);
    expect(tabs.map((t) => t.key)).toEqual(labels.map((l) => l.toLowerCase()));
  });

  it.each([
    ['crp', ['enrolmentNo', 'name']],
    ['teacher', ['employeeCode', 'name']],
    ['non-faculty', ['centre', 'role', 'status']],
    ['batch', ['batchCode']],
    ['course-program', ['programName', 'sku']],
  ] as const)('%s sort keys', (kind, keys) => {
    expect(entities[kind].list.sortKeys).toEqual(keys);
  });

  it.each([
    ['crp', 1, { centre: 1, batch: 1, class: 2, status: 1 }],
    ['teacher', 2, { centre: 1, role: 2, subject: 2, batch: 1, status: 1 }],
    ['non-faculty', 2, { centre: 1, role: 2, status: 1 }],
    ['batch', 2, { centre: 1, class: 2, status: 1 }],
    ['course-program', 2, { class: 2, status: 1 }],
  ] as const)('%s filters and badge limits', (kind, dropdownLimit, badges) => {
    const { list } = entities[kind];
    expect(list.dropdownBadgeLimit).toBe(dropdownLimit);
    expect(Object.fromEntries(list.filters.map((f) => [f.key, f.badgeLimit]))).toEqual(badges);
    const centre = list.filters.find((f) => f.key === 'centre');
    if (centre) expect(centre.placeholder).toBe('All Centres');
  });

  it.each([
    ...STUDENTS.map((k) => [k, STUDENT_PREVIEW] as const),
    ['batch', ['Centre', 'Batch', 'Class', 'Program Name', 'Start Date', 'End Date']],
    ['course-program', ['Class', 'Program Name', 'SKU Code', 'Description']],
  ] as const)('%s preview columns', (kind, labels) => {
    expect(entities[kind].uploads.preview.columns.map((c) => c.label)).toEqual(labels);
  });

  it.each([
    ['crp', ['create', 'centre-transfer', 'batch-association']],
    ['ncrp', ['create', 'centre-transfer', 'batch-association']],
    ['doha-bahrain', ['create', 'centre-transfer', 'batch-association']],
    ['crp-test', ['upload']],
    ['teacher', ['create', 'centre-transfer', 'batch-association']],
    ['non-faculty', ['create']],
    ['batch', ['create']],
    ['course-program', ['create']],
  ] as const)('%s upload operations', (kind, ops) => {
    expect(entities[kind].uploads.operations.map((o) => o.key)).toEqual(ops);
  });

  it('uses the spec call paths for uploads (non-faculty through teachers)', () => {
    const path = (kind: keyof typeof entities, op: string) => entities[kind].uploads.operations.find((o) => o.key === op)?.path;
    expect(path('crp', 'centre-transfer')).toBe(`${API_PREFIX}/students/centre-transfer`);
    expect(path('teacher', 'batch-association')).toBe(`${API_PREFIX}/teachers/batch-association`);
    expect(path('non-faculty', 'create')).toBe(`${API_PREFIX}/teachers`);
    expect(path('batch', 'create')).toBe(`${API_PREFIX}/batches`);
    expect(path('course-program', 'create')).toBe(`${API_PREFIX}/course-program-mapping`);
  });

  it('gives each programme kind its own reasons, with the spec examples', () => {
    expect(entities.crp.statusChange.reasons.deactivate).toEqual(expect.arrayContaining(['Non-Payment of Fees', 'Dropout Student', 'Administrative Reasons', 'Legal Reasons']));
    expect(entities.crp.statusChange.reasons.reactivate).toEqual(['Academic Resumption', 'Re-Admission', 'Financial Clearance', 'Institutional Decision', 'Other']);
    expect(entities.ncrp.statusChange.reasons).not.toEqual(entities.crp.statusChange.reasons);
    expect(entities['doha-bahrain'].statusChange.reasons).not.toEqual(entities.crp.statusChange.reasons);
    expect(entities['doha-bahrain'].statusChange.reasons).not.toEqual(entities.ncrp.statusChange.reasons);
  });

  it('names the ability each kind needs; through the table the entity permissions are 130-137 (console-spec §3), each kind its own slot', () => {
    expect(entities.crp.access).toEqual({ list: 'Student Accounts' });
    const slots = entityKinds.map((k) => listSlot(entities[k]));
    expect(new Set(slots).size).toBe(entityKinds.length);
    expect(slots.filter((s) => s >= 130 && s <= 137).sort()).toEqual([130, 131, 132, 133, 134, 135, 136, 137]);
  });
});

describe('nextClass (mapping class update, §4)', () => {
  it.each([
    ['6th', '7th'],
    ['7th', '8th'],
    ['9th', '10th'],
    ['11th', '12th'],
    ['8th', null],
    ['10th', null],
    ['12th', null],
    ['junk', null],
  ])('%s → %o', (current, expected) => {
    expect(nextClass(current)).toBe(expected);
  });
});

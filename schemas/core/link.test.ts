// The schema core's parts the course plan added: the whole-number field, the link declaration and its checks, and a
// module's own report.
import { STAFF_STATUS_TABS } from './constants';
import { defineEntity } from './entity';
import { date, number, ref, status, text } from './fields';
import { readWhole } from './validators';
import { defineReport } from '../reports/define';
import { reportsOfModule } from '../reports/modules';
import { coursePlan, planAccuracyReport } from '../course-plan';

describe('readWhole / number', () => {
  it.each([
    ['7', '7'], [7, '7'], [' 12 ', '12'], ['', null],
  ])('reads %j as %j', (cell, value) => expect(readWhole(cell, 1, 999)).toEqual({ ok: true, value }));

  it.each([['1.5', 'not-whole-number'], ['first', 'not-whole-number'], [0, 'out-of-range'], ['1000', 'out-of-range']])('refuses %j (%s)', (cell, rule) =>
    expect(readWhole(cell, 1, 999)).toEqual({ ok: false, rule, message: 'must be a whole number from 1 to 999' }));

  it('builds a number field that reads with its bounds', () => {
    const f = number({ label: 'Order', min: 1, max: 9 });
    expect(f.kind).toBe('number');
    expect(f.parse('10')).toMatchObject({ ok: false, rule: 'out-of-range' });
  });
});

describe('link', () => {
  const base = {
    kind: 'course-plan' as const, label: 'Plan', noun: 'Topic', menuLabel: 'Course Plan', access: { list: 'Course Plan' },
    api: { list: 'l', export: 'e', status: 's' }, table: { name: 'plan_x' },
    fields: { batch: ref('batch', { label: 'Batch' }), topic: text({ label: 'Topic' }), doneOn: date({ label: 'Done On' }), status: status({ label: 'Status', options: ['active', 'deactivated'] }) },
    list: { sortKeys: ['topic' as const], defaultSort: { field: 'topic' as const, order: 'asc' as const }, search: { placeholder: 'S', fields: ['topic' as const] }, statusTabs: STAFF_STATUS_TABS.slice(0, 1) },
    reasons: { deactivate: ['Other'], reactivate: ['Other'] }, downloadName: 'X', preview: { loaderText: 'L', columns: [] },
    operations: [{ key: 'create' as const, label: 'create', tab: 'UPLOAD' as const, path: 'p', columns: [{ key: 'topic' as const, required: true }] }],
  };
  const link = { key: 'done', label: 'Mark done', kind: 'time-table', column: 'done_class_id', match: { batch: 'batch' }, copy: { doneOn: 'classDate' }, messages: { linked: 'L', cleared: 'C' } };

  it('keeps the declaration on the entity', () => {
    expect(defineEntity({ ...base, link }).link).toEqual(link);
    expect(coursePlan.link).toMatchObject({ kind: 'time-table', match: { batch: 'batch', subject: 'subject' }, copy: { deliveredOn: 'classDate' } });
  });

  it('refuses a link naming no field, or a column a field already has', () => {
    expect(() => defineEntity({ ...base, link: { ...link, match: { grade: 'batch' } } })).toThrow(/link field "grade" is not a field/);
    expect(() => defineEntity({ ...base, link: { ...link, column: 'batch_id' } })).toThrow(/link column "batch_id" is not a free snake_case column/);
  });
});

describe('module reports', () => {
  it('takes the module\'s title, ability and path instead of an operations report\'s', () => {
    expect(planAccuracyReport).toMatchObject({ title: 'Plan Accuracy', ability: 'Course Plan', module: 'course-plan', downloadName: 'Plan_Accuracy' });
    expect(planAccuracyReport.api).toBe(`${coursePlan.api.list}/accuracy`);
    expect(reportsOfModule('course-plan')).toEqual([planAccuracyReport]);
    expect(reportsOfModule('time-table')).toEqual([]);
  });

  it('still refuses an unknown report without a module', () => {
    expect(() => defineReport({ key: 'nope', description: '', params: [], columns: [] })).toThrow(/not an operations report/);
  });
});

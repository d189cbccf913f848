import { entities } from '../../schemas';
import { attendanceClasses } from '../../schemas/attendance';
import { buildColumns, headerFit, optionFit } from './columns';

describe('fixed-width columns fit their own header', () => {
  it('widens the attendance list’s Class Date, sorted by default, to hold its label and arrow', () => {
    const widths = Object.fromEntries(buildColumns(attendanceClasses).map((c) => [c.field, c.width]));
    // A date column is 112 px; "Class Date" with the sort arrow beside it was cut to "Class …".
    expect(widths.classDate).toBe(headerFit('Class Date', true));
    expect(widths.classDate).toBeGreaterThan(112);
    // A short header keeps its kind's width, and a flexible column stays flexible.
    expect(widths.endTime).toBe(96);
    expect(widths.centre).toBeUndefined();
  });

  it('leaves room for the arrow only where the header shows one', () => {
    expect(headerFit('Class Date', true) - headerFit('Class Date', false)).toBe(28);
  });
});

describe('prose columns', () => {
  it('gives a question twice the room of its options, so the question is read rather than cut', () => {
    const flex = Object.fromEntries(buildColumns(entities['feedback-questions']).map((c) => [c.field, c.flex]));
    expect(flex.question).toBe(2);
    expect(flex.options).toBe(1);
  });

  it("reads a course plan's topic as prose, third after its week and order; a short note stays a text", () => {
    const plan = buildColumns(entities['course-plan']).filter((c) => !c.field.startsWith('__'));
    expect(plan.slice(0, 3).map((c) => c.field)).toEqual(['week', 'sequence', 'topic']);
    expect(plan[2]).toMatchObject({ flex: 2, minWidth: 220 });
    const note = buildColumns(entities['feedback-activations']).find((c) => c.field === 'note');
    expect(note).toMatchObject({ flex: 1, minWidth: 140 });
  });
});

describe('columns at 1280 px', () => {
  it("widens a select to its longest option: a KRA parameter's kind reads whole", () => {
    const kind = buildColumns(entities['kra-parameters']).find((c) => c.field === 'kind')!;
    // "Attendance marked on time" was cut to "Attendance …" at a select's 120 px.
    expect(kind.width).toBe(optionFit(['Attendance marked on time']));
    expect(kind.width).toBeGreaterThan(180);
    // None grows past the cap.
    const widest = Object.values(entities).flatMap((e) => buildColumns(e)).map((c) => c.width ?? 0);
    expect(Math.max(...widest)).toBeLessThanOrEqual(240);
  });

  it("narrows a select of short options to them and its header, so a question reads wider beside its scale", () => {
    const all = buildColumns(entities['feedback-questions']);
    const col = (field: string) => all.find((c) => c.field === field)!;
    expect(col('scale').width).toBe(headerFit('Scale', false));
    expect(col('type').width).toBe(headerFit('Type', true));
    expect(col('type').width).toBeGreaterThanOrEqual(optionFit(['Rating', 'SMCQ', 'MMCQ', 'Blanks']));
    // The grid's 982 px at 1280 (checkbox 52) less the fixed columns, shared by flex: the question's two parts of three.
    const fixed = all.reduce((n, c) => n + (c.width ?? 0), 52);
    const flexes = all.filter((c) => c.flex);
    const question = ((982 - fixed) * col('question').flex!) / flexes.reduce((n, c) => n + c.flex!, 0);
    expect(flexes.map((c) => c.field).sort()).toEqual(['options', 'question']);
    expect(question).toBeGreaterThan(280);
    expect(((982 - fixed) * col('options').flex!) / 3).toBeGreaterThanOrEqual(col('options').minWidth!);
  });

  it("gives an activation's form a title's room and its batch a code's, with the form first", () => {
    const cols = buildColumns(entities['feedback-activations']).filter((c) => !c.field.startsWith('__'));
    expect(cols.map((c) => c.field)).toEqual(['form', 'batch', 'startDate', 'endDate', 'status', 'centre', 'note']);
    expect(cols[0]).toMatchObject({ flex: 2, minWidth: 220 });
    expect(cols[1]).toMatchObject({ flex: 0.8, minWidth: 156 });
    // Beside the side menu at 1280 px the grid is 982 px wide, its checkbox 52 (measured in Chromium): the form,
    // batch, dates and status show whole, the centre begins in view, the note scrolls.
    const fixed = (c: (typeof cols)[number]) => c.width ?? c.minWidth ?? 0;
    const actions = buildColumns(entities['feedback-activations']).find((c) => c.field === '__actions')!;
    const throughStatus = 52 + fixed(actions) + cols.slice(0, 5).reduce((n, c) => n + fixed(c), 0);
    expect(throughStatus).toBeLessThanOrEqual(982 - 120);
  });
});

import { entities } from '../../schemas';
import { attendanceClasses } from '../../schemas/attendance';
import { buildColumns, headerFit } from './columns';

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

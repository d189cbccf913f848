import { describe, expect, it } from 'vitest';
import { display, emptyForm, formFromQuery, pageCount, validateForm } from './model';

describe('potential matches model', () => {
  it('requires all four filters, naming each one', () => {
    expect(validateForm(emptyForm())).toEqual({
      school: 'School is required', city: 'City is required', classValue: 'Class is required', targetExam: 'Target Exam is required',
    });
    expect(validateForm({ school: 'A', city: ' ', classValue: '11th', targetExam: 'NEET' })).toEqual({ city: 'City is required' });
    expect(validateForm({ school: 'A', city: 'B', classValue: '11th', targetExam: 'x'.repeat(101) })).toEqual({ targetExam: 'Target Exam must be at most 100 characters' });
    expect(validateForm({ school: 'A', city: 'B', classValue: '11th', targetExam: 'NEET' })).toEqual({});
  });

  it('reads the form from the address', () => {
    expect(formFromQuery(new URLSearchParams('school=Doha&classValue=11th&other=1'))).toEqual({ school: 'Doha', city: '', classValue: '11th', targetExam: '' });
  });

  it.each([[null, 'N/A'], ['', 'N/A'], ['  ', 'N/A'], ['Mumbai', 'Mumbai']])('shows %o as %s', (value, shown) => {
    expect(display(value)).toBe(shown);
  });

  it('counts pages of 10, at least one', () => {
    expect([0, 1, 10, 11, 25].map(pageCount)).toEqual([1, 1, 1, 2, 3]);
  });
});

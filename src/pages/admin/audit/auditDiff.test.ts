import { auditDiff, diffSummary, showValue } from './auditDiff';

describe('auditDiff', () => {
  it('lists only the changed fields', () => {
    expect(auditDiff({ active: true, roleId: 2, username: 'a' }, { active: false, roleId: 2, username: 'a' })).toEqual([
      { field: 'active', before: 'true', after: 'false' },
    ]);
  });

  it('a create has no before, a field that went away no after', () => {
    expect(auditDiff(null, { name: 'Centre Admin', abilities: ['Batches', 'Attendance'] })).toEqual([
      { field: 'name', before: '—', after: 'Centre Admin' },
      { field: 'abilities', before: '—', after: 'Batches, Attendance' },
    ]);
    expect(auditDiff({ lastName: 'Nair' }, {})).toEqual([{ field: 'lastName', before: 'Nair', after: '—' }]);
  });

  it('compares arrays by value and masks secret-like fields', () => {
    expect(auditDiff({ centreIds: [1, 2] }, { centreIds: [1, 2] })).toEqual([]);
    expect(auditDiff({}, { passwordChanged: true })).toEqual([{ field: 'passwordChanged', before: '—', after: '••••' }]);
  });
});

describe('diffSummary', () => {
  it('one line, at most three fields', () => {
    expect(diffSummary({ a: 1, b: 1, c: 1, d: 1 }, { a: 2, b: 2, c: 2, d: 2 })).toBe('a: 1 → 2; b: 1 → 2; c: 1 → 2; +1 more');
    expect(diffSummary({ a: 1 }, { a: 1 })).toBe('—');
  });

  it('shows objects as JSON and empty arrays as []', () => {
    expect(showValue({ x: 1 })).toBe('{"x":1}');
    expect(showValue([])).toBe('[]');
  });
});

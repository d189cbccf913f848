import { computeSlots, emptyAccess, hasAnySlot, hasSlot } from './slots';

const compute = (abilities: string[], roleName = 'Teacher') => computeSlots({ abilities, roleName });
const held = (abilities: string[], roleName = 'Teacher') =>
  compute(abilities, roleName)
    .slots.map((on, slot) => (on ? slot : -1))
    .filter((slot) => slot >= 0);

describe('computeSlots: the wildcard', () => {
  it('grants all 193 slots and shows the {product} section when first', () => {
    const state = compute(['*']);
    expect(state.slots).toHaveLength(193);
    expect(state.slots.every(Boolean)).toBe(true);
    expect(state.showProduct).toBe(true);
    expect(state.showOperationsReports).toBe(true);
    expect(state.wildcard).toBe(true);
  });

  it('grants nothing beyond the named abilities when not first', () => {
    const state = compute(['Course Plan', '*']);
    expect(held(['Course Plan', '*'])).toEqual([120, 127]);
    expect(state.showProduct).toBe(false);
    expect(state.wildcard).toBe(false);
  });
});

describe('computeSlots: the rules of §4', () => {
  it.each([
    ['no abilities: only slot 120', [], [120]],
    ['an unknown name grants nothing', ['Fly To The Moon'], [120]],
    ['exact name', ['Time Table'], [120, 153]],
    ['lower case', ['time table'], [120, 153]],
    ['upper case', ['TIME TABLE'], [120, 153]],
    ['mixed case with spaces around', ['  aTTendance '], [120, 154]],
    ['several names', ['News', 'Moderator', 'Attendance'], [12, 44, 120, 154]],
    ['a collision name sets the shared slot', ['Anytime PTM Report'], [120, 156]],
  ])('%s', (_label, abilities, expected) => {
    expect(held(abilities as string[])).toEqual(expected);
  });

  it('always grants slot 120, whatever the role', () => {
    for (const role of ['Admin', 'Teacher', '']) expect(hasSlot(compute([], role), 120)).toBe(true);
  });
});

describe('computeSlots: role grants 121, 122, 192', () => {
  it.each([
    ['Admin', true, true, true],
    ['Support Admin', true, true, true],
    ['Support Team', true, true, true],
    ['Institute Admin', true, true, true],
    ['Ops', false, true, true],
    ['support team', true, true, true],
    ['OPS', false, true, true],
    ['Teacher', false, false, false],
    ['AO (All)', false, false, false],
  ])('%s: 121=%s 122=%s 192=%s', (role, s121, s122, s192) => {
    const state = compute([], role);
    expect([hasSlot(state, 121), hasSlot(state, 122), hasSlot(state, 192)]).toEqual([s121, s122, s192]);
  });
});

describe('computeSlots: abilities granting tabs and reports', () => {
  it.each([
    ['Alert & Escalation List', 188],
    ['Alert & Escalation Report', 189],
    ['Alert & Escalation Config', 190],
    ['Faculty Earning Index Reports', 192],
  ])('%s grants %i', (ability, slot) => {
    expect(hasSlot(compute([ability]), slot)).toBe(true);
  });

  it.each([
    ['Goal Setting Report', 164],
    ['Centre Batch Student Faculty Report', 165],
    ['Time Table And Attendance Report', 166],
    ['ptm report', 167],
    ['Teaching Hours Report', 168],
    ['Faculty Feedback Report', 172],
    ['Question Creation Report', 175],
    ['Weekly Closure Report', 174],
  ])('operations report %s grants %i and shows the operations reports menu', (title, slot) => {
    const state = compute([title]);
    expect(hasSlot(state, slot)).toBe(true);
    expect(state.showOperationsReports).toBe(true);
  });

  it('a non-report ability sharing a report slot does not show the operations reports menu', () => {
    const state = compute(['Potential Matches']);
    expect(hasSlot(state, 175)).toBe(true);
    expect(state.showOperationsReports).toBe(false);
  });
});

describe('computeSlots: role flags', () => {
  it.each([
    ['Admin', true, false, true],
    ['AO (All)', true, true, false],
    ['Centre Head', true, true, false],
    ['centre head', true, true, false],
    ['NAO Admin', true, false, false],
    ['QA', true, false, false],
    ['Teacher', false, false, false],
  ])('%s: helpGuide=%s managingPartner=%s isAdmin=%s', (role, helpGuide, managingPartner, isAdmin) => {
    const state = compute([], role);
    expect([state.helpGuide, state.managingPartner, state.isAdmin]).toEqual([helpGuide, managingPartner, isAdmin]);
    expect(state.roleName).toBe(role);
  });

  it('the exam result access identifier sets examResults', () => {
    expect(compute(['jee mains jee advanced results']).examResults).toBe(true);
    expect(compute(['Exam Config']).examResults).toBe(false);
  });
});

describe('hasSlot, hasAnySlot, emptyAccess', () => {
  const state = compute(['Course Plan']);
  it.each([
    [127, true],
    [128, false],
    [[128, 127], true],
    [[128, 129], false],
    [[], false],
  ])('requirement %j -> %s', (req, expected) => {
    expect(hasAnySlot(state, req as number | number[])).toBe(expected);
  });

  it('answers false without a state and for the signed-out state, even for 120', () => {
    expect(hasSlot(null, 120)).toBe(false);
    expect(hasSlot(emptyAccess(), 120)).toBe(false);
    expect(emptyAccess().slots).toHaveLength(193);
  });
});

import { ADMIN_ONLY_PATHS, CATEGORY_SLOTS, type CategoryKey, isCategoryVisible, visibleCategories } from './categories';
import { isAdvisorUserType, isAoUser } from '../../schemas/access/roles';
import { computeSlots, emptyAccess } from '../../schemas/access/slots';

/** A state holding exactly the given slots (and the role), bypassing ability names. */
function withSlots(slots: number[], roleName = 'Teacher') {
  const state = emptyAccess();
  for (const slot of slots) state.slots[slot] = true;
  return { ...state, roleName };
}

describe('category visibility by slot group (§6)', () => {
  it.each<[CategoryKey, number[], number[]]>([
    // [category, slots that show it (sampled at the group's edges), a neighbouring slot that does not]
    ['dashboard', [15, 16, 19], [14, 20]],
    ['product', [51, 73, 95, 96, 104], [50, 74]],
    ['institute', [20, 32, 87, 88, 91, 100, 101, 106, 107, 116, 120, 126, 137, 138, 156, 192], [33, 121]],
    ['schools', [74, 84, 89, 90, 92, 105], [85, 93]],
    ['authors', [0, 10, 93, 94, 99, 103], [11, 95]],
    ['community', [11, 14], [15]],
    ['marketing', [33, 50, 102], [32, 51]],
    ['support', [121, 122], [123]],
    ['eduganga', [125], [124]],
  ])('%s shows for %j, not for %j', (key, showing, notShowing) => {
    for (const slot of showing) expect(isCategoryVisible(key, withSlots([slot]))).toBe(true);
    for (const slot of notShowing) expect(isCategoryVisible(key, withSlots([slot]))).toBe(false);
  });

  it('shows nothing without slots', () => {
    expect(visibleCategories(emptyAccess())).toEqual([]);
  });

  it('shows every category to the wildcard Admin', () => {
    expect(visibleCategories(computeSlots({ abilities: ['*'], roleName: 'Admin' }))).toEqual(
      Object.keys(CATEGORY_SLOTS).concat('admin'),
    );
  });

  it('always shows the institute category to a signed-in user, since 120 is in its group', () => {
    expect(visibleCategories(computeSlots({ abilities: [], roleName: 'Teacher' }))).toEqual(['institute']);
  });
});

describe('Schools for principal, coordinator and admin (§5)', () => {
  it.each([
    ['principal', true],
    ['Principal', true],
    ['COORDINATOR', true],
    ['admin', true],
    ['Teacher', false],
  ])('%s -> %s', (role, expected) => {
    expect(isCategoryVisible('schools', withSlots([], role))).toBe(expected);
  });
});

describe('the Admin category', () => {
  it.each([
    ['Admin', ['*'], true],
    ['admin', [], true],
    ['Support Admin', ['*'], false],
    ['Ops', [], false],
  ])('%s with %j -> %s', (role, abilities, expected) => {
    expect(isCategoryVisible('admin', computeSlots({ abilities, roleName: role }))).toBe(expected);
  });

  it('lists the four admin-only pages', () => {
    expect(ADMIN_ONLY_PATHS).toEqual(['/supporthome', '/invoice-sign', '/report/onboarding', '/institute-onboarding-states']);
  });
});

describe('user types', () => {
  it.each([
    ['ao', true],
    ['headAo', true],
    ['centreHead', true],
    ['nao', true],
    ['NAO', true],
    ['student', false],
    ['parent', false],
  ])('advisor module for %s -> %s', (userType, expected) => {
    expect(isAdvisorUserType(userType)).toBe(expected);
  });

  it.each([
    ['AO (All)', undefined, true],
    ['Teacher', 'ao', true],
    ['AO (Assign Test)', 'faculty', true],
    ['Aon Manager', 'faculty', false],
    ['Centre Head', 'centreHead', false],
  ])('AO user: role %s, type %s -> %s', (role, userType, expected) => {
    expect(isAoUser(role, userType)).toBe(expected);
  });
});

import { USER_MESSAGES, fullName, userPayload, validateUser } from './userRules';

const good = { username: 'priya.n@vci', firstName: 'Priya', roleId: 3, orgId: 1, scope: 'centre' as const, centreIds: [2], password: 'longenough' };

describe('validateUser', () => {
  it.each([
    ['a good new user', good, true, {}],
    ['no username', { ...good, username: '  ' }, true, { username: USER_MESSAGES.usernameRequired }],
    ['a short username', { ...good, username: 'ab' }, true, { username: USER_MESSAGES.usernameShape }],
    ['a username with a space', { ...good, username: 'a b c' }, true, { username: USER_MESSAGES.usernameShape }],
    ['a 65-character username', { ...good, username: 'x'.repeat(65) }, true, { username: USER_MESSAGES.usernameShape }],
    ['a 7-character password', { ...good, password: '1234567' }, true, { password: 'Password must be at least 8 characters' }],
    ['no password on edit', { ...good, password: undefined }, false, {}],
    ['centre scope without centres', { ...good, centreIds: [] }, true, { centreIds: USER_MESSAGES.centresRequired }],
    ['organisation scope without organisation', { ...good, scope: 'organisation' as const, orgId: null }, true, { orgId: USER_MESSAGES.orgRequired }],
    ['general scope needs neither', { ...good, scope: 'general' as const, orgId: null, centreIds: [] }, true, {}],
    ['no role, no first name', { ...good, roleId: null, firstName: '' }, true, { roleId: USER_MESSAGES.roleRequired, firstName: USER_MESSAGES.firstNameRequired }],
  ])('%s', (_name, values, creating, expected) => {
    expect(validateUser(values, { creating })).toEqual(expected);
  });
});

describe('userPayload', () => {
  const record = { ...good, id: 7, roleName: 'Centre Admin', orgName: 'VCI', createdAt: '2026-01-01', lastName: '' };

  it('sends only the editable fields on edit, never the password', () => {
    expect(userPayload(record, { creating: false })).toEqual({
      username: 'priya.n@vci', firstName: 'Priya', lastName: null, roleId: 3, orgId: 1, scope: 'centre', centreIds: [2],
    });
  });

  it('adds the password on create and drops centres outside the centre scope', () => {
    expect(userPayload({ ...record, scope: 'general' }, { creating: true })).toMatchObject({ scope: 'general', centreIds: [], password: 'longenough' });
  });

  it('names a user by first and last name', () => {
    expect(fullName({ firstName: 'Asha', lastName: 'Verma' })).toBe('Asha Verma');
    expect(fullName({ firstName: 'Asha', lastName: null })).toBe('Asha');
  });
});

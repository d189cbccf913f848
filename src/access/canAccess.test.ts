import { canAccess, getPermissions } from './canAccess';
import { computeSlots } from '../../schemas/access/slots';

const centreAdmin = computeSlots({
  abilities: ['Student Accounts', 'Faculty Accounts', 'Batches'],
  roleName: 'Centre Admin',
});
const admin = computeSlots({ abilities: ['*'], roleName: 'Admin' });

describe('canAccess by route path', () => {
  it.each([
    ['/glorifireEntities/home', true],
    ['glorifireEntities/home', true],
    ['/glorifireEntities/history?status=failed', true],
    ['/glorifireEntities/testaccount', false],
    ['/supporthome', false],
    ['supporthome/users', false],
    ['/report/onboarding', false],
    ['/ptm-schedule', true],
    ['/ptm-schedule/view', true],
    ['/school-domain', true],
    ['/assignTests/offlineResult', true],
    ['/assignTests/create', false],
    ['/exam-result', true],
    ['/exam-result/exam-config', false],
    ['/exam-result/potential-matches', true],
    ['/notifications', true],
    ['/dashboard', true],
    ['/sales', false],
    ['/no-such-page', false],
  ])('centre admin, %s -> %s', (resource, expected) => {
    expect(canAccess(centreAdmin, { resource, action: 'list' })).toBe(expected);
  });

  it.each(['/supporthome', 'supporthome/users', 'supporthome/audit-log', '/invoice-sign', '/sales', '/glorifireEntities/testaccount/upload'])('Admin opens %s', (r) => {
    expect(canAccess(admin, { resource: r })).toBe(true);
  });
});

describe('canAccess by resource name', () => {
  it.each([
    ['crp', true],
    ['ncrp', false],
    ['teacher', true],
    ['batch', true],
    ['crp-test', false],
    ['students', true],
    ['faculty', true],
    ['non-faculty', false],
    ['test-accounts', false],
    ['centres', true],
    ['ptm-schedules', true],
    ['unknown-resource', false],
  ])('centre admin, %s -> %s', (resource, expected) => {
    expect(canAccess(centreAdmin, { resource, action: 'list' })).toBe(expected);
  });

  it('denies everything without a state', () => {
    expect(canAccess(undefined, { resource: 'crp' })).toBe(false);
    expect(canAccess(null, { resource: '/dashboard' })).toBe(false);
  });

  it('Admin opens every named resource', () => {
    expect(canAccess(admin, { resource: 'test-accounts', action: 'delete' })).toBe(true);
  });
});

describe('getPermissions', () => {
  it('computes the access state from the abilities of the first role', () => {
    const permissions = getPermissions({ abilities: ['Course Plan'], roleName: 'Ops' });
    expect(permissions.slots[127]).toBe(true);
    expect(permissions.slots[122]).toBe(true);
    expect(permissions.slots[121]).toBe(false);
    expect(permissions.roleName).toBe('Ops');
  });
});

describe('records shared by all centres (course-program mappings): issue 13', () => {
  const mappings = ['Course Program Mapping', 'Student Accounts'];
  const centreScoped = computeSlots({ abilities: mappings, roleName: 'Centre Admin', scope: 'centre' });
  const orgWide = computeSlots({ abilities: mappings, roleName: 'Institute Admin', scope: 'organisation' });

  it.each(['upload', 'changeStatus'])('a centre admin may not %s them, an organisation-wide admin may', (action) => {
    expect(canAccess(centreScoped, { resource: 'course-program', action })).toBe(false);
    expect(canAccess(orgWide, { resource: 'course-program', action })).toBe(true);
  });

  it('a centre admin still lists them, and changes records of their own centres', () => {
    expect(canAccess(centreScoped, { resource: 'course-program', action: 'list' })).toBe(true);
    expect(canAccess(centreScoped, { resource: 'crp', action: 'changeStatus' })).toBe(true);
    expect(canAccess(centreScoped, { resource: 'crp', action: 'upload' })).toBe(true);
  });
});

import { canAccess } from '../access/canAccess';
import { computeSlots } from '../../schemas/access/slots';
import { type MenuItem, STANDALONE_ITEMS, visibleMenu } from './menu';

const ENTITY_ABILITIES = [
  'Student Accounts',
  'NCRP Student Accounts',
  'DoBa Student Accounts',
  'Faculty Accounts',
  'Non Faculty Accounts',
  'Batches',
  'Course Program Mapping',
  'Student Test Accounts',
];

const admin = { state: computeSlots({ abilities: ['*'], roleName: 'Admin' }), user: { roleName: 'Admin' } };
const centreAdmin = {
  state: computeSlots({ abilities: ENTITY_ABILITIES, roleName: 'Centre Admin' }),
  user: { roleName: 'Centre Admin' },
};
const escalationOnly = {
  state: computeSlots({ abilities: ['Alert Escalation', 'Alert & Escalation List'], roleName: 'Escalation' }),
  user: { roleName: 'Escalation' },
};

const labels = (items: MenuItem[]) => items.map((item) => item.label);
const allLinks = (items: MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...allLinks(item.tabs ?? [])]);
const find = (items: MenuItem[], label: string) => allLinks(items).find((item) => item.label === label);

describe('standalone items (§2)', () => {
  it('are the spec list, in order', () => {
    expect(labels([...STANDALONE_ITEMS])).toEqual([
      'My Training', 'Student Tracker', 'Calendar Events', 'Notifications', 'Get MyAdvisor Events', 'Call Logs',
      'Virtual Numbers', 'Call Analytics', 'Click to Call', 'Course Plan', 'Student Package', 'Early Joining Benefits',
      'PTM Schedule', 'Time Table', 'Attendance', 'Faculties KRA', 'Non Faculty Accounts', 'Student Test Accounts',
      'Faculty Recruitment', 'Bypass Goal Setting (Temporary)', 'Escalation List', 'Student Journey Reports',
    ]);
  });
});

describe('visibleMenu: admin with the wildcard', () => {
  const menu = visibleMenu(admin.state, admin.user);

  it('shows every category with its spec label, none empty', () => {
    expect(menu.categories.map((c) => c.label)).toEqual([
      'Dashboard', 'Glorifire', 'Institute', 'Schools', 'Authors', 'Community', 'Marketing', 'Support', 'Eduganga',
      'Admin',
    ]);
    for (const c of menu.categories) expect(c.items.length).toBeGreaterThan(0);
  });

  it('shows the Admin menu items', () => {
    expect(labels(menu.categories.find((c) => c.key === 'admin')!.items)).toEqual([
      'User Management', 'Invoice Sign', 'Onboarding Report', 'Institute Onboarding States',
    ]);
  });

  it('shows every standalone item but the advisor one, which needs an advisor user type', () => {
    expect(labels(menu.standalone)).toEqual(labels([...STANDALONE_ITEMS]).filter((l) => l !== 'Get MyAdvisor Events'));
  });

  it('shows the operations reports', () => {
    const institute = menu.categories.find((c) => c.key === 'institute')!;
    expect(find(institute.items, 'Operations Reports')?.tabs).toHaveLength(8);
  });
});

describe('visibleMenu: a centre-admin-like user with slots 130-137', () => {
  const menu = visibleMenu(centreAdmin.state, centreAdmin.user);
  const institute = menu.categories.find((c) => c.key === 'institute');

  it('shows only the institute category', () => {
    expect(menu.categories.map((c) => c.key)).toEqual(['institute']);
  });

  it('lists each entity kind on the entities home, and the upload history', () => {
    const entityPaths = institute!.items.filter((i) => i.path?.startsWith('/glorifireEntities')).map((i) => i.path);
    expect(entityPaths).toEqual([
      ...['crp', 'ncrp', 'doha-bahrain', 'teacher', 'non-faculty', 'batch', 'course-program', 'crp-test'].map(
        (kind) => `/glorifireEntities/home?entity=${kind}`,
      ),
      '/glorifireEntities/history',
    ]);
  });

  it('has the standalone items its slots allow, plus those with no access check', () => {
    expect(labels(menu.standalone)).toEqual(['Notifications', 'PTM Schedule', 'Non Faculty Accounts', 'Student Test Accounts']);
  });

  it('has the test-account upload link: entity test account, action UPLOAD, multiCentre true', () => {
    const upload = find(menu.standalone, 'Upload');
    expect(upload?.path).toBe('/glorifireEntities/testaccount/upload');
    expect(upload?.state).toEqual({ entity: 'crp-test', action: 'UPLOAD', multiCentre: true });
  });

  it('does not show the Dashboard category, Admin items or other modules', () => {
    const everything = allLinks([...menu.categories.flatMap((c) => c.items), ...menu.standalone]);
    expect(everything.some((i) => i.path === '/supporthome' || i.path === '/sales' || i.label === 'Dashboard')).toBe(false);
  });
});

describe('visibleMenu: an escalation-only user', () => {
  const menu = visibleMenu(escalationOnly.state, escalationOnly.user);

  it('shows the alert list tab only, in the institute category', () => {
    expect(menu.categories.map((c) => c.key)).toEqual(['institute']);
    const alerts = find(menu.categories[0].items, 'Alerts & Escalations');
    expect(labels(alerts?.tabs ?? [])).toEqual(['Alert & Escalation List']);
  });

  it('has no entity administration and no operations reports', () => {
    const items = allLinks(menu.categories[0].items);
    expect(items.some((i) => i.path?.startsWith('/glorifireEntities'))).toBe(false);
    expect(find(menu.categories[0].items, 'Operations Reports')).toBeUndefined();
  });
});

describe('visibleMenu: special cases', () => {
  it.each([
    [false, '/userInfo/userBasicInfo', '/instituteReports'],
    [true, '/userInfo', '/report'],
  ])('AO user, student-platform user %s: User Information -> %s, institute reports -> %s', (isProductUser, info, rep) => {
    const state = computeSlots({ abilities: ['User Information', 'Institute Reports'], roleName: 'AO (All)' });
    const menu = visibleMenu(state, { roleName: 'AO (All)', userType: 'ao', isProductUser });
    const items = menu.categories.flatMap((c) => c.items);
    expect(items.find((i) => i.label === 'User Information')?.path).toBe(info);
    expect(items.find((i) => i.label === 'Institute Reports')?.path).toBe(rep);
  });

  it.each([
    ['Centre Head', 'Managing Partner Dashboard'],
    ['Teacher', 'Chairman Dashboard'],
  ])('%s sees the chairman dashboard titled %s', (roleName, title) => {
    const menu = visibleMenu(computeSlots({ abilities: ['Chairman Dashboard'], roleName }), { roleName });
    expect(find(menu.categories.flatMap((c) => c.items), title)?.path).toBe('/chairman-dashboard');
  });

  it('a report ability shows the operations reports menu with that report only', () => {
    const state = computeSlots({ abilities: ['PTM Report'], roleName: 'Teacher' });
    const group = find(visibleMenu(state, { roleName: 'Teacher' }).categories.flatMap((c) => c.items), 'Operations Reports');
    expect(labels(group?.tabs ?? [])).toEqual(['PTM Report']);
  });

  it('a principal without slots still sees Schools', () => {
    const menu = visibleMenu(computeSlots({ abilities: [], roleName: 'Principal' }), { roleName: 'Principal' });
    expect(menu.categories.map((c) => c.key)).toContain('schools');
  });

  it.each([
    ['nao', true],
    ['headAo', true],
    ['student', false],
    [undefined, false],
  ])('Get MyAdvisor Events for user type %s -> %s', (userType, shown) => {
    const state = computeSlots({ abilities: ['MyAdvisor Events'], roleName: 'NAO Admin' });
    const menu = visibleMenu(state, { roleName: 'NAO Admin', userType });
    expect(labels(menu.standalone).includes('Get MyAdvisor Events')).toBe(shown);
  });

  it('My Training is an action, not a route', () => {
    const menu = visibleMenu(computeSlots({ abilities: ['My Training'], roleName: 'Teacher' }), { roleName: 'Teacher' });
    expect(menu.standalone[0]).toMatchObject({ label: 'My Training', action: 'myTraining' });
  });
});

describe('the menu never links to a page the guard would refuse', () => {
  const cases = [
    ['admin', admin],
    ['centre admin', centreAdmin],
    ['escalation only', escalationOnly],
    ['teacher with a mix', {
      state: computeSlots({ abilities: ['School Basic Information', 'Student Journey', 'Vod Upload'], roleName: 'Teacher' }),
      user: { roleName: 'Teacher' },
    }],
  ] as const;
  it.each(cases)('%s', (_label, { state, user }) => {
    const menu = visibleMenu(state, user);
    const linked = allLinks([...menu.categories.flatMap((c) => c.items), ...menu.standalone, ...menu.footer]);
    for (const item of linked.filter((i) => i.path)) {
      expect({ path: item.path, ok: canAccess(state, { resource: item.path! }) }).toEqual({ path: item.path, ok: true });
    }
  });
});

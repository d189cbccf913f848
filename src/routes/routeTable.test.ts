import { ADMIN_ONLY_PATHS } from '../access/categories';
import { OPERATIONS_REPORTS, SLOT_COUNT, abilitiesForSlot } from '../../schemas/access/abilityTable';
import { ROUTES, matchRoute, normalisePath, parentRoute } from './routeTable';
import { pageLoaders } from './pageLoaders';

/** Top-level routes of console-spec §2 with the brand placeholders resolved ({product} -> glorifire). */
const SPEC_TOP_LEVEL = [
  'invigilatorPanel', 'supporthome', 'dashboard', 'engagement-analysis', 'userInfo', 'myPATUserInfo', 'sales',
  'registrationdetails', 'news-section', 'moderator', 'mypatpartner', 'viewVouchers', 'userProfileAccess',
  'userAccountRecovery', 'productAllocation', 'smsCreditInfo', 'coupon', 'report', 'rankMaps', 'referralReport',
  'managementdashboard', 'productcopymanagement', 'scheduleTestDataUpdate', 'banner', 'salescampaign',
  'communityQuestions', 'dataChurner', 'freelancersReport', 'scheduleTest', 'premoderator', 'package',
  'topperinformation', 'salelandingpage', 'registerGlorifireUser', 'register-institute-user', 'irtAnalysis',
  'cmsmanagement', 'communications', 'assignTests', 'stepReports', 'mapTest', 'instituteReports',
  'institute-live-classes', 'time-table', 'class-detail', 'faculty-recruitment', 'faculty-earning-index-reports',
  'attendance', 'institute-onboarding-states', 'schoolOnlineClasses', 'freePackageGiveaway', 'instituteAdmissionTest',
  'cms-client-integration', 'school-domain', 'school-password', 'result-regenerate', 'onboarding', 'school-directory',
  'studentIDModeration', 'nonClassroomActivities', 'admit-card-verification', 'licenseManagement', 'goalSetting',
  'notifications', 'studentTracker', 'invoice-sign', 'support', 'product', 'eduganga', 'batch-management',
  'teacher-feedback', 'course-plan', 'student-package', 'early-joining-benefits', 'student-test-result-details',
  'calendar-events', 'myAdvisor', 'my-kra', 'ptm-schedule', 'chairman-dashboard', 'live-classes', 'glorifire',
  'click-to-call', 'my-notes', 'gamification', 'exam-result', 'aits', 'alert-escalation', 'earning-index',
  'upload-vdo', 'potential-matches',
];

/** Sub-routes and tabs of console-spec §2 and entities-spec §2. */
const SPEC_SUB_ROUTES = [
  'teacher-feedback/feedbackQuestionsMaster', 'teacher-feedback/feedbackForms', 'teacher-feedback/activateFeedbackForm',
  'teacher-feedback/studentResponses', 'teacher-feedback/teacherPerformances', 'chairman-dashboard/glorifire-adoption',
  'chairman-dashboard/question-creation', 'chairman-dashboard/goal-analysis',
  'chairman-dashboard/faculty-target-analysis', 'chairman-dashboard/student-journey-analysis',
  'chairman-dashboard/report', 'exam-result/potential-matches', 'exam-result/exam-config', 'exam-result/upload',
  'aits/passcode', 'alert-escalation/report', 'alert-escalation/config', 'earning-index/view', 'glorifire/results',
  ...OPERATIONS_REPORTS.map((r) => `report/${r.key}/generate`),
  'report/engagement', 'report/customerHappiness', 'report/userFeedback', 'report/onboarding', 'report/ailct',
  'report/conceptProf', 'report/access-to-anytime-ptm-report', 'report/adoption-and-engagement-analytics',
  'referralReport/topreferrals', 'referralReport/referredusers', 'referralReport/encashedTransaction',
  ...['SignUps', 'Logins', 'Revenue', 'Distributers', 'Referrals', 'Allocations'].map((t) => `mypatpartner/glorifire${t}`),
  'sales/overAllSales', 'sales/categoryWiseSales', 'sales/productWiseSales', 'school-directory/register',
  'school-directory/view', 'userInfo/userBasicInfo', 'userInfo/userAdvanceInfo', 'userInfo/wac',
  'my-kra/parameters', 'my-kra/feedback', 'my-kra/performance', 'assignTests/create', 'assignTests/view',
  'assignTests/offlineResult', 'goalSetting/goalLevelMapping/RPI', 'goalSetting/goalLevelMapping/pastAchievements',
  'goalSetting/initialGoalSetting/result', 'goalSetting/initialGoalSetting/goalSetter',
  'goalSetting/escalation/escalationList/view', 'instituteAdmissionTest/packageList', 'instituteAdmissionTest/userInfo',
  'instituteAdmissionTest/results', 'instituteAdmissionTest/testResultGeneration', 'click-to-call/call-logs',
  'click-to-call/virtual-number-list', 'click-to-call/call-analytics', 'support/adminDashboard',
  'support/supportTickets', 'product/taskTicket', 'product/adminDashboard', 'communications/campaign',
  'communications/template/landing/EMAIL', 'communications/list', 'communications/senders',
  ...['salelandingpage', 'banner', 'salescampaign', 'coupon', 'topperinformation'].flatMap((m) => [
    `${m}/create`,
    `${m}/view`,
  ]),
  'glorifireEntities/home', 'glorifireEntities/home/upload', 'glorifireEntities/history', 'glorifireEntities/preview',
  'glorifireEntities/testaccount', 'glorifireEntities/testaccount/upload', 'ptm-schedule/upload', 'ptm-schedule/view',
];

const requirementSlots = (slot: number | readonly number[]) => (typeof slot === 'number' ? [slot] : [...slot]);

describe('route table sanity', () => {
  it.each(ROUTES.map((r) => [r.path, r] as const))('%s has a title, a known page and a valid requirement', (_p, route) => {
    expect(route.title.trim()).not.toBe('');
    expect(pageLoaders[route.page]).toBeTypeOf('function');
    expect(normalisePath(route.path)).toBe(route.path);
    if (route.parent) expect(matchRoute(route.parent)).toBeDefined();
    if (route.slot === undefined) {
      expect(route.adminOnly || route.noLogin).toBe(true);
      return;
    }
    const slots = requirementSlots(route.slot);
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots) expect(slot >= 0 && slot < SLOT_COUNT).toBe(true);
    // Some named ability must be able to open it, or only the wildcard ever could.
    expect(slots.some((slot) => abilitiesForSlot(slot).length > 0)).toBe(true);
  });

  it('has unique paths', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each([...SPEC_TOP_LEVEL, ...SPEC_SUB_ROUTES])('has the spec route /%s', (path) => {
    expect(matchRoute(`/${path}`)).toBeDefined();
  });

  it('marks exactly the spec routes with no access check', () => {
    expect(ROUTES.filter((r) => r.noAccessCheck).map((r) => r.path).sort()).toEqual(
      [
        '/assignTests/offlineResult',
        '/exam-result',
        '/nonClassroomActivities',
        '/ptm-schedule',
        '/ptm-schedule/upload',
        '/ptm-schedule/view',
        '/school-domain',
      ].sort(),
    );
  });

  it('needs no login exactly for upload-vdo and potential-matches', () => {
    expect(ROUTES.filter((r) => r.noLogin).map((r) => r.path).sort()).toEqual(
      ['/exam-result/potential-matches', '/potential-matches', '/upload-vdo'].sort(),
    );
  });

  it('keeps the admin-only routes those of §6', () => {
    expect(ROUTES.filter((r) => r.adminOnly).map((r) => r.path).sort()).toEqual([...ADMIN_ONLY_PATHS].sort());
  });

  it.each([
    ['/course-plan', 127],
    ['/time-table', 153],
    ['/chairman-dashboard', 156],
    ['/earning-index', 191],
    ['/faculty-earning-index-reports', 192],
    ['/alert-escalation/config', 190],
    ['/glorifireEntities/testaccount/upload', 137],
    ['/dashboard', 120],
  ])('%s needs slot %i', (path, slot) => {
    expect(matchRoute(path)?.slot).toBe(slot);
  });
});

describe('matchRoute and normalisePath', () => {
  it.each([
    ['/sales', '/sales'],
    ['sales', '/sales'],
    ['/sales/', '/sales'],
    ['/sales?x=1#top', '/sales'],
    ['/glorifireEntities/home?entity=crp', '/glorifireEntities/home'],
  ])('%s -> %s', (input, expected) => {
    expect(matchRoute(input)?.path).toBe(expected);
  });

  it.each(['/Sales', '/sales/unknown', '/', '/login', '/{product}/results'])('%s is not a route', (path) => {
    expect(matchRoute(path)).toBeUndefined();
  });

  it('finds the module of a tab', () => {
    expect(parentRoute(matchRoute('/my-kra/performance')!)?.title).toBe('Faculties KRA');
    expect(parentRoute(matchRoute('/my-kra')!)).toBeUndefined();
  });
});

describe('pageLoaders', () => {
  // Importing every real page (MUI X grid, SheetJS ...) takes a while on a busy 2-core machine.
  it('loads a page component for every key', { timeout: 60_000 }, async () => {
    for (const load of Object.values(pageLoaders)) expect(typeof (await load()).default).toBe('function');
  });
});

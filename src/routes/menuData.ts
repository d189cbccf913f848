/** The sidebar of console-spec §2 as data: categories with their items, the standalone items and the footer links. */
import { CATEGORY_LABELS, type CategoryKey } from '../access/categories';
import { ALERT_ESCALATION_TABS, OPERATIONS_REPORTS, slotOf as S } from '../../schemas/access/abilityTable';
import { ADVISOR_USER_TYPES, MANAGING_PARTNER_DASHBOARD_TITLE } from '../../schemas/access/roles';
import { ENTITY_MENU, TEST_ACCOUNT_UPLOAD_STATE, type MenuItem } from './menuItems';
import { entityLink, group, link, moduleLink } from './menuItems';

export interface MenuCategory {
  key: CategoryKey;
  label: string;
  items: MenuItem[];
}

const category = (key: CategoryKey, items: MenuItem[]): MenuCategory => ({ key, label: CATEGORY_LABELS[key], items });

const facultyFeedbackPages = [
  'summary',
  'subjectWise',
  'batchWise',
  'centreWise',
  'remarks',
].map((page) => link(`/userInfo/facultyFeedback/${page}`));

export const MENU_CATEGORIES: readonly MenuCategory[] = [
  category('dashboard', [
    // The page itself is open to every signed-in user; the menu entry is what the Dashboard slot grants.
    link('/dashboard', { slot: S('Dashboard') }),
    link('/irtAnalysis'),
    link('/engagement-analysis'),
    link('/managementdashboard'),
    moduleLink('/referralReport'),
  ]),
  category('product', [
    moduleLink('/userInfo', { slot: S('User Information'), aoPath: '/userInfo/userBasicInfo' }),
    moduleLink('/sales'),
    link('/registrationdetails'),
    moduleLink('/mypatpartner'),
    link('/productAllocation'),
    moduleLink('/report', { slot: S('Reports') }),
    link('/productcopymanagement'),
    link('/package'),
    link('/registerGlorifireUser'),
    link('/gamification'),
    moduleLink('/glorifire'),
    link('/studentIDModeration', { slot: S('Glorifire ID Moderation') }),
  ]),
  category('institute', [
    link('/register-institute-user'),
    // The institute report tab; AO users who are not student-platform users go to /instituteReports instead.
    link('/report', { label: 'Institute Reports', slot: S('Institute Reports'), aoPath: '/instituteReports' }),
    link('/institute-live-classes'),
    moduleLink('/instituteAdmissionTest'),
    link('/nonClassroomActivities'),
    link('/onboarding'),
    link('/userInfo/instituteStudentList'),
    link('/userInfo/instituteEnrolmentNoList'),
    group('Faculty Feedback', facultyFeedbackPages),
    link('/studentIDModeration', { slot: S('Institute ID Moderation') }),
    moduleLink('/goalSetting'),
    link('/batch-management'),
    ...ENTITY_MENU.filter((entity) => !entity.page).map((entity) => entityLink(entity.kind)),
    link('/glorifireEntities/history'),
    moduleLink('/teacher-feedback'),
    link('/student-test-result-details'),
    moduleLink('/chairman-dashboard', { managingPartnerLabel: MANAGING_PARTNER_DASHBOARD_TITLE }),
    link('/report/access-to-anytime-ptm-report'),
    link('/report/adoption-and-engagement-analytics'),
    link('/live-classes', { tabs: [link('/live-classes', { label: 'Live Classes' }), link('/upload-vdo')] }),
    group(
      'Operations Reports',
      OPERATIONS_REPORTS.map((report) => link(`/report/${report.key}/generate`)),
      { needsOperationsReports: true },
    ),
    link('/my-notes'),
    moduleLink('/exam-result'),
    moduleLink('/aits'),
    link('/alert-escalation', {
      tabs: [
        link('/alert-escalation', { label: 'Alert & Escalation List', slot: ALERT_ESCALATION_TABS[0].slot }),
        link('/alert-escalation/report'),
        link('/alert-escalation/config'),
      ],
    }),
    moduleLink('/earning-index'),
    link('/faculty-earning-index-reports'),
  ]),
  category('schools', [
    link('/instituteReports', { slot: S('School Institute Reports') }),
    link('/stepReports'),
    moduleLink('/school-directory'),
    link('/school-password'),
    link('/school-domain'),
    moduleLink('/assignTests'),
    link('/userInfo/userBasicInfo', { label: 'Basic Information', slot: S('School Basic Information') }),
    link('/userInfo/userAdvanceInfo', { label: 'Advance Information', slot: S('School Advance Information') }),
    link('/schoolOnlineClasses'),
    link('/studentIDModeration', { slot: S('School ID Moderation') }),
  ]),
  category('authors', [
    link('/rankMaps'),
    link('/cms-client-integration'),
    link('/dataChurner'),
    link('/mapTest'),
    link('/scheduleTest'),
    link('/scheduleTestDataUpdate'),
    moduleLink('/cmsmanagement'),
    link('/result-regenerate'),
    link('/licenseManagement'),
  ]),
  category('community', [
    link('/freelancersReport'),
    link('/moderator'),
    link('/communityQuestions'),
    link('/premoderator'),
  ]),
  category('marketing', [
    link('/news-section'),
    link('/viewVouchers'),
    link('/smsCreditInfo'),
    moduleLink('/coupon'),
    moduleLink('/banner'),
    moduleLink('/salescampaign'),
    moduleLink('/topperinformation'),
    moduleLink('/salelandingpage'),
    link('/freePackageGiveaway'),
    moduleLink('/communications'),
    link('/admit-card-verification'),
  ]),
  category('support', [
    link('/support/supportTickets'),
    link('/support/adminDashboard'),
    link('/product/taskTicket'),
    link('/product/adminDashboard'),
  ]),
  category('eduganga', [link('/eduganga'), link('/invigilatorPanel')]),
  category('admin', [
    link('/supporthome'),
    link('/invoice-sign'),
    link('/report/onboarding'),
    link('/institute-onboarding-states'),
  ]),
];

const LATER_ITEMS: readonly MenuItem[] = [
  link('/notifications'),
  link('/myAdvisor', { userTypes: ADVISOR_USER_TYPES }),
  link('/click-to-call/call-logs'),
  link('/click-to-call/virtual-number-list'),
  link('/click-to-call/call-analytics'),
  link('/click-to-call'),
  link('/course-plan'),
  link('/student-package'),
  link('/early-joining-benefits'),
  moduleLink('/ptm-schedule'),
  link('/time-table'),
  link('/attendance'),
  moduleLink('/my-kra'),
  entityLink('non-faculty'),
  link('/glorifireEntities/testaccount', {
    tabs: [
      link('/glorifireEntities/testaccount', { label: 'View' }),
      link('/glorifireEntities/testaccount/upload', { label: 'Upload', state: TEST_ACCOUNT_UPLOAD_STATE }),
    ],
  }),
  link('/faculty-recruitment'),
  link('/goalSetting/goalSettingBypass'),
  link('/goalSetting/escalation/escalationList/view'),
  link('/chairman-dashboard/report', { label: 'Student Journey Reports', slot: S('Student Journey') }),
];

export const STANDALONE_ITEMS: readonly MenuItem[] = [
  { key: 'action:myTraining', label: 'My Training', action: 'myTraining', slot: S('My Training') },
  link('/studentTracker'),
  // The entities with a page of their own are standalone items: where the spec lists their path (Time Table), else here.
  ...ENTITY_MENU.filter((entity) => entity.page && !LATER_ITEMS.some((item) => item.path === entity.page)).map((entity) => entityLink(entity.kind)),
  ...LATER_ITEMS,
];

export const FOOTER_LINKS: readonly MenuItem[] = [link('/userAccountRecovery'), link('/userProfileAccess')];

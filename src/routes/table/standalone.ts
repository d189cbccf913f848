/** Standalone sidebar items, entity administration (entities-spec §2), footer links and public pages. */
import type { RouteDef } from '../types';
import { ANY_ENTITY_SLOT, ENTITY_SLOTS as SLOT_OF_KIND } from '../../../schemas/access/entityAccess';
import { ENTITY_MANIFEST, MANIFEST_KINDS, type ManifestEntry } from '../../../schemas/manifest';
import { S, inArea, range } from './build';

const solo = inArea('standalone');
const inst = inArea('institute');
const footer = inArea('footer');
const open = inArea('public');

/** The entities with a page of their own, from the registry: the entity page lists the kind (a module's tab is the module's). */
function ownPageRoutes(): RouteDef[] {
  return MANIFEST_KINDS.flatMap((kind) => {
    const { page, menuLabel, tabOf } = ENTITY_MANIFEST[kind] as ManifestEntry;
    return page && !tabOf ? [solo.route(page, menuLabel, SLOT_OF_KIND[kind], { page: 'entityPage' })] : [];
  });
}

export const standaloneRoutes: RouteDef[] = [
  solo.route('/studentTracker', 'Student Tracker', S('Student Tracker')),
  ...ownPageRoutes(),
  solo.route('/notifications', 'Notifications', S('Notifications'), { page: 'notifications' }),
  solo.route('/myAdvisor', 'Get MyAdvisor Events', S('MyAdvisor Events')),
  ...solo.withTabs(
    solo.route('/click-to-call', 'Click to Call', [S('Call Logs'), S('Virtual Numbers'), S('Call Analytics')]),
    [
      ['call-logs', 'Call Logs', S('Call Logs')],
      ['virtual-number-list', 'Virtual Numbers', S('Virtual Numbers')],
      ['call-analytics', 'Call Analytics', S('Call Analytics')],
    ],
  ),
  solo.route('/student-package', 'Student Package', S('Student Package')),
  solo.route('/early-joining-benefits', 'Early Joining Benefits', S('Early Joining Benefits')),
  // PTM scheduling has no access check (§2); slot 28 only places it. Tabs upload and view (entities-spec §2).
  ...solo.withTabs(solo.route('/ptm-schedule', 'PTM Schedule', S('PTM Schedule'), { noAccessCheck: true, page: 'ptmSchedule' }), [
    ['upload', 'PTM Schedule Upload', S('PTM Schedule'), { noAccessCheck: true }],
    ['view', 'PTM Schedule View', S('PTM Schedule'), { noAccessCheck: true }],
  ]),
  // Attendance (slot 154): the classes list at the base (alerts link `/attendance?class=<id>`), upload and summary tabs.
  ...solo.withTabs(solo.route('/attendance', 'Attendance', S('Attendance'), { page: 'attendance' }), [
    ['upload', 'Attendance Upload'],
    ['summary', 'Attendance Summary'],
  ]),
  // Faculties KRA: the parameters and the question mapping are entity pages (tabs under their View abilities: their
  // lists); the performance is the parameters' module report.
  ...solo.withTabs(solo.route('/my-kra', 'Faculties KRA', range(138, 142), { page: 'myKra' }), [
    ['parameters', 'KRA Parameters', S('KRA Parameters View')],
    ['feedback', 'KRA Feedback Question Mapping', S('KRA Feedback Question Mapping View')],
    ['performance', 'Faculty KRA Performance', S('Faculty KRA Performance View')],
  ]),
  solo.route('/faculty-recruitment', 'Faculty Recruitment', S('Faculty Recruitment')),
];

/**
 * Entity administration: the home and history admit any registered entity's slot (from the registry, so a new
 * entity's holders get in); each entity's list checks its own.
 */
const ENTITY_SLOTS = [...ANY_ENTITY_SLOT];
export const entityRoutes: RouteDef[] = [
  inst.route('/glorifireEntities/home', 'Entity Administration', ENTITY_SLOTS, { page: 'glorifireEntities' }),
  inst.route('/glorifireEntities/home/upload', 'Entity Upload', ENTITY_SLOTS, { page: 'glorifireEntitiesUpload' }),
  inst.route('/glorifireEntities/history', 'Upload History', ENTITY_SLOTS, { page: 'glorifireEntitiesHistory' }),
  inst.route('/glorifireEntities/preview', 'Upload Preview', ENTITY_SLOTS, { page: 'glorifireEntitiesPreview' }),
  inst.route('/glorifireEntities/testaccount', 'Student Test Accounts', S('Student Test Accounts'), {
    page: 'testAccount',
  }),
  inst.route('/glorifireEntities/testaccount/upload', 'Test Account Upload', S('Student Test Accounts'), {
    page: 'testAccountUpload',
  }),
];

/** Footer links; they carry a query parameter login holding the chosen login-as option. */
export const footerRoutes: RouteDef[] = [
  footer.route('/userAccountRecovery', 'User Account Recovery', S('User Account Recovery')),
  footer.route('/userProfileAccess', 'Login As', S('Glorifire Login')),
];

/** No login needed (console-spec §2): the embedded third-party view of potential matches. */
export const publicRoutes: RouteDef[] = [
  open.route('/potential-matches', 'Potential Matches', undefined, { noLogin: true, page: 'potentialMatches' }),
];

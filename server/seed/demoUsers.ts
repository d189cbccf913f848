// The demo organisation, its centres, roles and one sign-in per role that matters for scope and menus.
// Every demo password is demo1234 (README lists them).
import { OPERATIONAL_REPORTS } from '../../schemas/reports/index.js';
import { EXAM_RESULT_ACCESS } from '../../schemas/access/abilityTable.js';
import { ENTITY_MANIFEST, MANIFEST_KINDS } from '../../schemas/manifest.js';

export const DEMO_PASSWORD = 'demo1234';

export const demoOrganisation = { name: 'Vidya Coaching Institute', code: 'VCI' };

/**
 * The demo organisation's CRM secret for potential-matches tokens: known, like DEMO_PASSWORD, so the example CRM
 * (examples/crm-parent) signs with it out of the box. Only demo data has it; any other organisation's is random.
 */
export const DEMO_CRM_SECRET = 'vci-demo-crm-secret';

export const demoCentres = [
  { code: 'DEL-SD', name: 'Delhi South Extension', city: 'New Delhi', kind: 'regular' },
  { code: 'MUM-AN', name: 'Mumbai Andheri', city: 'Mumbai', kind: 'regular' },
  { code: 'KOL-SL', name: 'Kolkata Salt Lake', city: 'Kolkata', kind: 'regular' },
  { code: 'LKO-NC', name: 'Lucknow (NCRP)', city: 'Lucknow', kind: 'NCRP' },
  { code: 'JAI-NC', name: 'Jaipur (NCRP)', city: 'Jaipur', kind: 'NCRP' },
  { code: 'PAT-NC', name: 'Patna (NCRP)', city: 'Patna', kind: 'NCRP' },
  { code: 'DOH-QA', name: 'Doha', city: 'Doha', kind: 'Doha' },
  { code: 'BAH-MA', name: 'Bahrain Manama', city: 'Manama', kind: 'Bahrain' },
] as const;

/** Every registered entity's ability, from the registry: a new entity reaches the demo admins without an edit here. */
const entityAbilities = [...new Set(MANIFEST_KINDS.map((kind) => ENTITY_MANIFEST[kind].access.list))];
const alertAbilities = ['Alert & Escalation List', 'Alert & Escalation Report', 'Alert & Escalation Config'];
/** The operations reports the data supports, granted by their titles. */
const reportAbilities = OPERATIONAL_REPORTS.map((r) => r.ability);
/** Exam configuration (176), the upload tab (177) and the exam result access identifier the server checks by name. */
const examAbilities = ['Exam Config', 'Exam Result Upload', EXAM_RESULT_ACCESS];
/** Teacher feedback's tabs beyond its three entities: the module, the responses upload and Faculty Performance. */
const feedbackAbilities = ['Teacher Feedback', "Upload Students' Responses/Remarks", 'Faculty Performance'];
/** Faculty KRA beyond viewing its two entities: editing them and the performance report. */
const kraAbilities = ['KRA Parameters Edit', 'KRA Feedback Question Mapping Edit', 'Faculty KRA Performance View'];

/** In order, each once: a registered entity's ability may also be named beside it (Time Table). */
const distinct = (...abilities: string[]) => [...new Set(abilities)];

/** Roles and their abilities, in order; the first ability '*' grants everything. */
export const demoRoles: { name: string; abilities: string[] }[] = [
  { name: 'Admin', abilities: ['*'] },
  { name: 'Institute Admin', abilities: distinct(...entityAbilities, 'Edit Contact Details', ...alertAbilities, 'Course Plan', 'Student Package', 'Time Table', 'Attendance', 'My Training', 'PTM Schedule', ...feedbackAbilities, ...kraAbilities, ...examAbilities, ...reportAbilities) },
  { name: 'Centre Admin', abilities: distinct(...entityAbilities, 'Edit Contact Details', 'Alert & Escalation List', 'Time Table', 'Attendance', 'PTM Schedule', ...feedbackAbilities, 'Faculty KRA Performance View') },
  // The AO works the alerts of their centres: the time table, attendance, PTM, course plan and students' feedback
  // responses screens those alerts lead to, and the reports.
  { name: 'AO (All)', abilities: ['school Advance Information', 'school Basic Information', 'school Institute Reports', 'Alert & Escalation List', 'Alert & Escalation Report', 'My Training', 'MyAdvisor Events', 'Time Table', 'Attendance', 'PTM Schedule', 'Course Plan', 'Teacher Feedback', "Upload Students' Responses/Remarks", ...reportAbilities] },
  { name: 'Escalation', abilities: ['Alert & Escalation List'] },
  { name: 'Support Team', abilities: ['Task Tickets', 'User Account Recovery'] },
];

export const demoUsers = [
  { username: 'admin', firstName: 'Asha', lastName: 'Verma', role: 'Admin', scope: 'organisation', centres: [] as string[], userType: 'staff', trainingUser: true },
  { username: 'orgadmin', firstName: 'Rohan', lastName: 'Mehta', role: 'Institute Admin', scope: 'organisation', centres: [], userType: 'staff', trainingUser: false },
  { username: 'centreadmin', firstName: 'Priya', lastName: 'Nair', role: 'Centre Admin', scope: 'centre', centres: ['DEL-SD'], userType: 'staff', trainingUser: false },
  { username: 'ao', firstName: 'Vikram', lastName: 'Singh', role: 'AO (All)', scope: 'centre', centres: ['MUM-AN', 'KOL-SL'], userType: 'ao', trainingUser: true },
  { username: 'escalation', firstName: 'Meera', lastName: 'Iyer', role: 'Escalation', scope: 'centre', centres: ['DEL-SD'], userType: 'staff', trainingUser: false },
  { username: 'support', firstName: 'Arjun', lastName: 'Rao', role: 'Support Team', scope: 'general', centres: [], userType: 'staff', trainingUser: false },
] as const;

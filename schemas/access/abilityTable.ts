/**
 * Ability name -> slot, console-spec §6, as data. Pure TypeScript: the server imports this file to check the same
 * table the console uses, so it must never import React, the DOM or Node APIs.
 *
 * Rows are [name, slot, note?]. A note of 'invented' marks a slot the spec names only by purpose (or a purpose the spec
 * lists without an ability name); the name is ours and is what the role-ability seed must use. Collisions (two names on
 * one slot) are kept exactly as the spec gives them. Slots that no row names can only be granted by the wildcard '*'.
 */

export const SLOT_COUNT = 193;
/** console-spec §9: "Glorifire entity permission start slot 130". */
export const ENTITY_PERMISSION_START = 130;
/** Slot granted to every signed-in user (console-spec §4). */
export const ALWAYS_GRANTED_SLOT = 120;
export const WILDCARD = '*';
/** console-spec §6: exam result access identifier. exam-result routes carry no access check; the flag only informs. */
export const EXAM_RESULT_ACCESS = 'JEE Mains JEE Advanced Results';
/** Who may see and edit unmasked contacts: checked by name on the server, no menu slot. */
export const CONTACT_EDIT_ABILITY = 'Edit Contact Details';
/** Abilities a role may hold that grant no slot: flags checked by name. */
export const NAME_ONLY_ABILITIES = [EXAM_RESULT_ACCESS, CONTACT_EDIT_ABILITY] as const;

type Row = readonly [name: string, slot: number, note?: 'invented'];

/** The eight operations reports (console-spec §2), in spec order, each granted by its title. */
export const OPERATIONS_REPORTS = [
  { key: 'goal-setting-report', title: 'Goal Setting Report', slot: 164 },
  { key: 'centre-batch-student-faculty-report', title: 'Centre Batch Student Faculty Report', slot: 165 },
  { key: 'time-table-and-attendance-report', title: 'Time Table And Attendance Report', slot: 166 },
  { key: 'ptm-report', title: 'PTM Report', slot: 167 },
  { key: 'teaching-hours-report', title: 'Teaching Hours Report', slot: 168 },
  { key: 'faculty-feedback-report', title: 'Faculty Feedback Report', slot: 172 },
  // §6 lists seven slots (164-168, 172, 175) for eight reports; 175 also holds Potential Matches (a spec collision).
  { key: 'question-creation-report', title: 'Question Creation Report', slot: 175 },
  // The eighth report has no slot in §6: 174 is the only unnamed slot among them, so it is ours.
  { key: 'weekly-closure-report', title: 'Weekly Closure Report', slot: 174 },
] as const;

/** Alert & Escalation tabs (console-spec §6: 188-190), in the order list, report, config. */
export const ALERT_ESCALATION_TABS = [
  { key: 'list', title: 'Alert & Escalation List', slot: 188 },
  { key: 'report', title: 'Alert & Escalation Report', slot: 189 },
  { key: 'config', title: 'Alert & Escalation Config', slot: 190 },
] as const;

const ROWS: readonly Row[] = [
  // Authors
  ['Benchmark Information', 0],
  ['CMS client Integration', 1],
  ['Data Churner', 2],
  ['Map Schedule Test', 3],
  ['Schedule Test', 5],
  ['Schedule Test Update', 6],
  ['Course Management', 7],
  ['Course Syllabus Management', 8],
  ['Course Type Management', 9],
  ['Subject Management', 10],
  // Community
  ['Freelancer Report', 11],
  ['Moderator', 12],
  ['Community Questions', 13],
  ['Pre Moderator', 14],
  // Dashboard (15-19): §6 says "the dashboard needs its own slot" without naming it
  ['Dashboard', 15, 'invented'],
  ['IRT', 16],
  ['Engagement Analysis', 17, 'invented'],
  ['Referral Dashboard', 18, 'invented'],
  ['Referral Report', 19, 'invented'],
  // Institute (20-32)
  ['Register Institute User', 20, 'invented'],
  ['Institute Reports', 21, 'invented'],
  ['Institute Live Classes', 22, 'invented'],
  ['Class Detail', 23, 'invented'],
  ['Faculty Recruitment', 24, 'invented'],
  ['Institute Admission Test', 25, 'invented'],
  ['Non Classroom Activities', 26, 'invented'],
  ['Onboarding', 27],
  ['PTM Schedule', 28, 'invented'],
  // Marketing (33-50)
  ['Create Banner', 33],
  ['View Banner', 34],
  ['Campaigns', 35],
  ['Lists', 36],
  ['Senders', 37],
  ['Templates', 38],
  ['Create Coupons', 39],
  ['View Coupons', 40],
  ['Create Course Topper Information', 41],
  ['View Course Topper Information', 42],
  ['Free Package Moderation', 43],
  ['News', 44],
  ['Create Sale Landing Page', 45],
  ['View Sale Landing Page', 46],
  ['Create Sales Campaign', 47],
  ['View Sales Campaign', 48],
  ['SMS Credit Information', 49],
  ['View Voucher', 50],
  // {product} (51-73)
  ['User Information', 51, 'invented'],
  ['User Advance Information', 52, 'invented'],
  ['WAC Generator', 53, 'invented'],
  ['Sales', 55, 'invented'],
  ['Glorifire Partner', 56, 'invented'],
  ['Allocation', 57],
  ['Reports', 58, 'invented'],
  ['Engagement Report', 59, 'invented'],
  ['Customer Happiness Report', 60, 'invented'],
  ['User Feedback Report', 61, 'invented'],
  ['Registration', 62],
  ['AILCT Report', 63, 'invented'],
  ['Concept Proficiency Report', 64, 'invented'],
  ['Product Copy Management', 65, 'invented'],
  ['Package', 66, 'invented'],
  ['Register Glorifire User', 67, 'invented'],
  ['Gamification', 68, 'invented'],
  ['Glorifire', 69, 'invented'],
  ['Glorifire Results', 70, 'invented'],
  // Schools (§6 writes "school Batches/Mapping/Meeting/Users/Onboarding 74-78" and so on)
  ['School Batches', 74],
  ['School Mapping', 75],
  ['School Meeting', 76],
  ['School Users', 77],
  ['School Onboarding', 78],
  ['School Institute Reports', 79],
  ['Step Reports', 80],
  ['School Directory', 81, 'invented'],
  ['School Password', 82],
  ['Assign a Test', 83],
  ['View/Edit Tests', 84],
  ['School Advance Information', 89],
  ['School Basic Information', 90],
  ['School Live Class Reports', 92],
  // Footer links (Login-as menu)
  ['User Account Recovery', 85],
  ['Glorifire Login', 86],
  // Institute lists under userInfo
  ['Institute Student List', 87, 'invented'],
  ['Institute Enrolment Number List', 88, 'invented'],
  ['Result Regeneration', 99],
  ['Admit Card Verification', 102],
  ['CMS Client License', 103],
  // "ID moderation 104-106": one purpose over three slots, one per category ({product}, Schools, institute)
  ['Glorifire ID Moderation', 104, 'invented'],
  ['School ID Moderation', 105, 'invented'],
  ['Institute ID Moderation', 106, 'invented'],
  // "goal setting 116-119": the goal-setting feature areas of console-spec §2, in order (bypass has its own 169)
  ['Goal Level Mapping', 116, 'invented'],
  ['Initial Goal Setting', 117, 'invented'],
  ['Revised Goal Setting', 118, 'invented'],
  ['Escalation List', 119, 'invented'],
  ['Notifications', 120, 'invented'],
  // Support menu uses 121 and 122; the product Admin Dashboard link uses 122
  ['Support Tickets', 121, 'invented'],
  ['Support Admin Dashboard', 122, 'invented'],
  ['Task Tickets', 123],
  ['Eduganga Admin Dashboard', 124],
  ['Invigilator Panel', 125],
  ['Auto Package Allocation Read', 126],
  ['Batch Mapping', 126],
  ['Course Plan', 127],
  ['Student Package', 128],
  ['Early Joining Benefits', 129],
  // Entity permissions from 130, one per entity kind in entities-spec §3 order (crp, ncrp, doha-bahrain, teacher)
  ['Student Accounts', 130],
  ['NCRP Student Accounts', 131, 'invented'],
  ['DoBa Student Accounts', 132, 'invented'],
  ['Faculty Accounts', 133],
  ['Non Faculty Accounts', 134],
  ['Batches', 135],
  ['Course Program Mapping', 136],
  ['Student Test Accounts', 137],
  // KRA 138-142: "parameters view/edit, feedback-question mapping view/edit, faculty KRA performance view"
  ['KRA Parameters View', 138],
  ['KRA Parameters Edit', 139],
  ['KRA Feedback Question Mapping View', 140],
  ['KRA Feedback Question Mapping Edit', 141],
  ['Faculty KRA Performance View', 142],
  // "feedback 146-152": the teacher-feedback module, its five tabs (menu titles of §2), userInfo's feedback pages
  ['Teacher Feedback', 146, 'invented'],
  ['Feedback Question Master', 147, 'invented'],
  ['Feedback Forms', 148, 'invented'],
  ['Activate Feedback Form', 149, 'invented'],
  ["Upload Students' Responses/Remarks", 150, 'invented'],
  ['Faculty Performance', 151, 'invented'],
  ['User Info Faculty Feedback', 152, 'invented'],
  ['Time Table', 153],
  ['Attendance', 154],
  ['Student Test Report', 155],
  ['Chairman Dashboard', 156],
  ['Anytime PTM Report', 156],
  ['Adoption and Engagement Report', 157],
  ['My Training', 159],
  ['Student Tracker', 160],
  ['Calendar', 161],
  ['MyAdvisor Events', 162],
  ['Vod Analytics', 163],
  ['Goal Setting Bypass', 169],
  // "notes 170/171": view and edit are our split; 171 also holds Vod Upload (a spec collision)
  ['View Notes', 170, 'invented'],
  ['Edit Notes', 171, 'invented'],
  ['Vod Upload', 171],
  ['Call Logs', 173],
  ['Potential Matches', 175],
  ['Exam Config', 176],
  ['Exam Result Upload', 177],
  ['Virtual Numbers', 178],
  ['Student Journey', 179],
  ['AITS', 180],
  ['Alert Escalation', 181],
  ['Call Analytics', 185],
  ['Earning Index Configuration', 191],
  ['Faculty Earning Index Reports', 192],
];

export interface AbilityRow {
  name: string;
  slot: number;
  invented: boolean;
}

const toRow = ([name, slot, note]: Row): AbilityRow => ({ name, slot, invented: note === 'invented' });

/** Every ability name with its slot: the rows above, the operations reports and the alert tabs. */
export const ABILITY_TABLE: readonly AbilityRow[] = [
  ...ROWS.map(toRow),
  ...OPERATIONS_REPORTS.map((r) => ({ name: r.title, slot: r.slot, invented: r.slot === 174 })),
  ...ALERT_ESCALATION_TABS.map((t) => ({ name: t.title, slot: t.slot, invented: true })),
];

const normalise = (name: string) => name.trim().toLowerCase();

/**
 * Every name a role may hold (besides the wildcard), by its lower-case form: the table's names and the name-only
 * flags. The role editor's check uses this, so a seeded role always saves unchanged.
 */
export const KNOWN_ABILITIES: ReadonlyMap<string, string> = new Map(
  [...ABILITY_TABLE.map((r) => r.name), ...NAME_ONLY_ABILITIES].map((n) => [normalise(n), n]),
);

const SLOTS_BY_NAME: ReadonlyMap<string, readonly number[]> = ABILITY_TABLE.reduce((map, row) => {
  const key = normalise(row.name);
  map.set(key, [...(map.get(key) ?? []), row.slot]);
  return map;
}, new Map<string, number[]>());

/** Slots an ability name grants; names compare case-insensitively (console-spec §4). Unknown names grant nothing. */
export function slotsForAbility(name: string): readonly number[] {
  return SLOTS_BY_NAME.get(normalise(name)) ?? [];
}

/** The slot of a known ability name; throws on a typo so route and menu data cannot silently point nowhere. */
export function slotOf(name: string): number {
  const slots = slotsForAbility(name);
  if (slots.length === 0) throw new Error(`Unknown ability name: ${name}`);
  return slots[0];
}

/** Ability names that grant a slot (several where the spec has a collision). */
export function abilitiesForSlot(slot: number): string[] {
  return ABILITY_TABLE.filter((row) => row.slot === slot).map((row) => row.name);
}

/** Operations report whose title the ability names, if any (case-insensitive). */
export function operationsReportFor(ability: string) {
  return OPERATIONS_REPORTS.find((r) => normalise(r.title) === normalise(ability));
}

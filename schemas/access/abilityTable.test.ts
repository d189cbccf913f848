import {
  ABILITY_TABLE,
  ALERT_ESCALATION_TABS,
  OPERATIONS_REPORTS,
  SLOT_COUNT,
  abilitiesForSlot,
  slotOf,
  slotsForAbility,
} from './abilityTable';
import { computeSlots } from './slots';

/** console-spec §6 transcribed independently of abilityTable.ts: [ability name, slot]. */
const SPEC_ROWS: Array<[string, number]> = [
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
  ['Freelancer Report', 11],
  ['Moderator', 12],
  ['Community Questions', 13],
  ['Pre Moderator', 14],
  ['IRT', 16],
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
  ['Allocation', 57],
  ['Registration', 62],
  ['School Batches', 74],
  ['School Mapping', 75],
  ['School Meeting', 76],
  ['School Users', 77],
  ['School Onboarding', 78],
  ['School Institute Reports', 79],
  ['Step Reports', 80],
  ['School Password', 82],
  ['Assign a Test', 83],
  ['View/Edit Tests', 84],
  ['User Account Recovery', 85],
  ['Glorifire Login', 86],
  ['School Advance Information', 89],
  ['School Basic Information', 90],
  ['School Live Class Reports', 92],
  ['Result Regeneration', 99],
  ['Admit Card Verification', 102],
  ['CMS Client License', 103],
  ['Task Tickets', 123],
  ['Eduganga Admin Dashboard', 124],
  ['Invigilator Panel', 125],
  ['Auto Package Allocation Read', 126],
  ['Batch Mapping', 126],
  ['Onboarding', 27],
  ['Course Plan', 127],
  ['Student Package', 128],
  ['Early Joining Benefits', 129],
  ['Student Accounts', 130],
  ['Faculty Accounts', 133],
  ['Non Faculty Accounts', 134],
  ['Batches', 135],
  ['Course Program Mapping', 136],
  ['Student Test Accounts', 137],
  ['KRA Parameters View', 138],
  ['KRA Parameters Edit', 139],
  ['KRA Feedback Question Mapping View', 140],
  ['KRA Feedback Question Mapping Edit', 141],
  ['Faculty KRA Performance View', 142],
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

/** Slots the spec gives by purpose, with our names: the purpose ranges must be covered in order. */
const SPEC_RANGES: Array<[string, number[]]> = [
  ['ID moderation 104-106', [104, 105, 106]],
  ['goal setting 116-119', [116, 117, 118, 119]],
  ['entity permissions 130-137, one per entity', [130, 131, 132, 133, 134, 135, 136, 137]],
  ['feedback 146-152', [146, 147, 148, 149, 150, 151, 152]],
  ['notes 170/171', [170, 171]],
  ['operations reports 164-168, 172, 175', [164, 165, 166, 167, 168, 172, 175]],
  ['alert and escalation tabs 188-190', [188, 189, 190]],
];

const trueSlots = (abilities: string[], roleName = 'Nobody') =>
  computeSlots({ abilities, roleName })
    .slots.map((on, slot) => (on ? slot : -1))
    .filter((slot) => slot >= 0);

describe('§6 ability table, spec rows', () => {
  it.each(SPEC_ROWS)('%s grants slot %i', (name, slot) => {
    expect(slotsForAbility(name)).toContain(slot);
    expect(computeSlots({ abilities: [name], roleName: 'Nobody' }).slots[slot]).toBe(true);
  });

  it.each(SPEC_RANGES)('%s: every slot has a named ability', (_purpose, slots) => {
    for (const slot of slots) expect(abilitiesForSlot(slot).length).toBeGreaterThan(0);
  });
});

describe('every row of the table', () => {
  it.each(ABILITY_TABLE.map((row) => [row.name, row.slot] as const))(
    '%s grants exactly slot %i (plus the always-granted 120)',
    (name, slot) => {
      expect(trueSlots([name])).toEqual([...new Set([slot, 120])].sort((a, b) => a - b));
    },
  );
});

describe('table structure', () => {
  it('has every slot within 0..192', () => {
    expect(SLOT_COUNT).toBe(193);
    for (const row of ABILITY_TABLE) expect(row.slot >= 0 && row.slot < SLOT_COUNT).toBe(true);
  });

  it('names are unique, case-insensitively', () => {
    const names = ABILITY_TABLE.map((row) => row.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it('keeps the spec collisions: 126, 156, 171 and 175 each have two names', () => {
    for (const slot of [126, 156, 171, 175]) expect(abilitiesForSlot(slot)).toHaveLength(2);
  });

  it('gives the eight operations reports their titles and distinct slots', () => {
    expect(OPERATIONS_REPORTS.map((r) => r.title)).toEqual([
      'Goal Setting Report',
      'Centre Batch Student Faculty Report',
      'Time Table And Attendance Report',
      'PTM Report',
      'Teaching Hours Report',
      'Faculty Feedback Report',
      'Question Creation Report',
      'Weekly Closure Report',
    ]);
    expect(new Set(OPERATIONS_REPORTS.map((r) => r.slot)).size).toBe(8);
  });

  it('puts the alert tabs list, report, config on 188, 189, 190', () => {
    expect(ALERT_ESCALATION_TABS.map((t) => [t.key, t.slot])).toEqual([
      ['list', 188],
      ['report', 189],
      ['config', 190],
    ]);
  });

  it('slotOf throws on an unknown name, slotsForAbility answers nothing', () => {
    expect(() => slotOf('No Such Ability')).toThrow(/Unknown ability/);
    expect(slotsForAbility('No Such Ability')).toEqual([]);
  });
});

/** Institute-category routes of console-spec §2 (slots 20-32 and the institute slots of §6). */
import { ALERT_ESCALATION_TABS } from '../../../schemas/access/abilityTable';
import type { RouteDef } from '../types';
import { S, inArea, range } from './build';

const inst = inArea('institute');
const [alertList, alertReport, alertConfig] = ALERT_ESCALATION_TABS.map((tab) => tab.slot);

export const instituteRoutes: RouteDef[] = [
  // §2 says this route is brand-named; the brand is omitted here as in the spec.
  inst.route('/register-institute-user', 'Register Institute User', S('Register Institute User')),
  inst.route('/institute-live-classes', 'Institute Live Classes', S('Institute Live Classes')),
  // Opened from the time table and live classes; it has its own slot so either can link to it.
  inst.route('/class-detail', 'Class Detail', [S('Class Detail'), S('Time Table')]),
  // "fiitjeeAdmissionTest-type route": brand omitted from the path.
  ...inst.withTabs(inst.route('/instituteAdmissionTest', 'Institute Admission Test', S('Institute Admission Test')), [
    ['packageList', 'Package List'],
    ['userInfo', 'User Information'],
    ['results', 'Results'],
    ['testResultGeneration', 'Test Result Generation'],
  ]),
  inst.route('/nonClassroomActivities', 'Non Classroom Activities', S('Non Classroom Activities'), {
    noAccessCheck: true,
  }),
  inst.route('/onboarding', 'Onboarding', S('Onboarding')),
  inst.route('/institute-onboarding-states', 'Institute Onboarding States', undefined, {
    adminOnly: true,
    category: 'admin',
  }),
  // The module admits any goal-setting slot; each tab its own (the bypass page has 169, §6).
  ...inst.withTabs(inst.route('/goalSetting', 'Goal Setting', [...range(116, 119), S('Goal Setting Bypass')]), [
    ['goalLevelMapping/RPI', 'Goal Level Mapping: RPI', S('Goal Level Mapping')],
    ['goalLevelMapping/pastAchievements', 'Goal Level Mapping: Past Achievements', S('Goal Level Mapping')],
    ['initialGoalSetting/result', 'Initial Goal Setting: Result', S('Initial Goal Setting')],
    ['initialGoalSetting/goalSetter', 'Initial Goal Setting: Goal Setter', S('Initial Goal Setting')],
    // §2 names "a bypass page" without a path: this path is ours.
    ['goalSettingBypass', 'Bypass Goal Setting (Temporary)', S('Goal Setting Bypass')],
    ['escalation/escalationList/view', 'Escalation List', S('Escalation List')],
  ]),
  inst.route('/batch-management', 'Batch Management', S('Batch Mapping')),
  ...inst.withTabs(inst.route('/teacher-feedback', 'Teacher Feedback', range(146, 151), { page: 'teacherFeedback' }), [
    ['feedbackQuestionsMaster', 'Feedback Question Master', S('Feedback Question Master')],
    ['feedbackForms', 'Feedback Forms', S('Feedback Forms')],
    ['activateFeedbackForm', 'Activate Feedback Form', S('Activate Feedback Form')],
    ['studentResponses', "Upload Students' Responses/Remarks", S("Upload Students' Responses/Remarks")],
    ['teacherPerformances', 'Faculty Performance', S('Faculty Performance')],
  ]),
  inst.route('/student-test-result-details', 'Student Test Result Details', S('Student Test Report')),
  // Chairman dashboard: slot 156 (§9). Managing-partner roles see it titled 'Managing Partner Dashboard'.
  ...inst.withTabs(inst.route('/chairman-dashboard', 'Chairman Dashboard', S('Chairman Dashboard')), [
    ['glorifire-adoption', 'Glorifire Adoption'],
    ['question-creation', 'Question Creation'],
    ['goal-analysis', 'Goal Analysis'],
    ['faculty-target-analysis', 'Faculty Target Analysis'],
    ['student-journey-analysis', 'Student Journey Analysis'],
    // Also the standalone 'Student Journey Reports' item, which needs the Student Journey slot (179).
    ['report', 'Student Journey Report', [S('Chairman Dashboard'), S('Student Journey')]],
  ]),
  inst.route('/live-classes', 'Vod Analytics', S('Vod Analytics')),
  // No login needed (console-spec §2); the Upload VOD tab of the Vod Analytics menu.
  inst.route('/upload-vdo', 'Upload VOD', S('Vod Upload'), { noLogin: true }),
  inst.route('/my-notes', 'My Notes', [S('View Notes'), S('Edit Notes')]),
  // exam-result itself carries no access check (§2); its tabs keep their slots, potential matches needs no login.
  ...inst.withTabs(
    inst.route('/exam-result', 'Exam Results', [S('Potential Matches'), S('Exam Config'), S('Exam Result Upload')], {
      noAccessCheck: true, page: 'examResults',
    }),
    [
      ['potential-matches', 'Potential Matches', S('Potential Matches'), { noLogin: true, page: 'potentialMatches' }],
      ['exam-config', 'Exam Configuration', S('Exam Config'), { page: 'examResults' }],
      ['upload', 'Exam Result Upload', S('Exam Result Upload'), { page: 'examResults' }],
    ],
  ),
  ...inst.withTabs(inst.route('/aits', 'AITS', S('AITS')), [['passcode', 'AITS Passcode']]),
  // The base is the list view; the module slot 181 also opens it.
  ...inst.withTabs(
    inst.route('/alert-escalation', 'Alerts & Escalations', [alertList, S('Alert Escalation')], {
      page: 'alertEscalation',
    }),
    [
      ['report', 'Alert & Escalation Report', alertReport, { page: 'alertEscalationReport' }],
      ['config', 'Alert & Escalation Config', alertConfig, { page: 'alertEscalationConfig' }],
    ],
  ),
  ...inst.withTabs(inst.route('/earning-index', 'Earning Index', S('Earning Index Configuration')), [
    ['view', 'Earning Index View', [S('Earning Index Configuration'), S('Faculty Earning Index Reports')]],
  ]),
  inst.route('/faculty-earning-index-reports', 'Faculty Earning Index Reports', S('Faculty Earning Index Reports')),
];

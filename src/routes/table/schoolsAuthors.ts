/** Schools, Authors and Community routes of console-spec §2. */
import type { RouteDef } from '../types';
import { S, inArea } from './build';

const schools = inArea('schools');
const authors = inArea('authors');
const community = inArea('community');

export const schoolRoutes: RouteDef[] = [
  // AO users reach this from the institute category's report tab, hence the Institute Reports slot as well.
  schools.route('/instituteReports', 'Institute Reports', [S('School Institute Reports'), S('Institute Reports')]),
  schools.route('/stepReports', 'Step Reports', S('Step Reports')),
  ...schools.withTabs(schools.route('/school-directory', 'School Directory', S('School Directory')), [
    ['register', 'Register School'],
    ['view', 'View Schools'],
  ]),
  schools.route('/school-password', 'School Password', S('School Password')),
  // No access check (§2); slot 77 (School Users) only decides where the menu shows it: domains govern user logins.
  schools.route('/school-domain', 'School Domain', S('School Users'), { noAccessCheck: true }),
  // The module needs either test slot; offlineResult has no access check (§2).
  ...schools.withTabs(schools.route('/assignTests', 'Assign Tests', [S('Assign a Test'), S('View/Edit Tests')]), [
    ['create', 'Assign a Test', S('Assign a Test')],
    ['view', 'View/Edit Tests', S('View/Edit Tests')],
    ['offlineResult', 'Offline Result', S('Assign a Test'), { noAccessCheck: true }],
  ]),
  schools.route('/schoolOnlineClasses', 'School Live Class Reports', S('School Live Class Reports')),
];

export const authorRoutes: RouteDef[] = [
  authors.route('/rankMaps', 'Test Benchmarking', S('Benchmark Information')),
  authors.route('/cms-client-integration', 'CMS Client Integration', S('CMS client Integration')),
  authors.route('/dataChurner', 'Data Churner', S('Data Churner')),
  authors.route('/mapTest', 'Map Schedule Test', S('Map Schedule Test')),
  authors.route('/scheduleTest', 'Create Schedule Test', S('Schedule Test')),
  authors.route('/scheduleTestDataUpdate', 'Schedule Test Update', S('Schedule Test Update')),
  ...authors.withTabs(
    authors.route('/cmsmanagement', 'CMS Management', [
      S('Course Management'),
      S('Course Syllabus Management'),
      S('Course Type Management'),
      S('Subject Management'),
    ]),
    [
      ['subject', 'Subject Management', S('Subject Management')],
      ['course', 'Course Management', S('Course Management')],
      ['courseType', 'Course Type Management', S('Course Type Management')],
      ['syllabus', 'Syllabus Management', S('Course Syllabus Management')],
    ],
  ),
  authors.route('/result-regenerate', 'Result Regeneration', S('Result Regeneration')),
  authors.route('/licenseManagement', 'License Management', S('CMS Client License')),
];

export const communityRoutes: RouteDef[] = [
  community.route('/freelancersReport', 'Freelancer Report', S('Freelancer Report')),
  community.route('/moderator', 'Moderator', S('Moderator')),
  community.route('/communityQuestions', 'Community Questions', S('Community Questions')),
  community.route('/premoderator', 'Pre Moderator', S('Pre Moderator')),
];

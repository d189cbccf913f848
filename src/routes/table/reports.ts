/** The report module (console-spec §2): report pages, the operations reports, the admin-only onboarding report. */
import { OPERATIONS_REPORTS } from '../../../schemas/access/abilityTable';
// operations.ts, not the reports' index: the declarations without zod, which stays out of the main chunk.
import { reportByKey } from '../../../schemas/reports/operations';
import type { RouteDef } from '../types';
import { S, inArea } from './build';

const product = inArea('product');

// The institute category's "Institute Reports" tab also opens /report (AO users go to /instituteReports instead),
// so the module admits both the Reports slot and the Institute Reports slot.
const reportBase = product.route('/report', 'Reports', [S('Reports'), S('Institute Reports')]);

export const reportRoutes: RouteDef[] = [
  ...product.withTabs(reportBase, [
    ['engagement', 'Engagement Report', S('Engagement Report')],
    ['customerHappiness', 'Customer Happiness Report', S('Customer Happiness Report')],
    ['userFeedback', 'User Feedback Report', S('User Feedback Report')],
    ['ailct', 'AILCT Report', S('AILCT Report')],
    ['conceptProf', 'Concept Proficiency Report', S('Concept Proficiency Report')],
    ['access-to-anytime-ptm-report', 'Anytime PTM Report', S('Anytime PTM Report'), { category: 'institute' }],
    ['adoption-and-engagement-analytics', 'Adoption and Engagement Analytics', S('Adoption and Engagement Report'), {
      category: 'institute',
    }],
    // Admin role only (console-spec §6): no slot opens it.
    ['onboarding', 'Onboarding Report', undefined, { adminOnly: true, category: 'admin' }],
    // report/{name}/generate, each granted by the report's title; the report page for the declared ones (the others
    // have no data yet, so they keep the module placeholder).
    ...OPERATIONS_REPORTS.map(
      (report) => [`${report.key}/generate`, report.title, report.slot, {
        category: 'institute', page: reportByKey(report.key) ? 'operationsReport' : 'placeholder',
      }] as const,
    ),
  ]),
];

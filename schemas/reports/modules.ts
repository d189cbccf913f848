// The reports of modules (a tab of the module's page, granted by its ability): declared beside the module, listed here.
import { planAccuracyReport } from '../course-plan';
import { kraPerformanceReport } from '../kra-parameters';
import type { ReportSchema } from './define';

export const MODULE_REPORTS: readonly ReportSchema[] = [planAccuracyReport, kraPerformanceReport];

/** The reports a module's page shows as tabs. */
export const reportsOfModule = (kind: string): ReportSchema[] => MODULE_REPORTS.filter((r) => r.module === kind);

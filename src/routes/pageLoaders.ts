/**
 * Page key -> lazy loader, so every module is its own chunk. Until a module has screens it opens the placeholder page,
 * which names the module and says it has no screens yet (never a blank page, never fake data).
 */
import type { ComponentType } from 'react';
import type { PageKey } from './pageKeys';
import { entitySchemas, listRules } from '../providers/listModules';

export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

const placeholder: PageLoader = () => import('../pages/ModulePlaceholder');

/**
 * A page whose first screen is a schema list: the list rules the list request is checked with (dataProvider.ts) and
 * the schemas load side by side with the page, not each after the one before.
 */
const withList = (page: PageLoader): PageLoader => () => {
  // A failure here is the page's to report: it asks for both again when it needs them.
  listRules.load().catch(() => undefined);
  entitySchemas.load().catch(() => undefined);
  return page();
};

export const pageLoaders: Record<PageKey, PageLoader> = {
  placeholder,
  dashboard: () => import('../pages/DashboardPage'),
  notifications: () => import('../pages/NotificationsPage'),
  // Entity administration: the entities home (view tab) at /glorifireEntities/home?entity=... and test accounts.
  glorifireEntities: withList(() => import('../pages/entities/EntitiesHomePage')),
  // An entity with a page of its own (schemas: `page`), found by the path.
  entityPage: withList(() => import('../pages/entities/EntityPage')),
  // Bulk uploads: the upload page, the upload history, the preview and the test-account upload.
  glorifireEntitiesUpload: () => import('../pages/uploads/EntityUploadPage'),
  glorifireEntitiesHistory: () => import('../pages/uploads/HistoryPage'),
  glorifireEntitiesPreview: () => import('../pages/uploads/PreviewPage'),
  testAccount: () => import('../pages/entities/TestAccountPage'),
  testAccountUpload: () => import('../pages/uploads/TestAccountUploadPage'),
  // Alerts & escalations: the list (base), the report and the config tabs.
  alertEscalation: () => import('../pages/alerts/AlertEscalationPage'),
  alertEscalationReport: () => import('../pages/alerts/AlertReportPage'),
  alertEscalationConfig: () => import('../pages/alerts/AlertConfigPage'),
  // User Management: /supporthome opens the users list (the admin Resources, src/pages/admin).
  supportHome: () => import('../pages/admin/SupportHomePage'),
  // Potential matches, no login (/exam-result/potential-matches and the framed /potential-matches).
  potentialMatches: () => import('../pages/potentialMatches/PotentialMatchesPage'),
  ptmSchedule: () => import('../pages/ptm/PtmSchedulePage'),
  examResults: () => import('../pages/examResults/ExamResultsPage'),
  attendance: () => import('../pages/attendance/AttendancePage'),
  teacherFeedback: () => import('../pages/teacherFeedback/TeacherFeedbackPage'),
  myKra: () => import('../pages/myKra/MyKraPage'),
  operationsReport: () => import('../pages/reports/OperationsReportPage'),
};

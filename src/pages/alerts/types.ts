// The console's alert types: z.infer of the route schemas (schemas/api/alerts.ts), never hand-written copies.
export type { AlertDetail, AlertRow, AlertSetting, ReportAnswer, ReportBody, ReportRow, AlertListLink } from '../../../schemas/api/alerts';
export type { AlertReportType, AlertTab, EngagementBand } from '../../../schemas/alerts';

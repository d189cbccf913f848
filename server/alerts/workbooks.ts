// .xlsx files of the alerts module: an alert's lines and escalations, and a report. Written by the server's one
// writer (uploads/xlsxWriter.ts), which escapes every text cell: a name like =HYPERLINK(...) stays text.
import { INSUFFICIENT_DATA_LABEL } from '../../schemas/alerts/index.js';
import type { AlertDetail, ReportAnswer } from '../../schemas/api/alerts.js';
import { writeWorkbookXlsx, type XlsxSheet } from '../uploads/xlsxWriter.js';

/** GET alerts/{type}/{actionableId}/download: the alert, its lines, and (type escalation) its escalation steps. */
export function alertWorkbook(type: 'alert' | 'escalation', d: AlertDetail): Buffer {
  const sheets: XlsxSheet[] = [
    { name: 'Alert', header: ['Alert', 'Event', 'Assigned to', 'Emp Code', 'Centre', 'Status', 'Created', 'Due'],
      rows: [[d.title, d.words, d.userName, d.empCode, d.centre, d.status, d.createdAt, d.dueAt]] },
    { name: 'Details', header: ['Item', 'Value', 'Class group id'], rows: d.items.map((i) => [i.label, i.value, i.classGroupId]) },
  ];
  if (type === 'escalation') {
    sheets.push({ name: 'Escalations', header: ['S. No.', 'Level', 'Escalated to', 'Escalation Date', 'Reason'],
      rows: d.escalations.map((e, i) => [i + 1, e.level, e.escalatedTo, e.escalatedAt, e.reason === 'notViewed' ? 'Not viewed' : 'Not resolved']) });
  }
  return writeWorkbookXlsx(sheets);
}

/** GET {type}/report/export: the report's rows with their band (or insufficient data). */
export function reportWorkbook(r: ReportAnswer): Buffer {
  return writeWorkbookXlsx([
    { name: 'Report', header: ['S. No.', 'Name', 'Emp Code', 'Centre', 'Total Alerts Assigned', 'Resolved Alerts', 'Resolve Rate (%)', 'Band', 'Sample Size'],
      rows: r.rows.map((x, i) => [i + 1, x.label, x.empCode, x.centre, x.totalAlertsAssigned, x.resolvedAlerts, x.resolveRate, x.band ?? INSUFFICIENT_DATA_LABEL, x.sampleSize]) },
    { name: 'Bands', header: ['Band', 'Users'], rows: [...r.bands.map((b) => [b.band, b.count]), [INSUFFICIENT_DATA_LABEL, r.insufficientData]] },
  ]);
}

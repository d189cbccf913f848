// .xlsx files of the alerts module (ExcelJS, as the entity exports): an alert's lines and escalations, and a report.
import ExcelJS from 'exceljs';
import { INSUFFICIENT_DATA_LABEL } from '../../schemas/alerts/index.js';
import type { AlertDetail, ReportAnswer } from '../../schemas/api/alerts.js';

function sheet(wb: ExcelJS.Workbook, name: string, header: string[], rows: (string | number | null)[][]) {
  const ws = wb.addWorksheet(name);
  ws.addRow(header).font = { bold: true };
  for (const r of rows) ws.addRow(r);
  ws.columns.forEach((c) => { c.width = 22; });
}

/** GET alerts/{type}/{actionableId}/download: the alert, its lines, and (type escalation) its escalation steps. */
export async function alertWorkbook(type: 'alert' | 'escalation', d: AlertDetail): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  sheet(wb, 'Alert', ['Alert', 'Event', 'Assigned to', 'Emp Code', 'Centre', 'Status', 'Created', 'Due'], [
    [d.title, d.words, d.userName, d.empCode, d.centre, d.status, d.createdAt, d.dueAt],
  ]);
  sheet(wb, 'Details', ['Item', 'Value', 'Class group id'], d.items.map((i) => [i.label, i.value, i.classGroupId]));
  if (type === 'escalation') {
    sheet(wb, 'Escalations', ['S. No.', 'Level', 'Escalated to', 'Escalation Date', 'Reason'],
      d.escalations.map((e, i) => [i + 1, e.level, e.escalatedTo, e.escalatedAt, e.reason === 'notViewed' ? 'Not viewed' : 'Not resolved']));
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** GET {type}/report/export: the report's rows with their band (or insufficient data). */
export async function reportWorkbook(r: ReportAnswer): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  sheet(wb, 'Report', ['S. No.', 'Name', 'Emp Code', 'Centre', 'Total Alerts Assigned', 'Resolved Alerts', 'Resolve Rate (%)', 'Band', 'Sample Size'],
    r.rows.map((x, i) => [i + 1, x.label, x.empCode, x.centre, x.totalAlertsAssigned, x.resolvedAlerts, x.resolveRate, x.band ?? INSUFFICIENT_DATA_LABEL, x.sampleSize]));
  sheet(wb, 'Bands', ['Band', 'Users'], [...r.bands.map((b) => [b.band, b.count] as (string | number)[]), [INSUFFICIENT_DATA_LABEL, r.insufficientData]]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

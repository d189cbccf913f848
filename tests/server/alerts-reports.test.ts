// Alert reports (per user with bands, per event key, per centre, transformative, .xlsx), the settings of the config
// tab (priority copied onto the alerts, escalation triggers) and the templates (console-spec §7, issue 14), on the
// seeded demo data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { engines, startTestServer, type TestServer } from './harness.js';
import { alertCalls, signInAll } from './alertsKit.js';
import { ALERT_EVENT_KEYS } from '../../schemas/alerts/index.js';
import type { AlertSetting, ReportAnswer } from '../../schemas/api/alerts.js';

describe.each(engines)('alert reports and settings on %s', (engine) => {
  let s: TestServer;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    s = await startTestServer(engine);
    Object.assign(ids, await signInAll(s, ['ao', 'orgadmin', 'escalation', 'support'], tokens));
  });
  afterAll(async () => { await s?.close(); });

  const { call, data, list } = alertCalls(() => s.app, tokens);

  it('reports per user with bands, sample size and insufficient data; each figure links to its alerts', async () => {
    const report = await data<ReportAnswer>('orgadmin', 'POST', 'report/report', {});
    const ao = report.rows.find((r) => r.key === String(ids.ao))!;
    expect(ao.totalAlertsAssigned).toBeGreaterThanOrEqual(5);
    expect(ao.insufficientData).toBe(false);
    expect(ao.band).not.toBeNull();
    expect(ao.sampleSize).toBe(ao.totalAlertsAssigned);
    const assigned = await list('orgadmin', ao.links.assigned.fillPath, ao.links.assigned.lastSuffix, ao.links.assigned.body);
    expect(assigned.totalCount).toBe(ao.totalAlertsAssigned);
    const resolved = await list('orgadmin', ao.links.resolved.fillPath, ao.links.resolved.lastSuffix, ao.links.resolved.body);
    expect(resolved.totalCount).toBe(ao.resolvedAlerts);
    const small = report.rows.find((r) => r.totalAlertsAssigned < 5)!;
    expect(small).toMatchObject({ band: null, insufficientData: true });
    expect(report.insufficientData).toBe(report.rows.filter((r) => r.insufficientData).length);
    expect(report.bands.map((b) => b.band)).toEqual(['Transformative', 'Extraordinary', 'Excellent', 'Very Good', 'Good', 'Poor']);
    expect(report.bands.reduce((n, b) => n + b.count, 0) + report.insufficientData).toBe(report.rows.length);
    expect(report.totals.totalAlertsAssigned).toBe(report.rows.reduce((n, r) => n + r.totalAlertsAssigned, 0));
    // The report is scoped like the list: ao (report tab, slot 189) sees only their own row; without the tab: 403.
    const own = await data<ReportAnswer>('ao', 'POST', 'report/report', {});
    expect(own.rows.map((r) => r.key)).toEqual([String(ids.ao)]);
    expect((await call('escalation', 'POST', 'report/report', {})).statusCode).toBe(403);
  });

  it('report types resolved (per event key), overall (per centre), transformative; date range; .xlsx export', async () => {
    const byKey = await data<ReportAnswer>('orgadmin', 'POST', 'resolved/report', {});
    expect(new Set(byKey.rows.map((r) => r.key))).toEqual(new Set(ALERT_EVENT_KEYS));
    const k = byKey.rows[0];
    expect((await list('orgadmin', 'alert', 'all', k.links.assigned.body)).totalCount).toBe(k.totalAlertsAssigned);
    const overall = await data<ReportAnswer>('orgadmin', 'POST', 'overall/report', {});
    expect(overall.rows.map((r) => r.label)).toContain('Mumbai Andheri');
    expect(overall.totals.totalAlertsAssigned).toBe(byKey.totals.totalAlertsAssigned);
    const top = await data<ReportAnswer>('orgadmin', 'POST', 'transformative/report', {});
    expect(top.rows.every((r) => r.band === 'Transformative')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const dayAgo = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const recent = await data<ReportAnswer>('orgadmin', 'POST', 'report/report', { startDate: dayAgo, endDate: today });
    expect(recent.totals.totalAlertsAssigned).toBeLessThan(byKey.totals.totalAlertsAssigned);
    expect((await call('orgadmin', 'POST', 'weekly/report', {})).statusCode).toBe(400);
    const res = await call('orgadmin', 'GET', `report/report/export?startDate=${dayAgo}&endDate=${today}`);
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('Report')!;
    expect(sheet.getRow(1).values).toContain('Resolve Rate (%)');
    expect(sheet.rowCount - 1).toBe(recent.rows.length);
  });

  it('settings: list, priority (copied onto the alerts), triggers; config tab only', async () => {
    const settings = await data<{ rows: AlertSetting[]; totalCount: number }>('orgadmin', 'POST', 'settings/list', {});
    expect(settings.totalCount).toBe(ALERT_EVENT_KEYS.length);
    expect((await call('ao', 'POST', 'settings/list', {})).statusCode).toBe(403);
    const feedback = settings.rows.find((r) => r.eventKey === 'STUDENTS_FEEDBACK')!;
    const changed = await data<AlertSetting>('orgadmin', 'PUT', 'settings/priority', { eventKey: 'STUDENTS_FEEDBACK', priorityLevel: 1 });
    expect(changed.priorityLevel).toBe(1);
    const fb = await list('orgadmin', 'alert', 'all', { eventKey: 'STUDENTS_FEEDBACK', pageSize: 100 });
    expect(fb.rows.every((r) => r.priorityLevel === 1)).toBe(true);
    await data<AlertSetting>('orgadmin', 'PUT', 'settings/priority', { eventKey: 'STUDENTS_FEEDBACK', priorityLevel: feedback.priorityLevel });
    expect((await call('orgadmin', 'PUT', 'settings/priority', { eventKey: 'STUDENTS_FEEDBACK', priorityLevel: 9 })).statusCode).toBe(400);
    const triggers = [{ level: 1, trigger: 'notViewed', afterHours: 6 }, { level: 2, trigger: 'notResolved', afterHours: 30 }];
    const withTriggers = await data<AlertSetting>('orgadmin', 'POST', `events/${feedback.id}`, { triggers });
    expect(withTriggers.escalationRules).toEqual(triggers);
    const bad = await call('orgadmin', 'POST', `events/${feedback.id}`, { triggers: [{ level: 2, trigger: 'notViewed', afterHours: 6 }] });
    expect(bad.statusCode).toBe(400);
    expect((await call('orgadmin', 'POST', 'events/999999', { triggers })).statusCode).toBe(404);
    expect((await call('ao', 'POST', `events/${feedback.id}`, { triggers })).statusCode).toBe(403);
    const search = await data<{ rows: AlertSetting[] }>('orgadmin', 'POST', 'settings/list', { search: 'attendance' });
    expect(search.rows.map((r) => r.eventKey).sort()).toEqual(['MARK_ATTENDANCE', 'MARK_PTM_ATTENDANCE']);
  });

  it('templates: GET /api/template?type=ALERT_ESCALATION', async () => {
    const templates = await data<{ id: number; eventKey: string }[]>('ao', 'GET', '/api/template?type=ALERT_ESCALATION');
    expect(templates.map((t) => t.eventKey)).toEqual([...ALERT_EVENT_KEYS]);
    expect((await call('ao', 'GET', '/api/template?type=OTHER')).statusCode).toBe(400);
    expect((await call('support', 'GET', '/api/template?type=ALERT_ESCALATION')).statusCode).toBe(403);
  });
});

// The alert & escalation calls of console-spec §7 other than the list (which goes through the resources' list
// machinery): detail, viewed, status, accuracy, report and its export, settings, priority, thresholds and escalation
// triggers. Answers are typed from the
// route schemas (schemas/api/alerts.ts).
import { http } from '../../api/httpClient';
import type { AlertDetail, AlertReportType, AlertRow, AlertSetting, AlertTab, ReportAnswer, ReportBody } from './types';

const BASE = 'auth/alert-escalation';

export const alertsApi = {
  async detail(actionableId: number): Promise<AlertDetail> {
    const { data } = await http.get<AlertDetail>(`${BASE}/alerts/${actionableId}/alert`);
    return data;
  },
  /** §4: opening an alert marks it viewed. */
  async markViewed(actionableId: number): Promise<AlertRow> {
    const { data } = await http.patch<AlertRow>(`${BASE}/alert/events/${actionableId}`, { isViewed: true });
    return data;
  },
  async setStatus(actionableId: number, status: 'open' | 'resolved'): Promise<AlertRow> {
    const { data } = await http.patch<AlertRow>(`${BASE}/events/${actionableId}`, { status }, { loader: true });
    return data;
  },
  /** POST alerts/accuracy/{actionableId}: the data is confirmed accurate (resolves the alert) or said not to be. */
  async confirmAccuracy(actionableId: number, body: { isAccurate: boolean; remark?: string }): Promise<AlertRow> {
    const { data } = await http.post<AlertRow>(`${BASE}/alerts/accuracy/${actionableId}`, body, { loader: true });
    return data;
  },
  async report(type: AlertReportType, body: ReportBody): Promise<ReportAnswer> {
    const { data } = await http.post<ReportAnswer>(`${BASE}/${type}/report`, body);
    return data;
  },
  exportReport(type: AlertReportType, body: ReportBody) {
    return http.download(`${BASE}/${type}/report/export`, { ...body }, { loader: true, file: true });
  },
  /** GET alerts/{type}/{actionableId}/download: one alert or escalation, with its details, as .xlsx. */
  downloadAlert(type: AlertTab, actionableId: number) {
    return http.download(`${BASE}/alerts/${type}/${actionableId}/download`, undefined, { loader: true });
  },
  async settings(): Promise<AlertSetting[]> {
    const { data } = await http.post<{ rows: AlertSetting[] }>(`${BASE}/settings/list`, {});
    return data.rows;
  },
  async setPriority(eventKey: AlertSetting['eventKey'], priorityLevel: number): Promise<AlertSetting> {
    const { data } = await http.put<AlertSetting>(`${BASE}/settings/priority`, { eventKey, priorityLevel }, { loader: true });
    return data;
  },
  /** The organisation's thresholds of a rule key; a 422 carries `data.errors` ({ key, message }) under each field. */
  async setThresholds(eventKey: AlertSetting['eventKey'], thresholds: Record<string, number>): Promise<AlertSetting> {
    const { data } = await http.put<AlertSetting>(`${BASE}/settings/thresholds`, { eventKey, thresholds }, { loader: true });
    return data;
  },
  /** The organisation's own priority, thresholds and escalation of a key removed: it follows the defaults again. */
  async restoreDefaults(eventKey: AlertSetting['eventKey']): Promise<AlertSetting> {
    const { data } = await http.delete<AlertSetting>(`${BASE}/settings/${eventKey}/own`, undefined, { loader: true });
    return data;
  },
  /** POST events/{alertId} (the setting's id): its escalation rules. */
  async setTriggers(settingId: number, triggers: AlertSetting['escalationRules']): Promise<AlertSetting> {
    const { data } = await http.post<AlertSetting>(`${BASE}/events/${settingId}`, { triggers }, { loader: true });
    return data;
  },
};

// The alert & escalation calls of console-spec §7 other than the list (which goes through the resources' list
// machinery): detail, viewed, status, report and its export, settings and priority. Answers are typed from the
// route schemas (schemas/api/alerts.ts).
import { http } from '../../api/httpClient';
import type { AlertDetail, AlertReportType, AlertRow, AlertSetting, ReportAnswer, ReportBody } from './types';

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
  async report(type: AlertReportType, body: ReportBody): Promise<ReportAnswer> {
    const { data } = await http.post<ReportAnswer>(`${BASE}/${type}/report`, body);
    return data;
  },
  exportReport(type: AlertReportType, body: ReportBody) {
    return http.download(`${BASE}/${type}/report/export`, { ...body }, { loader: true, file: true });
  },
  async settings(): Promise<AlertSetting[]> {
    const { data } = await http.post<{ rows: AlertSetting[] }>(`${BASE}/settings/list`, {});
    return data.rows;
  },
  async setPriority(eventKey: AlertSetting['eventKey'], priorityLevel: number): Promise<AlertSetting> {
    const { data } = await http.put<AlertSetting>(`${BASE}/settings/priority`, { eventKey, priorityLevel }, { loader: true });
    return data;
  },
};

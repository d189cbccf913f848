// The operations reports' calls (console-spec §2): the rows of a report, and the same as .xlsx from the server.
import { http } from '../../api/httpClient';
import type { ReportSchema } from '../../../schemas/reports/define';
import type { ReportRow } from './reportFormat';

export interface ReportAnswer {
  from: string;
  to: string;
  rows: ReportRow[];
}

export const reportsApi = {
  async rows(report: ReportSchema, query: Record<string, string>, signal?: AbortSignal): Promise<ReportAnswer> {
    const { data } = await http.get<ReportAnswer>(report.api, query, { signal });
    return { from: data.from, to: data.to, rows: Array.isArray(data.rows) ? data.rows : [] };
  },
  download(report: ReportSchema, query: Record<string, string>) {
    return http.download(`${report.api}/download`, query, { loader: true, file: true });
  },
};

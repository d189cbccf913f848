// The operations reports (console-spec §2: report/{name}/generate) and the modules' reports (a tab of their page, at
// their own path): every declared report answers its rows as JSON
// and, at `/download`, as .xlsx through the server's one writer. Each is granted by its title (console-spec §4) and
// scoped to the user's centres: centres asked for outside them are left out, as every list does.
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MODULE_REPORTS, OPERATIONAL_REPORTS, defaultRange, reportAnswer, reportQuery, type ReportQuery, type ReportSchema } from '../../schemas/reports/index.js';
import { xlsxFile } from '../../schemas/api/index.js';
import { principalOf } from '../auth/plugin.js';
import type { Principal } from '../db/repos/users.js';
import { scopeCentreIds } from '../entities/supportRepo.js';
import { ok } from '../http/envelope.js';
import { answers } from '../http/responses.js';
import { hasQuery, reportRows } from '../reports/queries.js';
import type { ReportScope } from '../reports/scope.js';
import { writeSheetXlsx } from '../uploads/xlsxWriter.js';
import type { RoutePlugin } from './deps.js';
import { sendAttachment } from '../http/attachment.js';

const tags = ['reports'];

function scopeOf(p: Principal, q: ReportQuery): ReportScope {
  const mine = scopeCentreIds(p);
  const range = defaultRange(new Date().toISOString().slice(0, 10));
  return {
    orgId: p.orgId ?? -1,
    centres: q.centre.length ? q.centre.filter((c) => mine.includes(c)) : mine,
    batches: q.batch,
    from: q.from ?? (q.to && q.to < range.from ? q.to : range.from),
    to: q.to ?? range.to,
  };
}

function sheetOf(report: ReportSchema, rows: Record<string, unknown>[]) {
  return writeSheetXlsx(report.title.slice(0, 31), report.columns.map((c) => c.label),
    rows.map((r) => report.columns.map((c) => r[c.key] as string | number | null)));
}

const reportRoutes: RoutePlugin = async (app, { db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const report of [...OPERATIONAL_REPORTS, ...MODULE_REPORTS].filter((x) => hasQuery(x.key))) {
    const config = { access: { ability: report.ability } };
    r.get(`/api/${report.api}`, { config, schema: { tags, querystring: reportQuery, response: answers(reportAnswer) } }, async (req) => {
      const scope = scopeOf(principalOf(req), req.query);
      return ok({ from: scope.from, to: scope.to, rows: await reportRows(db, report.key, scope) });
    });
    r.get(`/api/${report.api}/download`, { config, schema: { tags, querystring: reportQuery, response: { 200: xlsxFile } } }, async (req, reply) => {
      const rows = await reportRows(db, report.key, scopeOf(principalOf(req), req.query));
      return sendAttachment(reply, `${report.downloadName}.xlsx`, sheetOf(report, rows));
    });
  }
};

export default reportRoutes;

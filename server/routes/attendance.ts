// Attendance (slot 154): the classes that have begun with their marks, one class's roster and its marks saved in
// one request, the summary per batch or student; and a past PTM's attendance, marked on the PTM view.
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ATTENDANCE_ABILITY, ATTENDANCE_KIND, ATTENDANCE_MESSAGES, ATTENDANCE_PREFIX } from '../../schemas/attendance.js';
import { PTM_ABILITY, PTM_PREFIX, ptmSchedules } from '../../schemas/ptm.js';
import { recheckAfterWrite } from '../alerts/recheck.js';
import { attendanceClassQuery, attendanceMarksBody, attendanceRosterAnswer, attendanceSummaryQuery, noData, ptmAttendanceBody } from '../../schemas/api/index.js';
import { listPage } from '../../schemas/api/envelope.js';
import { idParams } from '../../schemas/core/ids.js';
import { principalOf } from '../auth/plugin.js';
import { attendanceSummary, classCentres, classRoster, listClasses, saveMarks } from '../attendance/repo.js';
import { markPtmAttendance } from '../attendance/ptmRepo.js';
import { ok } from '../http/envelope.js';
import { answers } from '../http/responses.js';
import type { RoutePlugin } from './deps.js';

const tags = ['attendance'];
const config = { access: { ability: ATTENDANCE_ABILITY } };
const anyRow = z.record(z.string(), z.unknown());

const attendanceRoutes: RoutePlugin = async (app, { db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = `/api/${ATTENDANCE_PREFIX}`;
  r.get(`${base}/classes`, { config, schema: { tags, querystring: attendanceClassQuery, response: answers(listPage(anyRow)) } }, async (req) =>
    ok(await listClasses(db, principalOf(req), req.query)));
  r.get(`${base}/classes/:id`, { config, schema: { tags, params: idParams, response: answers(attendanceRosterAnswer) } }, async (req) =>
    ok(await classRoster(db, principalOf(req), req.params.id)));
  r.put(`${base}/classes/:id/marks`, { config, schema: { tags, params: idParams, body: attendanceMarksBody, response: answers(z.object({ saved: z.number().int() })) } }, async (req) => {
    const p = principalOf(req);
    const saved = await saveMarks(db, p, req.params.id, req.body.marks);
    // Only this class (its centre for a rule not about classes): marking cannot change another class's alerts.
    const scope = { classIds: [req.params.id], centreIds: await classCentres(db, req.params.id) };
    await recheckAfterWrite(db, p.orgId, ATTENDANCE_KIND, scope, (err) => req.log.error({ err }, 'alert re-check failed'));
    return ok({ saved }, ATTENDANCE_MESSAGES.saved);
  });
  r.get(`${base}/summary`, { config, schema: { tags, querystring: attendanceSummaryQuery, response: answers(listPage(anyRow)) } }, async (req) =>
    ok(await attendanceSummary(db, principalOf(req), req.query)));
  r.patch(`/api/${PTM_PREFIX}/schedules/:id/attendance`, { config: { access: { ability: PTM_ABILITY } }, schema: { tags: ['ptm'], params: idParams, body: ptmAttendanceBody, response: answers(noData) } },
    async (req) => {
      const p = principalOf(req);
      // The meeting's centre: its PTM alerts are its batches'.
      const centreId = await markPtmAttendance(db, p, req.params.id, req.body.attended);
      await recheckAfterWrite(db, p.orgId, ptmSchedules.kind, { centreIds: [centreId] }, (err) => req.log.error({ err }, 'alert re-check failed'));
      return ok(null, ATTENDANCE_MESSAGES.saved);
    });
};

export default attendanceRoutes;

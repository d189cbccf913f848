// PTM schedule view (entities-spec §2, §7, §9): the schedules filtered by centre, batch and a date range, 8 a page;
// the filter options with the academic years; the student file PTMStudentDetails.xlsx. The upload itself goes
// through the upload routes (POST auth/ptm/schedule/upload?entity=ptm). The feedback questions stored with a
// schedule: read, and replaced whole (entities-spec §3).
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PTM_ABILITY, PTM_MESSAGES, PTM_PREFIX, PTM_STUDENT_FILE, ptmSchedules } from '../../schemas/ptm.js';
import { headerRow } from '../../schemas/index.js';
import {
  ptmFeedbackBody, ptmFeedbackQuestions, ptmFilterOptions, ptmScheduleList, ptmScheduleQuery, ptmStudentFileQuery, xlsxFile,
} from '../../schemas/api/index.js';
import { ptmFeedbackErrorsOf } from '../../schemas/ptmFeedback.js';
import { fieldErrors } from '../admin/fieldErrors.js';
import { principalOf } from '../auth/plugin.js';
import { notFound, ok } from '../http/envelope.js';
import { idParams } from '../../schemas/core/ids.js';
import { answers } from '../http/responses.js';
import { filterOptions, listMeetings, studentsOfYear } from '../ptm/repo.js';
import { readFeedback, replaceFeedback } from '../ptm/feedbackRepo.js';
import { academicYears } from '../ptm/academicYears.js';
import { writeSheetXlsx } from '../uploads/xlsxWriter.js';
import type { RoutePlugin } from './deps.js';
import { sendAttachment } from '../http/attachment.js';

const config = { access: { ability: PTM_ABILITY } };
const tags = ['ptm'];
const NO_SCHEDULE = 'No PTM schedule with this id in your centres';

const ptmRoutes: RoutePlugin = async (app, { database, db }) => {
  const { turns } = database;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = `/api/${PTM_PREFIX}`;

  r.get(`${base}/schedules`, { config, schema: { tags, querystring: ptmScheduleQuery, response: answers(ptmScheduleList) } }, async (req) => {
    const p = principalOf(req);
    const q = req.query;
    // A day runs from T00:00:00.000Z to T23:59:59.999Z (entities-spec §9).
    const filter = {
      centreIds: q.centre, batchIds: q.batch, page: q.page, limit: q.limit,
      from: q.startDate ? `${q.startDate}T00:00:00.000Z` : null, to: q.endDate ? `${q.endDate}T23:59:59.999Z` : null,
    };
    return ok(await turns.read((db) => listMeetings(db, p.orgId ?? 0, p.centres.map((c) => c.id), filter)));
  });

  const feedbackPath = `${base}/schedules/:id/feedback-questions`;
  const scopeOf = (req: Parameters<typeof principalOf>[0]) => {
    const p = principalOf(req);
    return { orgId: p.orgId ?? 0, centreIds: p.centres.map((c) => c.id) };
  };

  r.get(feedbackPath, { config, schema: { tags, params: idParams, response: answers(ptmFeedbackQuestions) } }, async (req) => {
    const questions = await turns.read((d) => readFeedback(d, scopeOf(req), req.params.id));
    if (!questions) throw notFound(NO_SCHEDULE);
    return ok({ scheduleId: req.params.id, questions });
  });

  // The body's schema documents it in /api/docs; a body that breaks the rules is answered with every field's error
  // ('questions.2.options': 'Question 3: …'), as the admin forms are, rather than the first zod issue alone.
  r.put(feedbackPath, { config, attachValidation: true, schema: { tags, params: idParams, body: ptmFeedbackBody, response: answers(ptmFeedbackQuestions) } }, async (req) => {
    if (req.validationError && req.validationError.validationContext !== 'body') throw req.validationError;
    const parsed = ptmFeedbackBody.safeParse(req.body);
    if (!parsed.success) throw fieldErrors(ptmFeedbackErrorsOf(parsed.error, true));
    const questions = await replaceFeedback(db, scopeOf(req), req.params.id, parsed.data.questions);
    if (!questions) throw notFound(NO_SCHEDULE);
    return ok({ scheduleId: req.params.id, questions }, 'Feedback questions saved');
  });

  r.get(`${base}/filters`, { config, schema: { tags, response: answers(ptmFilterOptions) } }, async (req) => {
    const p = principalOf(req);
    const batches = await turns.read((db) => filterOptions(db, p.centres.map((c) => c.id)));
    return ok({ centres: p.centres.map((c) => ({ id: c.id, name: c.name })), batches, academicYears: academicYears(new Date()) });
  });

  r.get(`${base}/students/download`, { config, schema: { tags, querystring: ptmStudentFileQuery, response: { 200: xlsxFile } } }, async (req, reply) => {
    const p = principalOf(req);
    const q = req.query;
    const students = await turns.read((db) => studentsOfYear(db, p.orgId ?? 0, p.centres.map((c) => c.id), q.academicYear, q.centre, q.batch));
    if (students.length === 0) throw notFound(PTM_MESSAGES.noStudents);
    // The upload sheet's own columns, filled with each student's centre, enrolment number, class and batch.
    const op = ptmSchedules.uploads.operations[0];
    const header = headerRow(op, true);
    const at = (h: string) => header.indexOf(h);
    const rows = students.map((s, i) => {
      const row = new Array<string>(header.length).fill('');
      row[at('S. No')] = String(i + 1);
      row[at('Centre')] = s.centre;
      row[at('Enrollment No')] = s.enrolmentNo;
      row[at('Class')] = s.class;
      row[at('Batch')] = s.batch;
      row[at('Student Name')] = s.name;
      return row;
    });
    return sendAttachment(reply, PTM_STUDENT_FILE, writeSheetXlsx('PTM Students', header, rows));
  });
};

export default ptmRoutes;

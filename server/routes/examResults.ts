// Exam results (entities-spec §2, §5, §8; console-spec §2 exam-config and upload): the exams with subjects and max
// marks and their years; exam configuration (slot 176); an exam's sample sheet; the pre-signed upload URL of an
// exam and year, which the upload machinery's route takes (POST auth/exam-result/upload?entity=exam-result&token=);
// the exam-result history. Every call but configuration needs the exam result access identifier (console-spec §6).
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EXAM_CONFIG_ABILITY, EXAM_MESSAGES, EXAM_RESULT_KIND, EXAM_RESULT_PREFIX, examInput, examResults, examYearInput, fieldErrorsOf,
} from '../../schemas/examResults.js';
import { getOperation } from '../../schemas/index.js';
import { examHistoryList, examHistoryQuery, examList, examRow, examUploadUrl, examYearList, xlsxFile } from '../../schemas/api/index.js';
import { principalOf } from '../auth/plugin.js';
import type { Access } from '../auth/access.js';
import { ApiError, notFound, ok } from '../http/envelope.js';
import { idParam, idParams } from '../../schemas/core/ids.js';
import { answers } from '../http/responses.js';
import { fieldErrors } from '../admin/fieldErrors.js';
import { addYear, createExam, examHistory, examOf, listExams, sampleEnrolment } from '../examResults/repo.js';
import { examUploadSecret, issueUploadToken } from '../examResults/uploadToken.js';
import { writeSheetXlsx } from '../uploads/xlsxWriter.js';
import { historyView } from './uploadHistory.js';
import type { RoutePlugin } from './deps.js';
import { sendAttachment } from '../http/attachment.js';

const results: Access = { flag: 'examResults' };
const configure: Access = { ability: EXAM_CONFIG_ABILITY };
const tags = ['exam-results'];
const jsonObject = z.record(z.string(), z.unknown());
const examYearParams = z.object({ id: idParam() });
const urlBody = z.object({ examId: z.coerce.number().int().min(1).max(2_147_483_647), year: z.coerce.number().int().min(1).max(9999) });

const op = getOperation(examResults, 'upload');
/** A name or year already there: 409, not 400 (the console's call layer treats a 400 as a lost session). */
const taken = (field: string, message: string) => new ApiError(409, message, 409, { errors: { [field]: message } });
/** '…/JEE Main 2025' → a safe file name. */
const fileNameOf = (name: string) => `Exam_Result_${name.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '')}_sample.xlsx`;

const examResultRoutes: RoutePlugin = async (app, { db, database }) => {
  const { turns } = database;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = `/api/${EXAM_RESULT_PREFIX}`;
  const orgOf = (req: Parameters<typeof principalOf>[0]) => principalOf(req).orgId ?? 0;

  r.get(`${base}/exams`, { config: { access: { anyOf: [results, configure] } }, schema: { tags, response: answers(examList) } },
    async (req) => ok(await turns.read((d) => listExams(d, orgOf(req)))));

  r.get(`${base}/exams/:id/years`, { config: { access: { anyOf: [results, configure] } }, schema: { tags, params: examYearParams, response: answers(examYearList) } },
    async (req) => {
      const exam = await turns.read((d) => examOf(d, orgOf(req), req.params.id));
      if (!exam) throw notFound(EXAM_MESSAGES.selectExam);
      return ok(exam.years);
    });

  r.post(`${base}/exams`, { config: { access: configure }, schema: { tags, body: jsonObject, response: answers(examRow, 201) } }, async (req, reply) => {
    const parsed = examInput.safeParse(req.body);
    if (!parsed.success) throw fieldErrors(fieldErrorsOf(parsed.error));
    const p = principalOf(req);
    const exam = await createExam(db, p.orgId ?? 0, p.userId, parsed.data);
    if (!exam) throw taken('name', `There is already an exam named ${parsed.data.name}`);
    return reply.code(201).send({ code: 201, message: 'Exam created', data: exam });
  });

  r.post(`${base}/exams/:id/years`, { config: { access: configure }, schema: { tags, params: idParams, body: jsonObject, response: answers(examRow, 201) } }, async (req, reply) => {
    const parsed = examYearInput.safeParse(req.body);
    if (!parsed.success) throw fieldErrors(fieldErrorsOf(parsed.error));
    const exam = await examOf(db, orgOf(req), req.params.id);
    if (!exam) throw notFound(EXAM_MESSAGES.selectExam);
    if (!(await addYear(db, exam.id, parsed.data.year))) throw taken('year', `${exam.name} already has the year ${parsed.data.year}`);
    return reply.code(201).send({ code: 201, message: 'Year added', data: (await examOf(db, orgOf(req), exam.id))! });
  });

  r.get(`${base}/exams/:id/sample`, { config: { access: results }, schema: { tags, params: idParams, response: { 200: xlsxFile } } }, async (req, reply) => {
    const p = principalOf(req);
    const exam = await turns.read((d) => examOf(d, p.orgId ?? 0, req.params.id));
    if (!exam) throw notFound(EXAM_MESSAGES.selectExam);
    const enrolment = await turns.read((d) => sampleEnrolment(d, p.orgId ?? 0, p.centres.map((c) => c.id))) ?? op.columns[0].example;
    // The sheet's own columns, one example row per subject of the exam.
    const header = op.columns.map((c) => c.header);
    const rows = exam.subjects.map((s) => [enrolment, s.name, String(Math.round(s.maxMarks * 0.6))]);
    return sendAttachment(reply, fileNameOf(exam.name), writeSheetXlsx(exam.name.slice(0, 31), header, rows));
  });

  r.post(`${base}/upload-url`, { config: { access: results }, schema: { tags, body: urlBody, response: answers(examUploadUrl) } }, async (req) => {
    const p = principalOf(req);
    const { examId, year } = req.body;
    const exam = await examOf(db, p.orgId ?? 0, examId);
    if (!exam || !exam.years.includes(year)) throw new ApiError(422, EXAM_MESSAGES.selectExam);
    const { token, claims } = issueUploadToken({ examId, year, userId: p.userId }, await examUploadSecret(db));
    const query = { entity: EXAM_RESULT_KIND, token };
    return ok({
      url: `/api/${op.path}?${new URLSearchParams(query)}`, path: op.path, query, expiresAt: new Date(claims.exp).toISOString(), examId, year,
    });
  });

  r.get(`${base}/history`, { config: { access: results }, schema: { tags, querystring: examHistoryQuery, response: answers(examHistoryList) } }, async (req) => {
    const p = principalOf(req);
    const { rows, totalCount } = await turns.read((d) => examHistory(d, p, req.query.page, req.query.limit));
    return ok({ rows: rows.map((row) => ({ ...historyView(row), examId: row.examId, examName: row.examName, year: row.year })), totalCount });
  });
};

export default examResultRoutes;

// The students' responses sheet against the database: centre, batch, faculty, form and question resolved by the
// shared ref resolvers (refs.ts), the form active for the batch (and opened by today), the question on the form, and
// the response read against its question (a rating within its scale, options among its options: questionTypes.ts).
import type { ParsedRow } from '../../../schemas/index.js';
import { readAnswer } from '../../../schemas/questionTypes.js';
import { activationsOf, formQuestions, questionsOfOrg } from '../../feedback/facts.js';
import { insertResponses, type ResponseWrite } from '../../feedback/repo.js';
import { loadResolvers } from './refs.js';
import { errorsByRow, RowIssues, text, type OperationPlanner, type PlanContext, type RowPlan } from './types.js';
import type { Db } from '../../db/client.js';

const today = () => new Date().toISOString().slice(0, 10);

/** Each row's records by the shared resolvers; a cell left empty was already refused by the sheet checks. */
async function resolveRows(db: Db, ctx: PlanContext, rows: readonly ParsedRow[], issues: RowIssues[]) {
  const refs = await loadResolvers(db, ctx, ['centre', 'batch', 'teacher', 'feedback-form', 'feedback-question']);
  const one = (target: Parameters<typeof refs.get>[0], r: ParsedRow, key: string, i: number, centreId?: number) => {
    const value = text(r.values[key]);
    return value === null ? undefined : refs.get(target)!.resolve(value, key, issues[i], centreId);
  };
  return rows.map((r, i) => {
    const centre = one('centre', r, 'centre', i);
    return {
      centre, batch: centre ? one('batch', r, 'batch', i, centre.id) : undefined, faculty: one('teacher', r, 'faculty', i),
      form: one('feedback-form', r, 'form', i), question: one('feedback-question', r, 'question', i),
    };
  });
}

export const feedbackResponsesUpload: OperationPlanner<ResponseWrite> = {
  async plan(db, ctx, rows, sheetErrors) {
    const byRow = errorsByRow(sheetErrors);
    const issues = rows.map((r) => new RowIssues(ctx.op, r.row, byRow.get(r.row)));
    const read = await resolveRows(db, ctx, rows, issues);
    const questions = await questionsOfOrg(db, ctx.orgId);
    const forms = await formQuestions(db, ctx.orgId);
    const activations = await activationsOf(db, ctx.orgId, read.flatMap((x) => (x.batch ? [x.batch.id] : [])));
    const now = today();
    return rows.map((r, i): RowPlan<ResponseWrite> => {
      const { centre, batch, faculty, form, question } = read[i];
      const is = issues[i];
      const activation = batch && form ? activations.get(`${batch.id}|${form.id}`) : undefined;
      if (batch && form && !activation) is.add('form', 'not-active', `"${form.name}" is not active for batch ${batch.name}; activate it first`);
      else if (activation && activation.startDate > now) is.add('form', 'not-open', `"${form!.name}" opens for batch ${batch!.name} on ${activation.startDate}`);
      const q = question ? questions.get(question.id) : undefined;
      if (q && form && !(forms.get(form.id) ?? []).includes(q.id)) is.add('question', 'not-on-form', `question ${q.code} is not on the form "${form.name}"`);
      const answer = q && text(r.values.response) !== null ? readAnswer(q, text(r.values.response)!) : undefined;
      if (answer && !answer.ok) is.add('response', answer.rule, answer.message);
      const remark = text(r.values.remarks) ?? '';
      const preview = {
        batch: batch?.name ?? text(r.values.batch) ?? '', form: form?.name ?? text(r.values.form) ?? '', faculty: faculty?.name ?? text(r.values.faculty) ?? '',
        question: q?.code ?? text(r.values.question) ?? '', response: answer?.ok ? answer.answer : text(r.values.response) ?? '', remarks: remark,
      };
      if (!is.ok || !centre || !batch || !faculty || !form || !activation || !q || !answer?.ok) return { row: r.row, errors: is.errors, change: null, preview, write: null };
      const write: ResponseWrite = {
        centreId: centre.id, batchId: batch.id, formId: form.id, activationId: activation.id, facultyId: faculty.id,
        questionId: q.id, score: answer.score, answer: answer.answer, remark,
      };
      return { row: r.row, errors: [], change: 'create', preview, write };
    });
  },
  apply: (tx, ctx, writes, progress) => insertResponses(tx, ctx.orgId, writes, progress),
};

// Faculty Performance: per faculty and question, the responses, the average score and its distribution, and each
// centre's average beside, read from the tallies the uploads keep (repo.ts): one aggregate over them picks the page of
// pairs, then the page's distributions; the responses themselves are never read (200,000 are a few thousand tallies).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { Principal } from '../db/repos/users.js';
import { splitOptions } from '../../schemas/questionTypes.js';
import type { PerformanceQuery } from '../../schemas/feedback/query.js';
import { intArray } from '../db/params.js';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

interface CentreCell { c: string; n: number; s: number | null; ns: number }
interface PairRow {
  f: number; q: number; faculty: string; employeeCode: string; code: string; question: string; type: string;
  options: string | null; scale: string | null; n: number; s: number | null; ns: number; centres: CentreCell[]; dist: Record<string, number> | null; total: number;
}

/** The tallies (of the responses) the user may see under these filters: the user's centres, the chosen centres, faculty and questions. */
function responseWhere(p: Principal, q: PerformanceQuery, alias: string): SQL {
  const col = (c: string) => sql`${sql.identifier(alias)}.${sql.identifier(c)}`;
  const parts = [sql`${col('org_id')} = ${p.orgId}`];
  if (p.scope !== 'organisation') parts.push(sql`${col('centre_id')} = any(${intArray(p.centres.map((c) => c.id))})`);
  if (q.centre.length) parts.push(sql`${col('centre_id')} = any(${intArray(q.centre)})`);
  if (q.faculty.length) parts.push(sql`${col('faculty_id')} = any(${intArray(q.faculty)})`);
  if (q.question.length) parts.push(sql`${col('question_id')} = any(${intArray(q.question)})`);
  return sql.join(parts, sql` and `);
}

const average = (s: number | null, ns: number) => (ns > 0 && s !== null ? Math.round((s / ns) * 100) / 100 : null);

/** 'Delhi South Extension 4.25 (8) · Noida 3.5 (4)': each centre's average (or count) side by side. */
function centresText(cells: readonly CentreCell[]): string {
  return [...cells].sort((a, b) => a.c.localeCompare(b.c))
    .map((c) => `${c.c} ${average(c.s, c.ns) ?? '-'} (${c.n})`).join(' · ');
}

/** Every point of a rating's scale or every option, in order, with its count (0 where none chose it). */
function distributionText(r: PairRow): string {
  const values = r.type === 'Rating' ? Array.from({ length: Number(r.scale ?? 5) }, (_, i) => String(i + 1))
    : r.type === 'Blanks' ? [] : splitOptions(r.options);
  return values.map((v) => `${v}: ${r.dist?.[v] ?? 0}`).join(' · ');
}

export async function facultyPerformance(db: Db, p: Principal, q: PerformanceQuery) {
  if (p.orgId == null || p.scope === 'general') return { rows: [], totalCount: 0 };
  const res = await db.execute(sql`
    with pairs as (
      select t.faculty_id f, t.question_id q, sum(t.n)::int n, sum(t.scored)::int ns, sum(t.score_sum)::int s,
        json_agg(json_build_object('c', ce.name, 'n', t.n, 's', t.score_sum, 'ns', t.scored)) centres
      from feedback_tallies t join centres ce on ce.id = t.centre_id where ${responseWhere(p, q, 't')} and t.value = '' group by 1, 2
    ), page as (
      select pairs.*, te.name faculty, te.employee_code "employeeCode", fq.code, fq.question, fq.type, fq.options, fq.scale, count(*) over ()::int total
      from pairs join teachers te on te.id = pairs.f join feedback_questions fq on fq.id = pairs.q
      order by te.name, te.employee_code, fq.code limit ${q.limit} offset ${(q.page - 1) * q.limit}
    )
    select page.*, (
      select json_object_agg(d.value, d.n) from (select t.value, sum(t.n)::int n from feedback_tallies t
        where ${responseWhere(p, q, 't')} and t.faculty_id = page.f and t.question_id = page.q and t.value <> '' group by t.value) d
    ) dist from page order by page.faculty, page."employeeCode", page.code`);
  const rows = rowsOf<PairRow>(res);
  return {
    totalCount: rows[0]?.total ?? 0,
    rows: rows.map((r) => ({
      id: `${r.f}-${r.q}`, faculty: r.faculty, facultyId: r.f, employeeCode: r.employeeCode, question: r.code, questionId: r.q,
      questionText: r.question, type: r.type, responses: r.n, average: average(r.s, r.ns), distribution: distributionText(r), centres: centresText(r.centres),
    })),
  };
}

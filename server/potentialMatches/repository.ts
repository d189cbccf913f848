// The SQL of potential matches, derived from the existing tables (no table of its own):
//   school      = the centre the student studies at (centres.name, or its code)
//   city        = that centre's city (centres.city)
//   classValue  = students.class
//   targetExam  = the programme of the student's batch (course_program_mappings.program_name)
//   status      = 'Currently Enrolled' for active students, 'Alumni' for completed ones; deactivated students and
//                 test accounts are never shown, and unassociated students (no batch) have no target exam.
// Every table holds students preparing for the same target exam, in rings from the closest match outwards, each
// student in exactly one table: school (same class, same school), city (same class, another school of the city),
// class (same class, another city), rpi (the exam's other classes: its rank-potential peer group).
// Every query holds one organisation's rows only: the one the caller's organisation token names (orgToken.ts).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  POTENTIAL_MATCHES_PAGE_SIZE, type PotentialMatchOptions, type PotentialMatchRow, type PotentialMatchStatus,
  type PotentialMatchTable, type PotentialMatchType,
} from '../../schemas/api/potentialMatches.js';

export interface MatchFilters { school: string; city: string; classValue: string; targetExam: string }

type Raw = { type: PotentialMatchType; total: number; name: string | null; school: string | null; city: string | null; class_value: string | null; target_exam: string | null; status: string };
const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;
const orNull = (v: string | null) => (v == null || v.trim() === '' ? null : v);

const STATUS: Record<string, PotentialMatchStatus> = { active: 'Currently Enrolled', completed: 'Alumni' };

export async function findPotentialMatches(db: Db, orgId: number, f: MatchFilters, page: number, types: readonly PotentialMatchType[]): Promise<PotentialMatchTable[]> {
  const size = POTENTIAL_MATCHES_PAGE_SIZE;
  const from = (page - 1) * size + 1;
  // Totals by one aggregate; each page by a bounded top-N sort per table (LIMIT), never a full sort of the pool.
  const res = await db.execute(sql`
    with pool as materialized (
      select s.id, s.name, c.name as school, c.city, s.class as class_value, p.program_name as target_exam, s.status,
        case when lower(s.class) <> lower(${f.classValue}) then 'rpi'
             when lower(c.name) = lower(${f.school}) or lower(c.code) = lower(${f.school}) then 'school'
             when lower(c.city) = lower(${f.city}) then 'city'
             else 'class' end as type
      from course_program_mappings p
      join batches b on b.course_program_id = p.id
      join students s on s.batch_id = b.id
      join centres c on c.id = s.centre_id
      where p.org_id = ${orgId} and lower(p.program_name) = lower(${f.targetExam})
        and s.org_id = ${orgId} and s.status in ('active', 'completed') and s.program_kind <> 'crp-test'
    ), totals as (select type, count(*)::int as total from pool group by type)
    select t.type, coalesce(totals.total, 0) as total, r.name, r.school, r.city, r.class_value, r.target_exam, r.status
    from unnest(${`{${types.join(',')}}`}::text[]) with ordinality as t(type, ord)
    left join totals on totals.type = t.type
    left join lateral (
      select * from pool where pool.type = t.type
      order by pool.status = 'completed', pool.name, pool.id limit ${size} offset ${from - 1}
    ) r on true
    order by t.ord, r.status = 'completed', r.name, r.id`);
  const tables = new Map<PotentialMatchType, PotentialMatchTable>(types.map((type) => [type, { type, page, pageSize: size, totalCount: 0, rows: [] }]));
  for (const r of rowsOf<Raw>(res)) {
    const table = tables.get(r.type)!;
    table.totalCount = Number(r.total);
    if (r.name != null) table.rows.push(toRow(r));
  }
  return [...tables.values()];
}

function toRow(r: Raw): PotentialMatchRow {
  return {
    name: r.name ?? '', school: orNull(r.school), city: orNull(r.city), classValue: orNull(r.class_value),
    targetExam: orNull(r.target_exam), status: STATUS[r.status] ?? 'Currently Enrolled',
  };
}

/** The form's choices in one organisation: its schools (centres) and cities, its classes and target exams (programmes). */
export async function potentialMatchOptions(db: Db, orgId: number): Promise<PotentialMatchOptions> {
  const list = async (q: ReturnType<typeof sql>) => rowsOf<{ v: string }>(await db.execute(q)).map((r) => r.v);
  const [schools, cities, classValues, targetExams] = await Promise.all([
    list(sql`select distinct name as v from centres where org_id = ${orgId} order by 1`),
    list(sql`select distinct city as v from centres where org_id = ${orgId} and btrim(city) <> '' order by 1`),
    list(sql`select class as v from (select distinct class from course_program_mappings where org_id = ${orgId}) c
      order by nullif(regexp_replace(class, '\\D', '', 'g'), '')::int nulls last, class`),
    list(sql`select distinct program_name as v from course_program_mappings where org_id = ${orgId} order by 1`),
  ]);
  return { schools, cities, classValues, targetExams };
}

/** The organisation a token names, by its code; null when there is none. */
export async function organisationIdByCode(db: Db, code: string): Promise<number | null> {
  const [row] = rowsOf<{ id: number }>(await db.execute(sql`select id from organisations where code = ${code}`));
  return row ? Number(row.id) : null;
}

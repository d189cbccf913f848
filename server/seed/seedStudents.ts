// Generates students in SQL. Kinds follow the centre kinds: CRP students in regular centres, NCRP students in
// NCRP centres, DoBa students in Doha and Bahrain; a few test accounts everywhere. Statuses: mostly active,
// some unassociated (no batch), deactivated and completed.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { FIRST_NAMES, SURNAMES } from './names.js';

const KINDS = [
  { kind: 'crp', centreKinds: ['regular'], share: 0.7, prefix: '26' },
  { kind: 'ncrp', centreKinds: ['NCRP'], share: 0.2, prefix: '36' },
  { kind: 'doha-bahrain', centreKinds: ['Doha', 'Bahrain'], share: 0.08, prefix: '46' },
  { kind: 'crp-test', centreKinds: ['regular', 'NCRP', 'Doha', 'Bahrain'], share: 0.02, prefix: '96' },
];

const CHUNK = 100_000;

export async function seedStudents(db: Db, orgId: number, total: number): Promise<void> {
  const first = `{${FIRST_NAMES.join(',')}}`, last = `{${SURNAMES.join(',')}}`;
  for (const k of KINDS) {
    const count = Math.max(1, Math.round(total * k.share));
    for (let from = 1; from <= count; from += CHUNK) {
      const to = Math.min(count, from + CHUNK - 1);
      await db.execute(sql`
        with b as (
          select array_agg(b.id order by b.id) ids, array_agg(b.centre_id order by b.id) centres, array_agg(b.class order by b.id) classes
          from batches b join centres c on c.id = b.centre_id
          where c.org_id = ${orgId} and c.kind = any(${`{${k.centreKinds.join(',')}}`}::text[]) and b.status = 'active'
        ), g as (
          select i, ((i::bigint * 2654435761) % 4294967296) h from generate_series(${from}::int, ${to}::int) i
        )
        insert into students (org_id, program_kind, enrolment_no, name, centre_id, batch_id, class, status, email_id, mobile)
        select ${orgId}, ${k.kind}, ${k.prefix} || lpad(g.i::text, 8, '0'),
          fn || ' ' || ln,
          b.centres[1 + g.h % array_length(b.ids, 1)],
          case when g.h % 100 between 85 and 89 then null else b.ids[1 + g.h % array_length(b.ids, 1)] end,
          b.classes[1 + g.h % array_length(b.ids, 1)],
          case when g.h % 100 < 85 then 'active' when g.h % 100 < 90 then 'unassociated' when g.h % 100 < 96 then 'deactivated' else 'completed' end,
          lower(fn) || '.' || lower(ln) || g.i || '@mail.example.in',
          '+91' || (7000000000 + (g.h % 2999999999))::text
        from g cross join b
        cross join lateral (select (${sql.param(first)}::text[])[1 + (g.h / 7) % ${FIRST_NAMES.length}] fn,
                                   (${sql.param(last)}::text[])[1 + (g.h / 131) % ${SURNAMES.length}] ln) n`);
    }
  }
  await db.execute(sql`analyze students`);
}

// Demo rows of every entity whose table is derived from its schema, made from the schema alone: a few rows per demo
// centre (of the entity's centre kinds), each field from its example, select fields cycling through their options
// and dates a week apart, so a new entity has something to list, filter and search without a seed of its own.
import { sql } from 'drizzle-orm';
import { entities, type EntitySchema, type FieldDef } from '../../schemas/index.js';
import type { Db } from '../db/client.js';
import { insertDerived } from '../uploads/db/derived.js';
import { fitsCentreKind } from '../uploads/plan/facts.js';
import { demoOrganisation } from './demoUsers.js';

const ROWS_PER_CENTRE = 3;
const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

function valueOf(f: FieldDef, i: number, centreId: number): unknown {
  if (f.ref === 'centre' && !f.multiple) return centreId;
  if (f.kind === 'select' && f.options?.length) return f.options[i % f.options.length];
  if (f.kind === 'date' && f.example) return new Date(Date.parse(f.example) + i * 7 * 86_400_000).toISOString().slice(0, 10);
  return f.example ?? null;
}

/**
 * Seedable when every field it fills is a centre, a select, a date or has an example (no other refs to look up);
 * records shared by all centres (a question master) are no per-centre rows and have a seed of their own.
 */
const seedable = (e: EntitySchema) => !e.table.handTuned && !e.sharedByCentres && e.fields.every((f) => f.kind !== 'ref' || (f.ref === 'centre' && !f.multiple));

export async function seedDerived(db: Db): Promise<boolean> {
  const [org] = rowsOf<{ id: number }>(await db.execute(sql`select id from organisations where code = ${demoOrganisation.code}`));
  if (!org) return false;
  const centres = rowsOf<{ id: number; kind: string }>(await db.execute(sql`select id, kind from centres where org_id = ${org.id} order by id`));
  let added = false;
  for (const entity of Object.values(entities).filter(seedable)) {
    const [any] = rowsOf(await db.execute(sql`select 1 from ${sql.identifier(entity.table.name)} where org_id = ${org.id} limit 1`));
    if (any) continue;
    const fields = entity.fields.filter((f) => f.kind !== 'status');
    const rows = centres.filter((c) => fitsCentreKind(entity, c.kind)).flatMap((c) => Array.from({ length: ROWS_PER_CENTRE }, (_, i) =>
      Object.fromEntries(fields.map((f) => [f.column, valueOf(f, i, c.id)]))));
    await insertDerived(db, entity, org.id, rows, async () => {});
    added = true;
  }
  return added;
}

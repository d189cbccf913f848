// The column mappings clerks confirmed (issue 26): the organisation's last one per entity and operation, proposed
// first next time, and each job's own, so the job's worker reads the file the way its preview did.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { uploadJobMappings, uploadMappings } from '../db/uploadMappingTables.js';
import { parseMappingText, type MappingPair } from '../../schemas/index.js';
import { ApiError } from '../http/envelope.js';
import type { PlanContext } from './plan/types.js';

const targetOf = (ctx: PlanContext) =>
  and(eq(uploadMappings.orgId, ctx.orgId), eq(uploadMappings.entityKind, ctx.entity.kind), eq(uploadMappings.operation, ctx.op.key));

/** The mapping the organisation confirmed last for this entity and operation. */
export async function rememberedMapping(db: Db, ctx: PlanContext): Promise<MappingPair[] | undefined> {
  const [row] = await db.select({ pairs: uploadMappings.pairs }).from(uploadMappings).where(targetOf(ctx));
  return row?.pairs;
}

/** Keeps a confirmed mapping as the organisation's for this entity and operation. */
export async function rememberMapping(db: Db, ctx: PlanContext, pairs: MappingPair[]): Promise<void> {
  await db.insert(uploadMappings).values({ orgId: ctx.orgId, entityKind: ctx.entity.kind, operation: ctx.op.key, pairs })
    .onConflictDoUpdate({ target: [uploadMappings.orgId, uploadMappings.entityKind, uploadMappings.operation], set: { pairs, updatedAt: sql`now()` } });
}

export async function saveJobMapping(tx: Db, jobId: number, pairs: MappingPair[]): Promise<void> {
  await tx.insert(uploadJobMappings).values({ jobId, pairs }).onConflictDoNothing();
}

export async function jobMapping(db: Db, jobId: number): Promise<MappingPair[] | undefined> {
  const [row] = await db.select({ pairs: uploadJobMappings.pairs }).from(uploadJobMappings).where(eq(uploadJobMappings.jobId, jobId));
  return row?.pairs;
}

/**
 * The mapping an upload names (multipart field `mapping`, JSON pairs), refused with a 422 when malformed; and for a
 * preview, the organisation's remembered one to propose first if the headers do not match.
 */
export async function withMapping(db: Db, ctx: PlanContext, fields: ReadonlyMap<string, string>, dryRun: boolean): Promise<PlanContext> {
  const text = fields.get('mapping');
  let mapping: MappingPair[] | undefined;
  if (text !== undefined && text !== '') {
    const parsed = parseMappingText(text);
    if (typeof parsed === 'string') throw new ApiError(422, parsed);
    mapping = parsed;
  }
  const remembered = dryRun && !mapping ? await rememberedMapping(db, ctx) : undefined;
  return { ...ctx, ...(mapping ? { mapping } : {}), ...(remembered ? { remembered } : {}) };
}

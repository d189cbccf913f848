// Entity answers: a list row derived from the entity's own fields, the support lists and the actions' answers.
import { z } from 'zod';
import type { EntitySchema, FieldDef } from '../core/types';
import { listPage } from './envelope';

const text = z.string().nullable();
const id = z.number().int();

/** A field's value as a list row carries it: ref fields as their display name(s), beside their id(s). */
function fieldShape(f: FieldDef): Record<string, z.ZodType> {
  if (f.kind === 'ref' && f.multiple) return { [f.key]: z.array(z.string()).nullable(), [`${f.key}Ids`]: z.array(id).nullable() };
  if (f.kind === 'ref') return { [f.key]: text, [`${f.key}Id`]: id.nullable() };
  const shape: Record<string, z.ZodType> = { [f.key]: text };
  if (f.masked && f.maskFlag) shape[f.maskFlag] = z.boolean();
  return shape;
}

/** One row of an entity list, as GET <kind> answers it: id and every field key (masked ones masked). */
export function listRow(entity: EntitySchema) {
  return z.object(Object.assign({ id }, ...entity.fields.map(fieldShape)));
}

export const listAnswer = (entity: EntitySchema) => listPage(listRow(entity));

export const centreOption = z.object({ id, name: z.string(), code: z.string(), kind: z.string(), city: z.string() });
export const roleOption = z.object({ id, name: z.string(), staffKind: z.string() });
export const subjectOption = z.object({ id, name: z.string() });
export const batchOption = z.object({ id, batchCode: z.string(), centreId: id, class: z.string(), status: z.string() });
export const facultyOption = z.object({ id, name: z.string(), employeeCode: z.string(), centreId: id });
export const mappingOption = z.object({ id, programName: z.string(), sku: z.string(), class: z.string() });
export type CentreOption = z.infer<typeof centreOption>;

/** The records whose status changed, with their new status. */
/** At most this many records in one status change by filter ("select all N matching"): an upload's own limit. */
export const MATCHING_MAX = 100_000;
export const tooManyMatching = (count: number) =>
  `The filter matches ${count.toLocaleString('en-IN')} records; a change applies to at most ${MATCHING_MAX.toLocaleString('en-IN')} at once. Narrow it with filters first.`;

/** By ids: `changed` lists them; by filter ("select all N matching"): only the count. */
export const statusChangeAnswer = z.object({ changed: z.array(z.object({ id, status: z.string() })).optional(), count: z.number().int().min(0) });
/** A record's email and mobile, unmasked (and written to the audit log). */
export const unmaskAnswer = z.object({ emailId: text, mobile: text });
export type Contacts = z.infer<typeof unmaskAnswer>;
export const classUpdateAnswer = z.object({ id, class: z.string() });

export const batchLine = z.object({ batchCode: z.string(), class: z.string(), centre: z.string() });
export type BatchLine = z.infer<typeof batchLine>;
const placedBatch = batchLine;
/** A record's last batch association (added, retained, deleted), or its batches now when it has none. */
export const batchSummaryAnswer = z.object({ added: z.array(placedBatch), retained: z.array(placedBatch), deleted: z.array(placedBatch) });
export type BatchSummary = z.infer<typeof batchSummaryAnswer>;

/** A schedule's week (`<list>/week`): every record of the seven days from `from`, in date and time order. */
export const weekAnswer = (entity: EntitySchema) =>
  z.object({ from: z.string(), to: z.string(), rows: z.array(listRow(entity)), truncated: z.boolean() });
/** A form's body (`<list>/record`): each cell as a sheet would hold it, by field key. */
export const recordBody = z.strictObject({ values: z.record(z.string().max(40), z.string().max(500)) });
export const recordSaved = z.object({ id });
/** "Copy last week" previewed: each of last week's records with its date next week and why it cannot be copied. */
export const weekCopyAnswer = (entity: EntitySchema) => z.object({
  from: z.string(), to: z.string(), copies: z.number().int(), clashes: z.number().int(),
  lines: z.array(z.object({ from: listRow(entity), date: z.string(), problems: z.array(z.string()) })),
});
export const weekCopied = z.object({ copied: z.number().int(), skipped: z.number().int() });

/** A link's candidates (`<list>/record/:id/<link>`): the record's linked id now and the records it may be linked to. */
export const linkAnswer = z.object({ current: id.nullable(), options: z.array(z.object({ id, date: z.string().nullable(), label: z.string() })) });
/** Setting a link: the other record's id, or null to clear it. */
export type LinkAnswer = z.infer<typeof linkAnswer>;
export const linkBody = z.strictObject({ id: id.positive().nullable() });

// How one record is named in dialogs and labels: the values of the schema's search fields (enrolment number and
// name, employee code and name, batch code, programme and SKU), which are what a person recognises it by; or the fields
// the schema names instead (`list.titleFields`: a class by its batch, subject, date and start, not by its room).
import type { RaRecord } from 'react-admin';
import type { ResourceSchema } from '../../schemas';

/** The batch summary's title, on its row button and its dialog (entities-spec §2, §3). */
export const batchSummaryTitle = (schema: ResourceSchema) => (schema.kind === 'teacher' ? 'Faculty Batch Summary' : 'Batch Summary');

export function recordTitle(schema: ResourceSchema, record: RaRecord): string {
  const keys = schema.list.titleFields ?? schema.list.search.fields.map((f) => f.key);
  const parts = keys
    .map((key) => record[key])
    .filter((v) => v !== null && v !== undefined && String(v).trim() !== '')
    .map(String);
  return parts.length > 0 ? parts.join(' · ') : `#${String(record.id)}`;
}

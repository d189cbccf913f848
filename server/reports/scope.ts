// What every report query is asked for, and the SQL pieces they share (queries.ts, kra.ts).
import { sql, type SQL } from 'drizzle-orm';

export interface ReportScope { orgId: number; centres: readonly number[]; batches: readonly number[]; from: string; to: string }

/** The column's day within the report's range. */
export const inRange = (column: SQL, s: ReportScope) => sql`${column} between ${s.from}::date and ${s.to}::date`;

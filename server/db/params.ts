// Statement parameters the drivers need told their type: a list of ids goes as one int[] parameter (`= any(...)`,
// `unnest(...)`), the same on PGlite and PostgreSQL, however long the list.
import { sql, type SQL } from 'drizzle-orm';

/** A list (or any iterable, a Set of ids) of integers as one int[] parameter. */
export const intArray = (list: Iterable<number>): SQL => sql`${sql.param([...list])}::int[]`;

// The time table's dates and times are the centres' wall-clock time, not UTC: a 09:00 class in Delhi begins at 03:30
// UTC. CENTRE_TIME_ZONE (an IANA name, default Asia/Kolkata) says which wall clock; every "has it begun / ended"
// question about a class goes through here, so the attendance screen and the alert rules agree.
import { sql, type SQL } from 'drizzle-orm';

export const CENTRE_TIME_ZONE = process.env.CENTRE_TIME_ZONE || 'Asia/Kolkata';

/** The centres' wall-clock time now, as a timestamp without zone. */
export const centreNow = (): SQL => sql`(now() at time zone ${CENTRE_TIME_ZONE})`;

/** Whether the class (a time_table_classes alias) has begun. */
export const classBegun = (alias: SQL): SQL => sql`(${alias}.class_date + ${alias}.start_time::time) <= ${centreNow()}`;

/** Whether the class ended more than `hours` ago. */
export const classEndedHoursAgo = (alias: SQL, hours: number): SQL =>
  sql`(${alias}.class_date + ${alias}.end_time::time) <= ${centreNow()} - make_interval(hours => ${hours})`;

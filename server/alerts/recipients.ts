// Who a rule's alert goes to. By default the responsible person of its centre (CENTRE_ASSIGNEE). A rule may name
// people instead (RuleSubject.assigneeId), one alert each: a faculty through their sign-in, the active user whose
// username is their employee code (an alert row shows a user's username as the Emp Code), and the AOs above them,
// the active users of the organisation with an AO role (first role 'AO ...', or user type 'ao', as isAoUser reads
// them) whose scope covers the centre: the whole organisation, or the centre among their centres.
import { sql, type SQL } from 'drizzle-orm';
import { ADMIN_ROLE, INSTITUTE_ADMIN_ROLE } from '../../schemas/access/roles.js';
import type { RuleSubject } from './ruleInput.js';

/** A user's first role's name (the role their access reads first). */
export const ROLE_OF = (user: SQL) => sql`(select r.name from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = ${user}
  order by ur.position, ur.role_id limit 1)`;

/** Roles whose holder answers for an organisation that has named no admin for its escalations, in this order. */
const FALLBACK_ADMIN_ROLES = sql`array[${sql.join([INSTITUTE_ADMIN_ROLE, ADMIN_ROLE].map((r) => sql`${r.toLowerCase()}`), sql`, `)}]::text[]`;

/**
 * An organisation's admin for its alerts (level 2, and whoever answers when nobody else does), never `except` (an
 * alert's own assignee): its named level-2 recipient, else, for an organisation that has named none (a new one, say),
 * its first active organisation-wide user whose first role is Institute Admin, else Admin. Never anyone of another
 * organisation; null when the one named is `except`, or the organisation has no such user.
 */
export const ORG_ADMIN = (org: SQL, except: SQL = sql`null::int`) => sql`(select case
    when named.id is null then (select u.id from users u cross join lateral (select lower(trim(${ROLE_OF(sql`u.id`)})) as role) fr
      where u.org_id = ${org} and u.active and u.scope = 'organisation' and u.id is distinct from ${except} and fr.role = any(${FALLBACK_ADMIN_ROLES})
      order by array_position(${FALLBACK_ADMIN_ROLES}, fr.role), u.id limit 1)
    when named.id is distinct from ${except} then named.id end
  from (select (select r.user_id from alert_escalation_recipients r where r.org_id = ${org} and r.level = 2 and r.centre_id is null limit 1) as id) named)`;

/**
 * Who answers for a centre's alerts: its own user (user_centres) who is not the centre's head, else the head (the
 * level-1 escalation recipient), else the centre's organisation admin (ORG_ADMIN), so escalation still has its two levels.
 */
export const CENTRE_ASSIGNEE = (centre: SQL) => sql`coalesce(
  (select uc.user_id from user_centres uc join users u on u.id = uc.user_id and u.active
    where uc.centre_id = ${centre} and not exists (select 1 from alert_escalation_recipients r where r.level = 1 and r.centre_id = uc.centre_id and r.user_id = uc.user_id)
    order by uc.user_id limit 1),
  (select r.user_id from alert_escalation_recipients r where r.level = 1 and r.centre_id = ${centre} limit 1),
  ${ORG_ADMIN(sql`(select rc.org_id from centres rc where rc.id = ${centre})`)})`;

/** The sign-in of the faculty (a row of teachers under `teacher`), or null. */
export const FACULTY_USER = (teacher: SQL) => sql`(select u.id from users u
  where lower(u.username) = lower(${teacher}.employee_code) and u.org_id = ${teacher}.org_id and u.active limit 1)`;

/** The AOs whose scope covers the centre (a row of centres under `centre`), as an int[]. */
export const CENTRE_AOS = (centre: SQL) => sql`array(select u.id from users u
  where u.org_id = ${centre}.org_id and u.active
    and (lower(u.user_type) = 'ao' or ${ROLE_OF(sql`u.id`)} ~* '^\\s*ao\\y')
    and (u.scope = 'organisation' or exists (select 1 from user_centres uc where uc.user_id = u.id and uc.centre_id = ${centre}.id))
  order by u.id)`;

/** One subject per person named (its key marked with the user), or the subject itself for the centre's person. */
export function fanOut(subject: RuleSubject, userIds: readonly (number | null)[]): RuleSubject[] {
  const ids = [...new Set(userIds.filter((id): id is number => id != null))];
  if (ids.length === 0) return [subject];
  return ids.map((id) => ({ ...subject, subjectKey: `${subject.subjectKey}:u${id}`, assigneeId: id }));
}

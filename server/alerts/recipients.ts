// Who a rule's alert goes to. By default the responsible person of its centre (CENTRE_ASSIGNEE). A rule may name
// people instead (RuleSubject.assigneeId), one alert each: a faculty through their sign-in, the active user whose
// username is their employee code (an alert row shows a user's username as the Emp Code), and the AOs above them,
// the active users of the organisation with an AO role (first role 'AO ...', or user type 'ao', as isAoUser reads
// them) whose scope covers the centre: the whole organisation, or the centre among their centres.
import { sql, type SQL } from 'drizzle-orm';
import type { RuleSubject } from './ruleInput.js';

/**
 * Who answers for a centre's alerts: its own user (user_centres) who is not the centre's head, else the head (the
 * level-1 escalation recipient), else the centre's organisation admin (level 2), so escalation still has its two levels.
 */
export const CENTRE_ASSIGNEE = (centre: SQL) => sql`coalesce(
  (select uc.user_id from user_centres uc join users u on u.id = uc.user_id and u.active
    where uc.centre_id = ${centre} and not exists (select 1 from alert_escalation_recipients r where r.level = 1 and r.centre_id = uc.centre_id and r.user_id = uc.user_id)
    order by uc.user_id limit 1),
  (select r.user_id from alert_escalation_recipients r where r.level = 1 and r.centre_id = ${centre} limit 1),
  (select r.user_id from alert_escalation_recipients r join centres rc on rc.id = ${centre} and r.org_id = rc.org_id
    where r.level = 2 and r.centre_id is null))`;

/** The sign-in of the faculty (a row of teachers under `teacher`), or null. */
export const FACULTY_USER = (teacher: SQL) => sql`(select u.id from users u
  where lower(u.username) = lower(${teacher}.employee_code) and u.org_id = ${teacher}.org_id and u.active limit 1)`;

/** The AOs whose scope covers the centre (a row of centres under `centre`), as an int[]. */
export const CENTRE_AOS = (centre: SQL) => sql`array(select u.id from users u
  where u.org_id = ${centre}.org_id and u.active
    and (lower(u.user_type) = 'ao' or (select r.name from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id order by ur.position limit 1) ~* '^\\s*ao\\y')
    and (u.scope = 'organisation' or exists (select 1 from user_centres uc where uc.user_id = u.id and uc.centre_id = ${centre}.id))
  order by u.id)`;

/** One subject per person named (its key marked with the user), or the subject itself for the centre's person. */
export function fanOut(subject: RuleSubject, userIds: readonly (number | null)[]): RuleSubject[] {
  const ids = [...new Set(userIds.filter((id): id is number => id != null))];
  if (ids.length === 0) return [subject];
  return ids.map((id) => ({ ...subject, subjectKey: `${subject.subjectKey}:u${id}`, assigneeId: id }));
}

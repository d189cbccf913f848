// One round trip per request: the session by its token hash, with the user, roles, abilities and scope centres.
import { sql } from 'drizzle-orm';
import { prepared, type Db } from '../client.js';
import type { ScopeKind } from '../tables.js';
import { endSession, type Lifetimes } from './sessions.js';
import type { CentreRow, OrgRow, Principal, RoleWithAbilities } from './users.js';

export type AuthResult =
  | { ok: true; sessionId: number; principal: Principal }
  | { ok: false; reason: 'missing' | 'expired' | 'revoked' | 'replaced' | 'accessChanged' };

interface SessionRow {
  session_id: number; ended_reason: string | null; created_at: string | Date; last_seen_at: string | Date;
  /** The user is active, and neither their access nor their first role's abilities changed after the session began. */
  access_current: boolean;
}

interface Row {
  user_id: number; username: string; first_name: string; last_name: string; user_type: string; org_id: number | null;
  scope: ScopeKind; is_mypat_user: boolean; training_user: boolean;
  roles: RoleWithAbilities[] | null; centres: CentreRow[] | null; orgs: OrgRow[] | null;
}

const centreJson = sql`json_build_object('id', c.id, 'orgId', c.org_id, 'name', c.name, 'code', c.code, 'city', c.city, 'kind', c.kind)`;

/** The user, roles with abilities, scope centres and organisation as one row: the only place scope is worked out. */
const principalColumns = sql`
      u.id as user_id, u.username, u.first_name, u.last_name, u.user_type, u.org_id, u.scope, u.is_mypat_user, u.training_user,
      (select json_agg(json_build_object('id', r.id, 'name', r.name, 'abilities',
          (select coalesce(json_agg(ra.ability order by ra.position), '[]'::json) from role_abilities ra where ra.role_id = r.id))
        order by ur.position) from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id) as roles,
      case u.scope
        when 'organisation' then (select json_agg(${centreJson} order by c.name) from centres c where c.org_id = u.org_id)
        when 'centre' then (select json_agg(${centreJson} order by c.name) from user_centres uc join centres c on c.id = uc.centre_id where uc.user_id = u.id)
      end as centres,
      (select json_agg(json_build_object('id', o.id, 'name', o.name, 'code', o.code)) from organisations o where o.id = u.org_id) as orgs`;

/** A user's principal without a session (sign-in answers, upload jobs run for their uploader). */
export async function loadPrincipal(db: Db, userId: number): Promise<Principal | undefined> {
  const res = await db.execute(sql`select ${principalColumns} from users u where u.id = ${userId}`);
  const row = (res as unknown as { rows: Row[] }).rows[0];
  return row ? toPrincipal(row) : undefined;
}

export async function authenticate(db: Db, tokenHash: string, life: Lifetimes, now = new Date()): Promise<AuthResult> {
  const res = await db.execute(sql`${prepared}
    select s.id as session_id, s.ended_reason, s.created_at, s.last_seen_at, ${principalColumns},
      (u.active and s.created_at >= coalesce(u.access_changed_at, s.created_at)
        and s.created_at >= coalesce((select r.changed_at from user_roles ur join roles r on r.id = ur.role_id
          where ur.user_id = u.id order by ur.position, ur.role_id limit 1), s.created_at)) as access_current
    from sessions s join users u on u.id = s.user_id where s.token_hash = ${tokenHash}`);
  const row = (res as unknown as { rows: (Row & SessionRow)[] }).rows[0];
  if (!row) return { ok: false, reason: 'missing' };
  if (row.ended_reason === 'replaced') return { ok: false, reason: 'replaced' };
  if (row.ended_reason && row.ended_reason !== 'revoked') return { ok: false, reason: row.ended_reason === 'expired' ? 'expired' : 'revoked' };
  // Deactivated (which also revokes the sessions), or the access changed since sign-in (issue 16).
  if (!row.access_current) return { ok: false, reason: 'accessChanged' };
  if (row.ended_reason) return { ok: false, reason: 'revoked' };
  const lastSeen = new Date(row.last_seen_at).getTime(), created = new Date(row.created_at).getTime();
  if (now.getTime() - lastSeen > life.idleMs || now.getTime() - created > life.absoluteMs) {
    await endSession(db, row.session_id, 'expired');
    return { ok: false, reason: 'expired' };
  }
  // Touch at most every 15 s: the idle clock needs no finer grain, and it spares a write per request.
  if (now.getTime() - lastSeen > 15_000) await db.execute(sql`update sessions set last_seen_at = ${now} where id = ${row.session_id}`);
  return { ok: true, sessionId: row.session_id, principal: toPrincipal(row) };
}

function toPrincipal(r: Row): Principal {
  return {
    userId: r.user_id, username: r.username, firstName: r.first_name, lastName: r.last_name, userType: r.user_type,
    orgId: r.org_id, scope: r.scope, isMyPatUser: r.is_mypat_user, trainingUser: r.training_user,
    roles: r.roles ?? [], centres: r.centres ?? [], orgs: r.orgs ?? [],
  };
}

// The per-request sign-in check: one small indexed statement for the session's state, read from the database on every
// request (so a revocation, expiry, replacement or access change is seen at the next request on every server), and the
// principal (user, roles, abilities, scope centres) from this server's memory while nothing it was built from changed.
import { sql } from 'drizzle-orm';
import { prepared, type Db } from '../client.js';
import type { ScopeKind } from '../tables.js';
import { endSession, type Lifetimes } from './sessions.js';
import type { CentreRow, OrgRow, Principal, RoleWithAbilities } from './users.js';

export type AuthResult =
  | { ok: true; sessionId: number; principal: Principal }
  | { ok: false; reason: 'missing' | 'expired' | 'revoked' | 'replaced' | 'accessChanged' };

interface SessionRow {
  session_id: number; user_id: number; ended_reason: string | null; created_at: string | Date; last_seen_at: string | Date;
  /** The user is active, and neither their access nor their first role's abilities changed after the session began. */
  access_current: boolean;
  /** principal_generation.n (migration 0028): changes in the transaction of any change a principal is built from. */
  generation: string;
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
  const res = await db.execute(sql`${prepared}select ${principalColumns} from users u where u.id = ${userId}`);
  const row = (res as unknown as { rows: Row[] }).rows[0];
  return row ? toPrincipal(row) : undefined;
}

/**
 * Principals built by this server, by user, each with the generation it was built at: used only while the generation
 * the session check reads is still the same, so never after a change to anything it shows. One per server and
 * database (the auth plugin makes it): user ids and generations of two databases say nothing about each other.
 */
export class PrincipalCache {
  private readonly byUser = new Map<number, { generation: string; principal: Principal }>();
  constructor(private readonly max = 2000) {}

  get(userId: number, generation: string): Principal | undefined {
    const e = this.byUser.get(userId);
    return e && e.generation === generation ? e.principal : undefined;
  }

  set(userId: number, generation: string, principal: Principal): void {
    this.byUser.delete(userId);
    // The oldest first out: a Map keeps insertion order.
    if (this.byUser.size >= this.max) this.byUser.delete(this.byUser.keys().next().value!);
    this.byUser.set(userId, { generation, principal });
  }
}

export async function authenticate(db: Db, tokenHash: string, life: Lifetimes, cache: PrincipalCache, now = new Date()): Promise<AuthResult> {
  const res = await db.execute(sql`${prepared}
    select s.id as session_id, s.user_id, s.ended_reason, s.created_at, s.last_seen_at,
      (u.active and s.created_at >= coalesce(u.access_changed_at, s.created_at)
        and s.created_at >= coalesce((select r.changed_at from user_roles ur join roles r on r.id = ur.role_id
          where ur.user_id = u.id order by ur.position, ur.role_id limit 1), s.created_at)) as access_current,
      (select g.n from principal_generation g where g.id = 1)::text as generation
    from sessions s join users u on u.id = s.user_id where s.token_hash = ${tokenHash}`);
  const row = (res as unknown as { rows: SessionRow[] }).rows[0];
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
  // Read after the generation: a change committed in between makes a principal newer than its generation, which the
  // next request's check then misses and builds again; never an older one kept under a newer generation.
  let principal = cache.get(row.user_id, row.generation);
  if (!principal) {
    const loaded = await loadPrincipal(db, row.user_id);
    if (!loaded) return { ok: false, reason: 'missing' };
    cache.set(row.user_id, row.generation, (principal = frozen(loaded)));
  }
  return { ok: true, sessionId: row.session_id, principal };
}

/** A cached principal is shared by every request of its user: frozen, so that none can change it for the others. */
function frozen(p: Principal): Principal {
  for (const r of p.roles) Object.freeze(r.abilities);
  for (const list of [p.roles, p.centres, p.orgs] as object[][]) list.forEach((x) => Object.freeze(x));
  Object.freeze(p.roles); Object.freeze(p.centres); Object.freeze(p.orgs);
  return Object.freeze(p);
}

function toPrincipal(r: Row): Principal {
  return {
    userId: r.user_id, username: r.username, firstName: r.first_name, lastName: r.last_name, userType: r.user_type,
    orgId: r.org_id, scope: r.scope, isMyPatUser: r.is_mypat_user, trainingUser: r.training_user,
    roles: r.roles ?? [], centres: r.centres ?? [], orgs: r.orgs ?? [],
  };
}

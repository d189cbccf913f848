// What a user will get when they sign in: their first role's abilities, the slots the server's checks and the
// console's menu derive from them (schemas/access computeSlots), and the centres of their scope (loadPrincipal).
import type { Db } from '../db/client.js';
import { loadPrincipal } from '../db/repos/users.js';
import { computeSlots } from '../../schemas/access/slots.js';
import type { AdminEffectiveAccess } from '../../schemas/api/admin.js';
import type { Tenant } from './rest.js';

/** Undefined for no such user, or one of another organisation than the Admin's (`tenant`). */
export async function effectiveAccess(db: Db, userId: number, tenant: Tenant): Promise<AdminEffectiveAccess | undefined> {
  const p = await loadPrincipal(db, userId);
  if (!p || (tenant !== null && p.orgId !== tenant)) return undefined;
  const role = p.roles[0];
  const { slots } = computeSlots({ abilities: role?.abilities ?? [], roleName: role?.name ?? '' });
  return {
    roleName: role?.name ?? '',
    abilities: role?.abilities ?? [],
    slots: slots.flatMap((granted, slot) => (granted ? [slot] : [])),
    centres: p.centres.map((c) => ({ id: c.id, name: c.name, code: c.code })),
  };
}

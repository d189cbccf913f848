// Answers of the user-management routes (/api/admin/, issue 16). Their successes are raw JSON in the shape
// ra-data-simple-rest expects (a record, or an array of records with a Content-Range header), not the envelope;
// their errors keep the envelope, with field errors in data.errors.
import { z } from 'zod';
import { timestamp } from './envelope';

const id = z.number().int().min(1);

export const adminScopes = ['organisation', 'centre', 'general'] as const;

export const adminUser = z.object({
  id,
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roleId: id.nullable(),
  roleName: z.string().nullable(),
  orgId: id.nullable(),
  orgName: z.string().nullable(),
  scope: z.enum(adminScopes),
  centreIds: z.array(id),
  active: z.boolean(),
  createdAt: timestamp,
});
export type AdminUser = z.infer<typeof adminUser>;

export const adminRole = z.object({
  id,
  name: z.string(),
  /** §6 ability names (schemas/access/abilityTable), or ['*']. */
  abilities: z.array(z.string()),
  userCount: z.number().int().min(0),
});
export type AdminRole = z.infer<typeof adminRole>;

const auditRecord = z.record(z.string(), z.unknown()).nullable();

export const adminAuditEntry = z.object({
  id,
  at: timestamp,
  userId: id.nullable(),
  username: z.string().nullable(),
  action: z.string(),
  entity: z.string().nullable(),
  entityIds: z.array(z.number().int()).nullable(),
  before: auditRecord,
  after: auditRecord,
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntry>;

export const adminOrganisation = z.object({ id, name: z.string(), code: z.string() });
export const adminCentre = z.object({ id, orgId: id, name: z.string(), code: z.string(), kind: z.string() });

export const adminResetPasswordAnswer = z.object({ id, oneTimePassword: z.string().min(12) });
export const adminDeactivateAnswer = z.object({ ids: z.array(id) });

export const adminEffectiveAccess = z.object({
  /** The first role's name; '' for a user with no role. */
  roleName: z.string(),
  abilities: z.array(z.string()),
  /** The slot numbers granted, computed by schemas/access computeSlots (what the server's checks use). */
  slots: z.array(z.number().int().min(0)),
  centres: z.array(z.object({ id, name: z.string(), code: z.string() })),
});
export type AdminEffectiveAccess = z.infer<typeof adminEffectiveAccess>;

/** A 400 with field messages: `{ code: 400, message: <first message>, data: { errors: { field: message } } }`. */
export const adminFieldErrors = z.object({ errors: z.record(z.string(), z.string()) });

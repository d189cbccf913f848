// The loginData shape of the embedded login (console-spec §3), built from a principal.
import type { Principal } from '../db/repos/users.js';

export interface LoginData {
  userRoles: { name: string }[];
  roles: { name: string; permissions: { permission_name: string }[] }[];
  userId: number;
  Fname: string;
  lname: string;
  userType: string;
  settings: {
    orgsData: { id: number; name: string; code: string }[];
    centresData: { id: number; name: string; code: string; city: string; kind: string; orgId: number }[];
    ismyPATUser: boolean;
    scope: string;
    trainingUser: boolean;
  };
}

export function toLoginData(p: Principal): LoginData {
  return {
    userRoles: p.roles.map((r) => ({ name: r.name })),
    roles: p.roles.map((r) => ({ name: r.name, permissions: r.abilities.map((a) => ({ permission_name: a })) })),
    userId: p.userId,
    Fname: p.firstName,
    lname: p.lastName,
    userType: p.userType,
    settings: {
      orgsData: p.orgs.map((o) => ({ id: o.id, name: o.name, code: o.code })),
      centresData: p.centres.map((c) => ({ id: c.id, name: c.name, code: c.code, city: c.city, kind: c.kind, orgId: c.orgId })),
      ismyPATUser: p.isMyPatUser,
      scope: p.scope,
      trainingUser: p.trainingUser,
    },
  };
}

// The rules of a user's form (POST and PUT bodies), checked field by field so each message lands under its input.
// Rules that need the database (role, organisation and centres exist, uniqueness, the last Admin) are in usersRepo.
import { adminScopes } from '../../schemas/api/admin.js';
import { MAX_ID } from '../../schemas/core/ids.js';
import { PASSWORD_SHORT, throwIfAny, type FieldErrors } from './fieldErrors.js';

export type Scope = (typeof adminScopes)[number];

export interface UserInput {
  username: string;
  firstName: string;
  lastName: string;
  roleId: number;
  orgId: number | null;
  scope: Scope;
  centreIds: number[];
  active: boolean;
}

export const USERNAME_RULE = /^[A-Za-z0-9._@-]{3,64}$/;
const ID_MESSAGE = `must be a whole number from 1 to ${MAX_ID}`;
const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= MAX_ID;

type Body = Record<string, unknown>;
const has = (b: Body, k: string) => b[k] !== undefined;

function text(b: Body, key: string, label: string, errors: FieldErrors, required: boolean, max = 100): string | undefined {
  const v = b[key];
  if (v === undefined || v === null) {
    if (required) errors[key] = `${label} is required`;
    return v === null && !required ? '' : undefined;
  }
  if (typeof v !== 'string') { errors[key] = `${label} must be text`; return undefined; }
  const t = v.trim();
  if (required && t === '') errors[key] = `${label} is required`;
  else if (t.length > max) errors[key] = `${label} must be at most ${max} characters`;
  return t;
}

function username(b: Body, errors: FieldErrors, required: boolean): string | undefined {
  const v = text(b, 'username', 'Username', errors, required, 64);
  if (v === undefined || errors.username) return v;
  if (!USERNAME_RULE.test(v)) errors.username = 'Username must be 3 to 64 characters: letters, digits and . _ @ -';
  return v;
}

export function checkPassword(v: unknown, errors: FieldErrors): string | undefined {
  if (typeof v !== 'string' || v.length < 8) errors.password = PASSWORD_SHORT;
  else if (v.length > 200) errors.password = 'Password must be at most 200 characters';
  else return v;
  return undefined;
}

function numbers(b: Body, errors: FieldErrors) {
  const out: { roleId?: number; orgId?: number | null; centreIds?: number[] } = {};
  if (has(b, 'roleId')) {
    if (isId(b.roleId)) out.roleId = b.roleId;
    else errors.roleId = 'Choose a role';
  }
  if (has(b, 'orgId')) {
    if (b.orgId === null || isId(b.orgId)) out.orgId = b.orgId;
    else errors.orgId = `The organisation ${ID_MESSAGE}`;
  }
  if (has(b, 'centreIds')) {
    const c = b.centreIds;
    if (c === null) out.centreIds = [];
    else if (Array.isArray(c) && c.length <= 1000 && c.every(isId)) out.centreIds = [...new Set(c)].sort((x, y) => x - y);
    else errors.centreIds = `Every centre ${ID_MESSAGE}`;
  }
  return out;
}

function flags(b: Body, errors: FieldErrors) {
  const out: { scope?: Scope; active?: boolean } = {};
  if (has(b, 'scope')) {
    if ((adminScopes as readonly unknown[]).includes(b.scope)) out.scope = b.scope as Scope;
    else errors.scope = 'Scope must be organisation, centre or general';
  }
  if (has(b, 'active')) {
    if (typeof b.active === 'boolean') out.active = b.active;
    else errors.active = 'Active must be true or false';
  }
  return out;
}

const KNOWN = new Set(['id', 'username', 'firstName', 'lastName', 'roleId', 'roleName', 'orgId', 'orgName', 'scope', 'centreIds', 'active', 'createdAt', 'password']);

/** The fields a body sets (PUT: any subset; react-admin also sends back the read-only ones, which are ignored). */
export function readUserBody(body: Body, creating: boolean): { input: Partial<UserInput>; password?: string } {
  const errors: FieldErrors = {};
  const unknown = Object.keys(body).find((k) => !KNOWN.has(k));
  if (unknown) errors[unknown.slice(0, 40)] = `Unknown field "${unknown.slice(0, 40)}"`;
  const input: Partial<UserInput> = {
    username: username(body, errors, creating),
    firstName: text(body, 'firstName', 'First name', errors, creating),
    lastName: text(body, 'lastName', 'Last name', errors, false),
    ...numbers(body, errors),
    ...flags(body, errors),
  };
  if (creating && !has(body, 'roleId')) errors.roleId = 'Choose a role';
  if (creating && !has(body, 'scope')) errors.scope = 'Scope must be organisation, centre or general';
  let password: string | undefined;
  if (creating) password = checkPassword(body.password, errors);
  else if (has(body, 'password')) errors.password = 'Use reset password to change a password';
  throwIfAny(errors);
  for (const k of Object.keys(input) as (keyof UserInput)[]) if (input[k] === undefined) delete input[k];
  return { input, password };
}

/** Scope rules on the user as it will be: organisation needs an organisation, centre needs centres of it. */
export function checkScope(u: UserInput, centreOrgs: Map<number, number>, errors: FieldErrors): void {
  if (u.scope !== 'general' && u.orgId === null) errors.orgId = 'Choose an organisation';
  if (u.scope !== 'centre') return;
  if (u.centreIds.length === 0) errors.centreIds = 'Choose at least one centre';
  else if (u.centreIds.some((c) => !centreOrgs.has(c))) errors.centreIds = 'A chosen centre does not exist';
  else if (u.orgId !== null && u.centreIds.some((c) => centreOrgs.get(c) !== u.orgId)) errors.centreIds = 'Every centre must belong to the organisation';
}

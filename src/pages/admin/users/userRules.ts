/**
 * The user form's client checks, the same rules the server applies (issue 16 contract): the server still decides
 * and its field errors show under the same fields.
 */
export const USERNAME_PATTERN = /^[A-Za-z0-9._@-]{3,64}$/;
export const PASSWORD_MIN_LENGTH = 8;

export const USER_MESSAGES = {
  usernameRequired: 'Username is required',
  usernameShape: 'Username must be 3 to 64 characters: letters, digits and . _ @ -',
  firstNameRequired: 'First name is required',
  roleRequired: 'Choose a role',
  passwordShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  orgRequired: 'Choose an organisation',
  centresRequired: 'Choose at least one centre',
} as const;

export type Scope = 'organisation' | 'centre' | 'general';

export const SCOPE_CHOICES: { id: Scope; name: string }[] = [
  { id: 'organisation', name: 'Whole organisation' },
  { id: 'centre', name: 'Chosen centres' },
  { id: 'general', name: 'General (no centres)' },
];

export interface UserFormValues {
  username?: string;
  firstName?: string;
  lastName?: string | null;
  roleId?: number | null;
  orgId?: number | null;
  scope?: Scope;
  centreIds?: number[];
  active?: boolean;
  password?: string;
}

/** Field -> message for every rule the values break; {} when the form may be sent. */
export function validateUser(values: UserFormValues, { creating }: { creating: boolean }): Record<string, string> {
  const errors: Record<string, string> = {};
  const username = (values.username ?? '').trim();
  if (!username) errors.username = USER_MESSAGES.usernameRequired;
  else if (!USERNAME_PATTERN.test(username)) errors.username = USER_MESSAGES.usernameShape;
  if (!(values.firstName ?? '').trim()) errors.firstName = USER_MESSAGES.firstNameRequired;
  if (values.roleId == null) errors.roleId = USER_MESSAGES.roleRequired;
  if (creating && (values.password ?? '').length < PASSWORD_MIN_LENGTH) errors.password = USER_MESSAGES.passwordShort;
  if ((values.scope === 'organisation' || values.scope === 'centre') && values.orgId == null) errors.orgId = USER_MESSAGES.orgRequired;
  if (values.scope === 'centre' && (values.centreIds ?? []).length === 0) errors.centreIds = USER_MESSAGES.centresRequired;
  return errors;
}

const EDITABLE = ['username', 'firstName', 'lastName', 'roleId', 'orgId', 'scope', 'centreIds', 'active'] as const;

/** The body the server takes: only the editable fields (the record also carries roleName, orgName, createdAt ...). */
export function userPayload(values: UserFormValues & Record<string, unknown>, { creating }: { creating: boolean }) {
  const body: Record<string, unknown> = {};
  for (const key of EDITABLE) if (values[key] !== undefined) body[key] = values[key];
  if (typeof body.username === 'string') body.username = body.username.trim();
  // Centres belong to the centre scope only; another scope sends none, so no stale choice lingers.
  if (values.scope !== 'centre') body.centreIds = [];
  if (values.lastName === '') body.lastName = null;
  if (creating) body.password = values.password;
  return body;
}

export const fullName = (r: { firstName?: string | null; lastName?: string | null } | undefined) =>
  [r?.firstName, r?.lastName].filter(Boolean).join(' ');

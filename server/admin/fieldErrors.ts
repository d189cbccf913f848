// Field-level errors of the admin forms: 400 with `{ code: 400, message: <first message>, data: { errors } }`, so
// react-admin shows each message under its input.
import { ApiError } from '../http/envelope.js';

export type FieldErrors = Record<string, string>;

export function fieldErrors(errors: FieldErrors): ApiError {
  const first = Object.values(errors)[0] ?? 'Invalid request.';
  return new ApiError(400, first, 400, { errors });
}

export const fieldError = (field: string, message: string) => fieldErrors({ [field]: message });

/** Throws the collected errors, if any. */
export function throwIfAny(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
}

/** A PostgreSQL unique violation (code 23505) on the named index or constraint, through drizzle's wrapping. */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined, i = 0; e && i < 4; e = e.cause as typeof e, i++) {
    if (e.code === '23505') return e.constraint === undefined || e.constraint === constraint;
  }
  return false;
}

export const LAST_ADMIN = 'The last active Admin cannot be deactivated or demoted';
export const USERNAME_TAKEN = 'Username is already taken';
export const OWN_ORGANISATION_ONLY = 'You manage the users of your own organisation only';
export const PASSWORD_SHORT = 'Password must be at least 8 characters';
export const ROLE_NAME_TAKEN = 'Role name is already taken';

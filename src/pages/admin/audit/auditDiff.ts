/**
 * The compact before/after of an audit entry: only the fields that changed, values as short text. Secrets never
 * reach the audit log (the server stores no password); a field named like one is still masked here, to be safe.
 */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

const SECRET = /password|hash|token/i;
const EMPTY = '—';

export function showValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return EMPTY;
  if (Array.isArray(value)) return value.length === 0 ? '[]' : value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const asRecord = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

export function auditDiff(before: unknown, after: unknown): FieldChange[] {
  const a = asRecord(before);
  const b = asRecord(after);
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return fields
    .filter((field) => JSON.stringify(a[field]) !== JSON.stringify(b[field]))
    .map((field) =>
      SECRET.test(field)
        ? { field, before: field in a ? '••••' : EMPTY, after: field in b ? '••••' : EMPTY }
        : { field, before: showValue(a[field]), after: showValue(b[field]) },
    );
}

/** One line for a list cell: 'active: true → false; roleId: 2 → 3'. */
export function diffSummary(before: unknown, after: unknown, max = 3): string {
  const changes = auditDiff(before, after);
  if (changes.length === 0) return EMPTY;
  const head = changes.slice(0, max).map((c) => `${c.field}: ${c.before} → ${c.after}`).join('; ');
  return changes.length > max ? `${head}; +${changes.length - max} more` : head;
}

export const AUDIT_ACTIONS = ['user.create', 'user.update', 'user.deactivate', 'user.reset-password', 'role.create', 'role.update'] as const;

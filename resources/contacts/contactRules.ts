// Email and mobile edits checked with the schemas' own readers (entities-spec §5) before anything is sent.
import { readEmail, readMobile } from '../../schemas';
import type { ContactField } from '../api';

export const CONTACT_LABELS: Readonly<Record<ContactField, string>> = { email: 'Email', mobile: 'Mobile' };

export type ContactCheck = { ok: true; value: string } | { ok: false; message: string };

export function checkContact(field: ContactField, raw: string): ContactCheck {
  const label = CONTACT_LABELS[field];
  if (raw.trim() === '') return { ok: false, message: `Please enter the ${label.toLowerCase()}.` };
  const result = field === 'email' ? readEmail(raw) : readMobile(raw);
  if (!result.ok) return { ok: false, message: `${label} ${result.message}` };
  return { ok: true, value: String(result.value) };
}

// The rules of the deactivate / reactivate form (entities-spec §4, §5): at least one entity, a reason from the
// kind's list, and free text only (and then required) when the reason is 'Other'.
import { OTHER_REASON } from '../../schemas';

export const OTHER_REASON_MAX = 500;

export const REASON_MESSAGES = {
  noEntity: 'Select at least 1 entity to continue.',
  noReason: 'Please select a reason.',
  unknownReason: 'Please select a reason from the list.',
  noOtherText: "Please describe the reason for 'Other'.",
  otherTooLong: `The reason must be at most ${OTHER_REASON_MAX} characters.`,
} as const;

/**
 * The hint beside a status button while nothing is selected: 'Select at least 1 student to deactivate.', 'Select at
 * least 1 class to cancel.' (the kind's noun and verb).
 */
export function selectHint(noun: string, verb: string): string {
  // Each capitalised word in lower case ('Feedback Form' → 'feedback form', 'Non-Faculty' → 'non-faculty'); an
  // acronym as it is ('KRA Parameter' → 'KRA parameter').
  const words = noun.replace(/\b[A-Z][a-z]+\b/g, (w) => w.toLowerCase());
  return `Select at least 1 ${words} to ${verb.toLowerCase()}.`;
}

export interface ReasonInput {
  count: number;
  reason: string;
  otherReason: string;
}

export interface ReasonErrors {
  entities?: string;
  reason?: string;
  otherReason?: string;
}

/** The free-text box exists only for 'Other'. */
export const needsOtherText = (reason: string) => reason === OTHER_REASON;

export function reasonErrors({ count, reason, otherReason }: ReasonInput, reasons: readonly string[]): ReasonErrors {
  const errors: ReasonErrors = {};
  if (count < 1) errors.entities = REASON_MESSAGES.noEntity;
  if (reason === '') errors.reason = REASON_MESSAGES.noReason;
  else if (!reasons.includes(reason)) errors.reason = REASON_MESSAGES.unknownReason;
  if (needsOtherText(reason)) {
    const text = otherReason.trim();
    if (text === '') errors.otherReason = REASON_MESSAGES.noOtherText;
    else if (text.length > OTHER_REASON_MAX) errors.otherReason = REASON_MESSAGES.otherTooLong;
  }
  return errors;
}

export const isValid = (errors: ReasonErrors) => Object.keys(errors).length === 0;

/** The body's reason part: otherReason is sent only with 'Other'. */
export function reasonPayload(reason: string, otherReason: string): { reason: string; otherReason?: string } {
  return needsOtherText(reason) ? { reason, otherReason: otherReason.trim() } : { reason };
}

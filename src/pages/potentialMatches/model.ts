// The potential-matches view's pure parts: the form's fields and checks, the table titles, N/A for empty values
// and the exact messages of entities-spec §8.
import {
  ORG_TOKEN_PARAM, POTENTIAL_MATCH_FILTERS, POTENTIAL_MATCH_FILTER_MAX, POTENTIAL_MATCHES_PAGE_SIZE,
  type PotentialMatchFilter, type PotentialMatchType,
} from '../../../schemas/api/potentialMatches';

export const FETCHED_MESSAGE = 'Successfully fetched potential matches';
export const FETCH_FAILED_MESSAGE = 'Failed to fetch potential matches';
export const NOT_AVAILABLE = 'N/A';

export type MatchForm = Record<PotentialMatchFilter, string>;
export type MatchFormErrors = Partial<Record<PotentialMatchFilter, string>>;

export const FIELD_LABELS: Record<PotentialMatchFilter, string> = {
  school: 'School', city: 'City', classValue: 'Class', targetExam: 'Target Exam',
};

export const TABLE_TITLES: Record<PotentialMatchType, string> = {
  school: 'School matches', city: 'City matches', class: 'Class matches', rpi: 'RPI matches',
};

export const emptyForm = (): MatchForm => ({ school: '', city: '', classValue: '', targetExam: '' });

/** The form read from the address (a CRM may open the view with the lead's values), unknown keys ignored. */
export function formFromQuery(params: URLSearchParams): MatchForm {
  const form = emptyForm();
  for (const key of POTENTIAL_MATCH_FILTERS) form[key] = (params.get(key) ?? '').slice(0, POTENTIAL_MATCH_FILTER_MAX);
  return form;
}

/** The organisation token the framing CRM put in the address (`orgToken`); empty when there is none. */
export const orgTokenFromQuery = (params: URLSearchParams) => (params.get(ORG_TOKEN_PARAM) ?? '').trim();

/** All four are required (entities-spec §5); an empty object means the form may be sent. */
export function validateForm(form: MatchForm): MatchFormErrors {
  const errors: MatchFormErrors = {};
  for (const key of POTENTIAL_MATCH_FILTERS) {
    const value = form[key].trim();
    if (!value) errors[key] = `${FIELD_LABELS[key]} is required`;
    else if (value.length > POTENTIAL_MATCH_FILTER_MAX) errors[key] = `${FIELD_LABELS[key]} must be at most ${POTENTIAL_MATCH_FILTER_MAX} characters`;
  }
  return errors;
}

export const isComplete = (form: MatchForm) => Object.keys(validateForm(form)).length === 0;

/** Empty values show N/A (entities-spec §2). */
export const display = (value: string | null | undefined) => (value == null || value.trim() === '' ? NOT_AVAILABLE : value);

export const pageCount = (totalCount: number) => Math.max(1, Math.ceil(totalCount / POTENTIAL_MATCHES_PAGE_SIZE));

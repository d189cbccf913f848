// Potential matches (entities-spec §2, §3, §5, §7, §9; issue 15): the public view a CRM frames without login.
// Paths under /api/salesforceAuth/potential-matches/. Pure zod: the console imports this file.
//
// | Method | Path | Query | data |
// |---|---|---|---|
// | GET | list | school, city, classValue, targetExam (all required), page (from 1), type (optional: one table) | potentialMatchesAnswer |
// | GET | options | none | potentialMatchOptionsAnswer |
//
// Both need an organisation token in the X-Org-Token header (issue 27): the CRM that frames the view signs one naming
// its organisation, and every answer holds that organisation's students and choices only.
//
// Rows carry only what the view shows: no ids, no enrolment numbers, no contacts (strict objects, so an answer
// with one more field fails the response check).
import { z } from 'zod';

/** The request header that carries the organisation token, and the console address's parameter that brings it. */
export const ORG_TOKEN_HEADER = 'x-org-token';
export const ORG_TOKEN_PARAM = 'orgToken';

/**
 * The longest life a token may have left (seconds): a CRM signs one per page view, so an hour is plenty, and a token
 * copied out of a page stops working soon.
 */
export const ORG_TOKEN_MAX_TTL_S = 3600;

/** Answered with HTTP 403 (never 400: console-spec §8 signs the user out on a 400). */
export const ORG_TOKEN_MESSAGES = {
  missing: 'The organisation token is missing. Open potential matches from your CRM.',
  invalid: 'The organisation token is not valid. Open potential matches from your CRM again.',
  expired: 'The organisation token has expired. Open potential matches from your CRM again.',
} as const;

/** The result tables, closest match first: same school, same city, same class, then the exam's other classes (rpi). */
export const POTENTIAL_MATCH_TYPES = ['school', 'city', 'class', 'rpi'] as const;
export type PotentialMatchType = (typeof POTENTIAL_MATCH_TYPES)[number];

export const POTENTIAL_MATCH_STATUSES = ['Currently Enrolled', 'Alumni'] as const;
export type PotentialMatchStatus = (typeof POTENTIAL_MATCH_STATUSES)[number];

/** entities-spec §9: potential matches page size 10. */
export const POTENTIAL_MATCHES_PAGE_SIZE = 10;

/** The four filters, all required (entities-spec §5), in the order the form shows them. */
export const POTENTIAL_MATCH_FILTERS = ['school', 'city', 'classValue', 'targetExam'] as const;
export type PotentialMatchFilter = (typeof POTENTIAL_MATCH_FILTERS)[number];

export const POTENTIAL_MATCH_FILTER_MAX = 100;

export const potentialMatchesQuery = z.object({
  school: z.string().trim().max(POTENTIAL_MATCH_FILTER_MAX).optional(),
  city: z.string().trim().max(POTENTIAL_MATCH_FILTER_MAX).optional(),
  classValue: z.string().trim().max(POTENTIAL_MATCH_FILTER_MAX).optional(),
  targetExam: z.string().trim().max(POTENTIAL_MATCH_FILTER_MAX).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  type: z.enum(POTENTIAL_MATCH_TYPES).optional(),
});
export type PotentialMatchesQuery = z.infer<typeof potentialMatchesQuery>;

/** One student as the view shows it; null where the value is empty (the view prints N/A). */
export const potentialMatchRow = z.strictObject({
  name: z.string(),
  school: z.string().nullable(),
  city: z.string().nullable(),
  classValue: z.string().nullable(),
  targetExam: z.string().nullable(),
  status: z.enum(POTENTIAL_MATCH_STATUSES),
});
export type PotentialMatchRow = z.infer<typeof potentialMatchRow>;

export const potentialMatchTable = z.strictObject({
  type: z.enum(POTENTIAL_MATCH_TYPES),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  totalCount: z.number().int().min(0),
  rows: z.array(potentialMatchRow),
});
export type PotentialMatchTable = z.infer<typeof potentialMatchTable>;

export const potentialMatchesAnswer = z.strictObject({ tables: z.array(potentialMatchTable) });
export type PotentialMatchesAnswer = z.infer<typeof potentialMatchesAnswer>;

/** The form's choices. */
export const potentialMatchOptionsAnswer = z.strictObject({
  schools: z.array(z.string()),
  cities: z.array(z.string()),
  classValues: z.array(z.string()),
  targetExams: z.array(z.string()),
});
export type PotentialMatchOptions = z.infer<typeof potentialMatchOptionsAnswer>;

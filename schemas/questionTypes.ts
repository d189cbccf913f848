// The four question types of feedback (entities-spec §3: SMCQ, MMCQ, Rating with its scale, Blanks), shared by the PTM
// feedback questions (ptmFeedback.ts) and the teacher-feedback question master (feedback/): their limits, messages,
// the checks of a question's options and scale, and the check of one answer against its question.
import { cellText } from './core/convert';
import type { CellResult } from './core/types';

export const QUESTION_TYPES = ['SMCQ', 'MMCQ', 'Rating', 'Blanks'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const QUESTION_LIMITS = {
  questionLength: 500, minOptions: 2, maxOptions: 10, optionLength: 200, minScale: 3, maxScale: 10, defaultScale: 5,
} as const;
const L = QUESTION_LIMITS;

export const QUESTION_MESSAGES = {
  type: `The type must be one of ${QUESTION_TYPES.join(', ')}`,
  questionEmpty: 'The question must not be empty',
  questionLong: `The question must be at most ${L.questionLength} characters`,
  tooFewOptions: (type: string) => `An ${type} question needs at least ${L.minOptions} options`,
  tooManyOptions: (type: string) => `An ${type} question can have at most ${L.maxOptions} options`,
  optionEmpty: (n: number) => `Option ${n} must not be empty`,
  optionLong: (n: number) => `Option ${n} must be at most ${L.optionLength} characters`,
  optionRepeated: (n: number, first: number) => `Option ${n} repeats option ${first}`,
  scale: `The rating scale must be a whole number from ${L.minScale} to ${L.maxScale}`,
  ratingOptions: 'A Rating question has a scale, not options',
  blanksOptions: 'A Blanks question has no options',
  scaleNotRating: 'Only a Rating question has a scale',
  scaleMissing: `A Rating question needs its scale, a whole number from ${L.minScale} to ${L.maxScale}`,
} as const;
const M = QUESTION_MESSAGES;

export const isChoiceType = (type: string): type is 'SMCQ' | 'MMCQ' => type === 'SMCQ' || type === 'MMCQ';

/** What is wrong with a choice question's options, each naming its option by position (index from 0). */
export function optionIssues(type: string, options: readonly string[]): { index?: number; message: string }[] {
  const out: { index?: number; message: string }[] = [];
  if (options.length < L.minOptions) out.push({ message: M.tooFewOptions(type) });
  if (options.length > L.maxOptions) out.push({ message: M.tooManyOptions(type) });
  const seen = new Map<string, number>();
  options.forEach((o, i) => {
    if (o === '') return out.push({ index: i, message: M.optionEmpty(i + 1) });
    if (o.length > L.optionLength) out.push({ index: i, message: M.optionLong(i + 1) });
    const first = seen.get(o.toLowerCase());
    if (first !== undefined) out.push({ index: i, message: M.optionRepeated(i + 1, first + 1) });
    else seen.set(o.toLowerCase(), i);
  });
  return out;
}

/** A question as stored: its options in order (none for Rating and Blanks), its scale (Rating only). */
export interface QuestionShape { type: string; options: readonly string[]; scale: number | null }

/** The first thing wrong with a question's options and scale for its type, with the field it concerns; null when fine. */
export function questionIssue(q: QuestionShape): { key: 'options' | 'scale'; rule: string; message: string } | null {
  if (isChoiceType(q.type)) {
    const issue = optionIssues(q.type, q.options)[0];
    if (issue) return { key: 'options', rule: 'options', message: issue.message };
    return q.scale === null ? null : { key: 'scale', rule: 'scale-not-rating', message: M.scaleNotRating };
  }
  if (q.options.length > 0) return { key: 'options', rule: 'no-options', message: q.type === 'Rating' ? M.ratingOptions : M.blanksOptions };
  if (q.type === 'Rating' && q.scale === null) return { key: 'scale', rule: 'scale-missing', message: M.scaleMissing };
  if (q.type === 'Blanks' && q.scale !== null) return { key: 'scale', rule: 'scale-not-rating', message: M.scaleNotRating };
  return null;
}

/** Options in a sheet cell or a form's text box are separated by '|' (a comma may sit inside an option). */
export const OPTION_SEPARATOR = ' | ';
export const splitOptions = (text: string | null | undefined): string[] => (text ? text.split('|').map((o) => o.trim()) : []);

/** A cell of options: kept as written between the bars, spaced evenly; the question's row rule checks them. */
export function readOptions(cell: unknown): CellResult {
  const text = cellText(cell);
  if (text === '') return { ok: true, value: null };
  return { ok: true, value: splitOptions(text).join(OPTION_SEPARATOR) };
}

/** The scales a Rating question may have, as a select's options. */
export const SCALE_OPTIONS: readonly string[] = Array.from({ length: L.maxScale - L.minScale + 1 }, (_, i) => String(L.minScale + i));

/** One answer read against its question: its score (a Rating's number), its stored text, or why it is refused. */
export type AnswerResult = { ok: true; score: number | null; answer: string } | { ok: false; rule: string; message: string };

export function readAnswer(q: QuestionShape & { code: string }, raw: string): AnswerResult {
  const text = raw.trim();
  if (q.type === 'Rating') {
    const scale = q.scale ?? L.defaultScale;
    const n = /^\d{1,3}$/.test(text) ? Number(text) : NaN;
    if (!(n >= 1 && n <= scale)) return { ok: false, rule: 'outside-scale', message: `"${text}" is outside the scale of question ${q.code}: a whole number from 1 to ${scale}` };
    return { ok: true, score: n, answer: String(n) };
  }
  if (!isChoiceType(q.type)) return { ok: true, score: null, answer: text };
  const chosen = q.type === 'MMCQ' ? splitOptions(text).filter(Boolean) : [text];
  const byLower = new Map(q.options.map((o) => [o.toLowerCase(), o]));
  const unknown = chosen.find((c) => !byLower.has(c.toLowerCase()));
  if (unknown !== undefined) return { ok: false, rule: 'not-an-option', message: `"${unknown}" is not an option of question ${q.code}: use one of ${q.options.join(', ')}` };
  return { ok: true, score: null, answer: [...new Set(chosen.map((c) => byLower.get(c.toLowerCase())!))].join(OPTION_SEPARATOR) };
}

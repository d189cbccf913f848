// Feedback questions stored with a PTM schedule (entities-spec §3: SMCQ, MMCQ, Rating, Blanks): the rules of one
// ordered list, shared by the console's dialog (checked before it is sent) and the server's PUT (checked again).
import { z } from 'zod';
import { PTM_QUESTION_TYPES } from './ptm';

export type PtmQuestionType = (typeof PTM_QUESTION_TYPES)[number];

export const PTM_FEEDBACK_LIMITS = {
  maxQuestions: 20, questionLength: 500, minOptions: 2, maxOptions: 10, optionLength: 200, minScale: 3, maxScale: 10, defaultScale: 5,
} as const;

const L = PTM_FEEDBACK_LIMITS;

export const PTM_FEEDBACK_MESSAGES = {
  type: `The type must be one of ${PTM_QUESTION_TYPES.join(', ')}`,
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
  tooManyQuestions: `At most ${L.maxQuestions} questions can be stored with a schedule`,
} as const;
const M = PTM_FEEDBACK_MESSAGES;

const questionText = z.string({ error: M.questionEmpty }).trim().min(1, M.questionEmpty).max(L.questionLength, M.questionLong);

/** 2 to 10 options, none empty, none repeated (case and surrounding spaces ignored); each issue names its option. */
const choices = (type: PtmQuestionType) => z.array(z.string().trim()).superRefine((options, ctx) => {
  if (options.length < L.minOptions) ctx.addIssue({ code: 'custom', message: M.tooFewOptions(type) });
  if (options.length > L.maxOptions) ctx.addIssue({ code: 'custom', message: M.tooManyOptions(type) });
  const seen = new Map<string, number>();
  options.forEach((o, i) => {
    if (o === '') return ctx.addIssue({ code: 'custom', path: [i], message: M.optionEmpty(i + 1) });
    if (o.length > L.optionLength) ctx.addIssue({ code: 'custom', path: [i], message: M.optionLong(i + 1) });
    const first = seen.get(o.toLowerCase());
    if (first !== undefined) ctx.addIssue({ code: 'custom', path: [i], message: M.optionRepeated(i + 1, first + 1) });
    else seen.set(o.toLowerCase(), i);
  });
});

const noOptions = (message: string) => z.array(z.string()).max(0, message).optional();

const choiceQuestion = (type: 'SMCQ' | 'MMCQ') => z.strictObject({ type: z.literal(type), question: questionText, options: choices(type) });

export const ptmFeedbackQuestionInput = z.discriminatedUnion('type', [
  choiceQuestion('SMCQ'),
  choiceQuestion('MMCQ'),
  z.strictObject({
    type: z.literal('Rating'), question: questionText, options: noOptions(M.ratingOptions),
    /** The answer runs from 1 to `scale`. */
    scale: z.number({ error: M.scale }).int(M.scale).min(L.minScale, M.scale).max(L.maxScale, M.scale).default(L.defaultScale),
  }),
  z.strictObject({ type: z.literal('Blanks'), question: questionText, options: noOptions(M.blanksOptions) }),
], { error: (issue) => (issue.code === 'invalid_union' ? M.type : undefined) });

/** The body of PUT …/schedules/:id/feedback-questions: the whole ordered list, which replaces the stored one. */
export const ptmFeedbackInput = z.strictObject({
  questions: z.array(ptmFeedbackQuestionInput).max(L.maxQuestions, M.tooManyQuestions),
});
export type PtmFeedbackInput = z.infer<typeof ptmFeedbackInput>;
export type PtmFeedbackQuestionInput = z.infer<typeof ptmFeedbackQuestionInput>;

/**
 * zod issues as field errors keyed by path ('questions.2.options.1'), the first message per field. `numbered` puts
 * the question's number before its message ('Question 3: Option 2 repeats option 1'), as the server answers them.
 */
export function ptmFeedbackErrorsOf(error: z.ZodError, numbered = false): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'questions';
    const index = issue.path[0] === 'questions' && typeof issue.path[1] === 'number' ? issue.path[1] : null;
    out[key] ??= numbered && index !== null ? `Question ${index + 1}: ${issue.message}` : issue.message;
  }
  return out;
}

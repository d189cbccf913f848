// Feedback questions stored with a PTM schedule (entities-spec §3: SMCQ, MMCQ, Rating, Blanks; their shared rules in
// questionTypes.ts): the rules of one ordered list, shared by the console's dialog (checked before it is sent) and the server's PUT (checked again).
import { z } from 'zod';
import { PTM_QUESTION_TYPES } from './ptm';
import { QUESTION_LIMITS, QUESTION_MESSAGES, optionIssues } from './questionTypes';

export type PtmQuestionType = (typeof PTM_QUESTION_TYPES)[number];

export const PTM_FEEDBACK_LIMITS = { maxQuestions: 20, ...QUESTION_LIMITS } as const;

const L = PTM_FEEDBACK_LIMITS;

export const PTM_FEEDBACK_MESSAGES = {
  ...QUESTION_MESSAGES,
  tooManyQuestions: `At most ${L.maxQuestions} questions can be stored with a schedule`,
} as const;
const M = PTM_FEEDBACK_MESSAGES;

const questionText = z.string({ error: M.questionEmpty }).trim().min(1, M.questionEmpty).max(L.questionLength, M.questionLong);

/** 2 to 10 options, none empty, none repeated (case and surrounding spaces ignored); each issue names its option. */
const choices = (type: PtmQuestionType) => z.array(z.string().trim()).superRefine((options, ctx) => {
  for (const issue of optionIssues(type, options)) ctx.addIssue({ code: 'custom', ...(issue.index === undefined ? {} : { path: [issue.index] }), message: issue.message });
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

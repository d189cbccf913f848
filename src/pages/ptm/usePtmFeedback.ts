// The feedback-questions dialog's controller: one schedule's ordered questions loaded, edited as drafts (add,
// reorder, remove, type, options, scale), checked with the server's own rules (schemas/ptmFeedback) before the
// whole list is sent, and a close that asks first when there are unsaved changes.
import { useCallback, useMemo, useState } from 'react';
import type { PtmFeedbackQuestion, PtmScheduleRow } from '../../../schemas/api';
import { PTM_FEEDBACK_LIMITS, ptmFeedbackErrorsOf, ptmFeedbackInput, type PtmQuestionType } from '../../../schemas/ptmFeedback';
import { toastSuccess } from '../../shell/feedback';
import { UPLOAD_TEXT } from '../uploads/messages';
import { usePtmApi } from './ptmApi';

export const PTM_FEEDBACK_TEXT = {
  title: 'Feedback questions',
  saved: 'Feedback questions saved',
  loadFailed: 'Unable to fetch the feedback questions. Please try again.',
  saveFailed: 'Unable to save the feedback questions. Please try again.',
  empty: 'No feedback questions yet. Add the first one below.',
  discardTitle: 'Discard unsaved changes?',
  discardText: 'The changes to these feedback questions have not been saved. Close and lose them?',
} as const;

export interface QuestionDraft { key: number; type: PtmQuestionType; question: string; options: string[]; scale: number }

let nextKey = 1;
const isChoice = (t: PtmQuestionType) => t === 'SMCQ' || t === 'MMCQ';

const draftOf = (q: Pick<PtmFeedbackQuestion, 'type' | 'question' | 'options' | 'scale'>): QuestionDraft => ({
  key: nextKey++, type: q.type, question: q.question, options: [...q.options], scale: q.scale ?? PTM_FEEDBACK_LIMITS.defaultScale,
});
export const newQuestion = (): QuestionDraft => draftOf({ type: 'SMCQ', question: '', options: ['', ''], scale: null });

/** The request body of the drafts: options only for SMCQ and MMCQ, a scale only for Rating. */
export const bodyOf = (drafts: readonly QuestionDraft[]) => ({
  questions: drafts.map((d) => (isChoice(d.type) ? { type: d.type, question: d.question, options: d.options }
    : d.type === 'Rating' ? { type: d.type, question: d.question, scale: d.scale } : { type: d.type, question: d.question })),
});
const snapshot = (drafts: readonly QuestionDraft[]) => JSON.stringify(bodyOf(drafts));

export function usePtmFeedback() {
  const api = usePtmApi();
  const [schedule, setSchedule] = useState<PtmScheduleRow | null>(null);
  const [drafts, setDrafts] = useState<QuestionDraft[]>([]);
  const [saved, setSaved] = useState('');
  const [loading, setLoading] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState(false);

  // Once a save was tried, every edit is checked again, so a message goes as soon as its field is right.
  const errors = useMemo(() => {
    if (!tried) return {};
    const parsed = ptmFeedbackInput.safeParse(bodyOf(drafts));
    return parsed.success ? {} : ptmFeedbackErrorsOf(parsed.error);
  }, [drafts, tried]);
  const dirty = schedule !== null && !loading && !loadFailed && snapshot(drafts) !== saved;

  function show(questions: PtmFeedbackQuestion[]) {
    const next = questions.map(draftOf);
    setDrafts(next);
    setSaved(snapshot(next));
  }

  // Stable: the list's feedback column is built once around it.
  const open = useCallback(async (row: PtmScheduleRow) => {
    setSchedule(row);
    setDrafts([]);
    setTried(false);
    setSaveFailed(false);
    setLoadFailed(false);
    setLoading(true);
    try {
      const next = (await api.feedback(row.id)).map(draftOf);
      setDrafts(next);
      setSaved(snapshot(next));
    } catch {
      setLoadFailed(true);
    } finally {
      setLoading(false);
    }
  }, [api]);

  const close = () => { setConfirming(false); setSchedule(null); };
  /** Cancel, Escape or a click beside the dialog: asks first when something is unsaved. */
  const requestClose = () => { if (saving) return; if (dirty) setConfirming(true); else close(); };

  async function save() {
    if (!schedule) return;
    setTried(true);
    setSaveFailed(false);
    const parsed = ptmFeedbackInput.safeParse(bodyOf(drafts));
    if (!parsed.success) return;
    setSaving(true);
    try {
      show(await api.saveFeedback(schedule.id, parsed.data));
      toastSuccess(UPLOAD_TEXT.success, PTM_FEEDBACK_TEXT.saved);
      close();
    } catch {
      setSaveFailed(true);
    } finally {
      setSaving(false);
    }
  }

  const edit = (i: number, patch: Partial<QuestionDraft>) => setDrafts((list) => list.map((d, j) => (j === i ? { ...d, ...patch } : d)));
  const editOptions = (i: number, change: (options: string[]) => string[]) =>
    setDrafts((list) => list.map((d, j) => (j === i ? { ...d, options: change(d.options) } : d)));

  return {
    schedule, drafts, errors, loading, loadFailed, saving, saveFailed, dirty, confirming,
    open, requestClose, save, discard: close, keepEditing: () => setConfirming(false),
    add: () => setDrafts((list) => (list.length < PTM_FEEDBACK_LIMITS.maxQuestions ? [...list, newQuestion()] : list)),
    remove: (i: number) => setDrafts((list) => list.filter((_d, j) => j !== i)),
    move: (i: number, by: -1 | 1) => setDrafts((list) => {
      const j = i + by;
      if (j < 0 || j >= list.length) return list;
      const next = [...list];
      [next[i], next[j]] = [next[j], next[i]];
      return next;
    }),
    setType: (i: number, type: PtmQuestionType) => setDrafts((list) => list.map((d, j) => {
      if (j !== i) return d;
      // A choice question starts with two empty options, the fewest it may have.
      const options = isChoice(type) && d.options.length < PTM_FEEDBACK_LIMITS.minOptions ? [...d.options, '', ''].slice(0, Math.max(2, d.options.length)) : d.options;
      return { ...d, type, options };
    })),
    setQuestion: (i: number, question: string) => edit(i, { question }),
    setScale: (i: number, scale: number) => edit(i, { scale }),
    setOption: (i: number, k: number, value: string) => editOptions(i, (o) => o.map((v, m) => (m === k ? value : v))),
    addOption: (i: number) => editOptions(i, (o) => (o.length < PTM_FEEDBACK_LIMITS.maxOptions ? [...o, ''] : o)),
    removeOption: (i: number, k: number) => editOptions(i, (o) => o.filter((_v, m) => m !== k)),
  };
}

export type PtmFeedbackController = ReturnType<typeof usePtmFeedback>;

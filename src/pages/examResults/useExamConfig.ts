// The exam configuration tab's controller (slot 176): the exams with their subjects, max marks and years; a new
// exam checked with the same rules the server uses (schemas/examResults examInput) before it is sent; a new year.
import { useCallback, useEffect, useState } from 'react';
import type { ExamRow } from '../../../schemas/api';
import { EXAM_MESSAGES, examInput, examYearInput, fieldErrorsOf } from '../../../schemas/examResults';
import { HttpError } from '../../api/errors';
import { toastError, toastSuccess } from '../../shell/feedback';
import { UPLOAD_TEXT } from '../uploads/messages';
import { useExamResultsApi } from './examResultsApi';

export interface SubjectDraft { name: string; maxMarks: string }
export const emptySubject = (): SubjectDraft => ({ name: '', maxMarks: '' });

/** The field errors a 409 carries (a name or year already there), else its message under `fallbackField`. */
function errorsOf(err: unknown, fallbackField: string): Record<string, string> {
  const body = err instanceof HttpError ? (err.body as { data?: { errors?: Record<string, string> } } | undefined) : undefined;
  if (body?.data?.errors) return body.data.errors;
  return { [fallbackField]: err instanceof HttpError && err.message ? err.message : UPLOAD_TEXT.submitFailed };
}

export function useExamConfig() {
  const api = useExamResultsApi();
  const [exams, setExams] = useState<ExamRow[]>([]);
  const [loading, setLoading] = useState(true);
  const [name, setName] = useState('');
  const [subjects, setSubjects] = useState<SubjectDraft[]>([emptySubject()]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const load = useCallback(() => {
    setLoading(true);
    return api.exams().then(setExams).catch(() => toastError(EXAM_MESSAGES.fetchExams)).finally(() => setLoading(false));
  }, [api]);
  useEffect(() => { void load(); }, [load]);

  const replaced = (exam: ExamRow) => setExams((list) => [...list.filter((e) => e.id !== exam.id), exam].sort((a, b) => a.name.localeCompare(b.name)));

  async function createExam(): Promise<boolean> {
    const parsed = examInput.safeParse({ name, subjects: subjects.map((s) => ({ name: s.name, maxMarks: s.maxMarks.trim() === '' ? NaN : s.maxMarks })) });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return false;
    }
    setSaving(true);
    try {
      const exam = await api.createExam(parsed.data);
      replaced(exam);
      setName('');
      setSubjects([emptySubject()]);
      setErrors({});
      toastSuccess(UPLOAD_TEXT.success, `Exam ${exam.name} added`);
      return true;
    } catch (err) {
      setErrors(errorsOf(err, 'name'));
      return false;
    } finally {
      setSaving(false);
    }
  }

  /** Adds a year; answers the error to show beside the exam's year field, or null. */
  async function addYear(exam: ExamRow, value: string): Promise<string | null> {
    const parsed = examYearInput.safeParse({ year: value.trim() === '' ? NaN : value });
    if (!parsed.success) return parsed.error.issues[0]?.message ?? 'Enter a year';
    try {
      replaced(await api.addYear(exam.id, parsed.data.year));
      toastSuccess(UPLOAD_TEXT.success, `Year ${parsed.data.year} added to ${exam.name}`);
      return null;
    } catch (err) {
      return errorsOf(err, 'year').year ?? Object.values(errorsOf(err, 'year'))[0];
    }
  }

  const setSubject = (i: number, patch: Partial<SubjectDraft>) => setSubjects((list) => list.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  const addSubject = () => setSubjects((list) => [...list, emptySubject()]);
  const removeSubject = (i: number) => setSubjects((list) => (list.length > 1 ? list.filter((_s, j) => j !== i) : list));

  return { exams, loading, name, setName, subjects, setSubject, addSubject, removeSubject, errors, saving, createExam, addYear };
}

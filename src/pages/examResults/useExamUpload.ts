// The exam-result upload tab's controller: the exams and the chosen exam's years (entities-spec §8 'Failed to fetch
// exams', 'Failed to fetch exam year'), the sample sheet, then a dropped file: a pre-signed URL for the exam and year,
// the preview through it (the upload machinery's dryRun) and the submit, which uses the URL up.
import { useEffect, useState } from 'react';
import { saveBlob } from '../../../resources/actions/ExportButton';
import type { ExamRow, ExamUploadUrl } from '../../../schemas/api';
import { EXAM_MESSAGES } from '../../../schemas/examResults';
import { HttpError } from '../../api/errors';
import { toastError, toastSuccess } from '../../shell/feedback';
import { SHEET_FILE, UPLOAD_TEXT } from '../uploads/messages';
import { newIdempotencyKey } from '../uploads/uploadSession';
import type { Preview } from '../uploads/types';
import { useExamResultsApi } from './examResultsApi';

const messageOf = (err: unknown, fallback: string) => (err instanceof HttpError && err.status > 0 && err.message ? err.message : fallback);

export function useExamUpload(onSubmitted: () => void) {
  const api = useExamResultsApi();
  const [exams, setExams] = useState<ExamRow[]>([]);
  const [loadingExams, setLoadingExams] = useState(true);
  const [examId, setExamId] = useState<number | ''>('');
  const [years, setYears] = useState<number[]>([]);
  const [year, setYear] = useState<number | ''>('');
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState<ExamUploadUrl | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [key, setKey] = useState(newIdempotencyKey);

  useEffect(() => {
    let live = true;
    api.exams().then((list) => live && setExams(list)).catch(() => live && toastError(EXAM_MESSAGES.fetchExams))
      .finally(() => live && setLoadingExams(false));
    return () => { live = false; };
  }, [api]);

  function clearFile() {
    setFile(null);
    setUrl(null);
    setPreview(null);
    setError(null);
  }

  async function chooseExam(id: number) {
    setExamId(id);
    setYear('');
    setYears([]);
    clearFile();
    try {
      const list = await api.years(id);
      setYears(list);
      if (list.length > 0) setYear(list[0]);
    } catch {
      toastError(EXAM_MESSAGES.fetchYears);
    }
  }

  function chooseYear(y: number) {
    setYear(y);
    clearFile();
  }

  const exam = exams.find((e) => e.id === examId);
  const valid = exam !== undefined && year !== '' && years.includes(year);

  async function onFiles(files: File[]) {
    const chosen = files[0];
    if (!chosen) return;
    clearFile();
    if (!exam || year === '' || !years.includes(year)) return void toastError(EXAM_MESSAGES.selectExam);
    if (!SHEET_FILE.test(chosen.name)) return setError(UPLOAD_TEXT.badFormat);
    setBusy(true);
    try {
      let signed: ExamUploadUrl;
      try {
        signed = await api.uploadUrl(exam.id, year);
      } catch {
        return void toastError(EXAM_MESSAGES.urlFailed);
      }
      setPreview(await api.preview(signed, chosen));
      setUrl(signed);
      setFile(chosen);
      setKey(newIdempotencyKey());
    } catch (err) {
      setError(messageOf(err, UPLOAD_TEXT.uploadFailed));
    } finally {
      setBusy(false);
    }
  }

  async function submit(): Promise<void> {
    if (!file || !url) return;
    setBusy(true);
    try {
      await api.submit(url, file, key);
      toastSuccess(UPLOAD_TEXT.success, EXAM_MESSAGES.uploaded);
      clearFile();
      onSubmitted();
    } catch (err) {
      toastError(messageOf(err, UPLOAD_TEXT.submitFailed));
    } finally {
      setBusy(false);
    }
  }

  async function downloadSample() {
    if (!exam) return void toastError(EXAM_MESSAGES.selectExam);
    try {
      const f = await api.sample(exam.id);
      saveBlob(f.blob, f.fileName ?? 'exam-result-sample.xlsx');
      toastSuccess(UPLOAD_TEXT.success, EXAM_MESSAGES.sampleDownloaded);
    } catch {
      toastError(EXAM_MESSAGES.sampleFailed);
    }
  }

  return {
    exams, loadingExams, examId, exam, years, year, valid, file, preview, busy, error,
    chooseExam, chooseYear, onFiles, submit, downloadSample, clearFile,
  };
}

// The exam-result upload tab's controller: the exams and the chosen exam's years (entities-spec §8 'Failed to fetch
// exams', 'Failed to fetch exam year'), the sample sheet, then a dropped file: a pre-signed URL for the exam and year,
// the preview through it (the upload machinery's dryRun) and the submit, which uses the URL up.
import { useEffect, useState } from 'react';
import { saveBlob } from '../../../resources/actions/ExportButton';
import type { ExamRow, ExamUploadUrl } from '../../../schemas/api';
import { EXAM_MESSAGES } from '../../../schemas/examResults';
import { toastError, toastSuccess } from '../../shell/feedback';
import { UPLOAD_TEXT } from '../uploads/messages';
import { messageOf, useSheetFile } from '../uploads/useSheetFile';
import { useExamResultsApi } from './examResultsApi';


export function useExamUpload(onSubmitted: () => void) {
  const api = useExamResultsApi();
  const [exams, setExams] = useState<ExamRow[]>([]);
  const [loadingExams, setLoadingExams] = useState(true);
  const [examId, setExamId] = useState<number | ''>('');
  const [years, setYears] = useState<number[]>([]);
  const [year, setYear] = useState<number | ''>('');
  const [url, setUrl] = useState<ExamUploadUrl | null>(null);
  const sheet = useSheetFile();

  useEffect(() => {
    let live = true;
    api.exams().then((list) => live && setExams(list)).catch(() => live && toastError(EXAM_MESSAGES.fetchExams))
      .finally(() => live && setLoadingExams(false));
    return () => { live = false; };
  }, [api]);

  function clearFile() {
    setUrl(null);
    sheet.clear();
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
    if (files.length > 0) setUrl(null);
    const ready = () => (valid ? true : (toastError(EXAM_MESSAGES.selectExam), false));
    await sheet.choose(files, async (chosen, mapping) => {
      let signed: ExamUploadUrl;
      try {
        signed = await api.uploadUrl(exam!.id, year as number);
      } catch {
        return void toastError(EXAM_MESSAGES.urlFailed);
      }
      const answer = await api.preview(signed, chosen, mapping);
      setUrl(signed);
      return answer;
    }, ready);
  }

  async function submit(): Promise<void> {
    const { file, key } = sheet;
    if (!file || !url) return;
    await sheet.whileBusy(async () => {
      try {
        await api.submit(url, file, key, sheet.mapping);
        toastSuccess(UPLOAD_TEXT.success, EXAM_MESSAGES.uploaded);
        clearFile();
        onSubmitted();
      } catch (err) {
        toastError(messageOf(err, UPLOAD_TEXT.submitFailed));
      }
    });
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
    sheet, exams, loadingExams, examId, exam, years, year, valid, file: sheet.file, preview: sheet.preview, busy: sheet.busy, error: sheet.error,
    chooseExam, chooseYear, onFiles, submit, downloadSample, clearFile,
  };
}

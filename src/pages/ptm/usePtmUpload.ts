// The PTM upload tab's controller: sample sheet and student file downloads, the preview of a dropped file (the
// upload machinery's dryRun), then submit: a job, or the error file of a failed upload (422) to fix and upload again.
import { saveBlob } from '../../../resources/actions/ExportButton';
import { PTM_MESSAGES, PTM_STUDENT_FILE } from '../../../schemas/ptm';
import { HttpError } from '../../api/errors';
import { toastError, toastSuccess } from '../../shell/feedback';
import { UPLOAD_TEXT } from '../uploads/messages';
import { useSheetFile } from '../uploads/useSheetFile';
import { usePtmApi } from './ptmApi';

export const PTM_TEXT = {
  submitted: 'PTM schedule submitted. It shows in the view once the upload has been applied.',
  errorFile: 'Some rows have errors, so nothing was saved. The error file has been downloaded: fix the rows and upload it again. '
    + 'It has no attendee columns, so the attendee details of these rows are not in it: add them back before uploading it, '
    + 'or fix the rows in your original sheet and upload that instead.',
} as const;

export function usePtmUpload() {
  const api = usePtmApi();
  const sheet = useSheetFile();

  const onFiles = (files: File[]) => sheet.choose(files, (f, mapping) => api.preview(f, mapping));

  /** Submit; a failed upload hands back its error file, which is saved for the clerk to fix. */
  async function submit(): Promise<boolean> {
    const { file, key } = sheet;
    if (!file) return false;
    return sheet.whileBusy(async () => {
      try {
        const answer = await api.submit(file, key, sheet.mapping);
        if (answer.kind === 'errors') {
          saveBlob(answer.file.blob, answer.file.fileName ?? 'PTM_errors.xlsx');
          sheet.setError(PTM_TEXT.errorFile);
          return false;
        }
        toastSuccess(UPLOAD_TEXT.success, PTM_TEXT.submitted);
        sheet.clear();
        return true;
      } catch {
        toastError(UPLOAD_TEXT.submitFailed);
        return false;
      }
    });
  }

  async function download(get: () => Promise<{ blob: Blob; fileName: string | undefined }>, name: string, onMissing?: string) {
    try {
      const f = await get();
      saveBlob(f.blob, f.fileName ?? name);
      toastSuccess(UPLOAD_TEXT.success, UPLOAD_TEXT.downloaded);
    } catch (err) {
      toastError(onMissing && err instanceof HttpError && err.status === 404 ? onMissing : UPLOAD_TEXT.downloadFailed);
    }
  }

  return {
    sheet, file: sheet.file, preview: sheet.preview, busy: sheet.busy, error: sheet.error, onFiles, submit,
    downloadSample: () => download(api.sample, 'ptm-upload-sample.xlsx'),
    downloadStudents: (year: number) => download(() => api.studentFile(year), PTM_STUDENT_FILE, PTM_MESSAGES.noStudents),
  };
}

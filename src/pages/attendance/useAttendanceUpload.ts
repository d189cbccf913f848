// The Upload tab's controller: the attendance sheet through the shared upload machinery (uploadsApi: sample sheet,
// dryRun preview, submit with an Idempotency-Key), always multi-centre since a sheet names each row's centre.
import { saveBlob } from '../../../resources/actions/ExportButton';
import { attendanceSheet } from '../../../schemas/attendance';
import { toastError, toastSuccess } from '../../shell/feedback';
import { UPLOAD_TEXT } from '../uploads/messages';
import { useUploadsApi } from '../uploads/uploadsApi';
import { useSheetFile } from '../uploads/useSheetFile';
import type { UploadTarget } from '../uploads/types';

const op = attendanceSheet.uploads.operations[0];
export const ATTENDANCE_TARGET: UploadTarget = { entity: attendanceSheet.kind, operation: op.key, path: op.path, multiCentre: true, centreId: null };

export function useAttendanceUpload(onSubmitted: () => void) {
  const api = useUploadsApi();
  const sheet = useSheetFile();

  const onFiles = (files: readonly File[]) => sheet.choose(files, (f) => api.preview(ATTENDANCE_TARGET, f));

  async function submit() {
    const { file, key } = sheet;
    if (!file) return;
    await sheet.whileBusy(async () => {
      try {
        await api.submit(ATTENDANCE_TARGET, file, key);
        toastSuccess(UPLOAD_TEXT.success, UPLOAD_TEXT.submitted);
        sheet.clear();
        onSubmitted();
      } catch {
        toastError(UPLOAD_TEXT.submitFailed);
      }
    });
  }

  async function downloadSample() {
    try {
      const f = await api.sample(ATTENDANCE_TARGET.entity, op.key, true);
      saveBlob(f.blob, f.fileName ?? 'attendance-sample.xlsx');
      toastSuccess(UPLOAD_TEXT.success, UPLOAD_TEXT.sampleDownloaded);
    } catch {
      toastError(UPLOAD_TEXT.downloadFailed);
    }
  }

  return { file: sheet.file, preview: sheet.preview, busy: sheet.busy, error: sheet.error, onFiles, submit, clear: sheet.clear, downloadSample };
}

// The preview page's controller: the session's preview, the errors-only filter, submit (one job per
// Idempotency-Key) and the way back to the upload page.
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toastError, toastSuccess } from '../../shell/feedback';
import { UPLOAD_TEXT } from './messages';
import { uploadSession, useUploadSession, type UploadSession } from './uploadSession';
import { useUploadsApi } from './uploadsApi';
import type { PreviewRow } from './types';

import { UPLOAD_PATHS } from './paths';

export const HISTORY_PATH = UPLOAD_PATHS.history;

export interface PreviewController {
  session: UploadSession | null;
  onlyErrors: boolean;
  setOnlyErrors(on: boolean): void;
  rows: PreviewRow[];
  submitting: boolean;
  canSubmit: boolean;
  submit(): Promise<void>;
  chooseAnother(): void;
}

export function usePreviewController(): PreviewController {
  const session = useUploadSession();
  const api = useUploadsApi();
  const navigate = useNavigate();
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const all = session?.preview.rows;
  const rows = useMemo(() => (all ? (onlyErrors ? all.filter((r) => r.errors.length > 0) : all) : []), [all, onlyErrors]);
  const counts = session?.preview.counts;

  async function submit() {
    if (!session) return;
    setSubmitting(true);
    try {
      await api.submit(session.target, session.file, session.idempotencyKey);
      toastSuccess(UPLOAD_TEXT.success, UPLOAD_TEXT.submitted);
      uploadSession.set(null);
      navigate(HISTORY_PATH);
    } catch {
      toastError(UPLOAD_TEXT.submitFailed);
      setSubmitting(false);
    }
  }

  return {
    session, onlyErrors, setOnlyErrors, rows, submitting, submit,
    canSubmit: !!counts && counts.rows > 0 && counts.withErrors === 0 && !submitting,
    chooseAnother: () => navigate(session?.returnTo ?? '/glorifireEntities/home/upload'),
  };
}

// The preview page's controller: the session's preview, the errors-only filter, submit (one job per
// Idempotency-Key) and the way back to the upload page.
import { getUploadTarget } from '../../../schemas/uploadTargets';
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
  /** Some rows valid, some not, and the kind not all-or-none by nature (its own error file): the valid rows may go. */
  canApplyValid: boolean;
  applyValid(): Promise<void>;
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

  async function submit(applies: 'all' | 'valid' = 'all') {
    if (!session) return;
    setSubmitting(true);
    try {
      await api.submit(session.target, session.file, session.idempotencyKey, applies);
      toastSuccess(UPLOAD_TEXT.success, UPLOAD_TEXT.submitted);
      uploadSession.set(null);
      navigate(HISTORY_PATH);
    } catch {
      toastError(UPLOAD_TEXT.submitFailed);
      setSubmitting(false);
    }
  }

  return {
    session, onlyErrors, setOnlyErrors, rows, submitting, submit: () => submit('all'), applyValid: () => submit('valid'),
    canSubmit: !!counts && counts.rows > 0 && counts.withErrors === 0 && !submitting,
    canApplyValid: !!counts && counts.withErrors > 0 && counts.withErrors < counts.rows && !submitting
      && !!session && !getUploadTarget(session.preview.entity)?.resultFile,
    chooseAnother: () => navigate(session?.returnTo ?? '/glorifireEntities/home/upload'),
  };
}

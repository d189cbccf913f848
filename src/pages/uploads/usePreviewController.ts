// The preview page's controller: the session's preview, the errors-only filter, submit (one job per
// Idempotency-Key) and the way back to the upload page.
import { getUploadTarget } from '../../../schemas/uploadTargets';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toastError, toastSuccess } from '../../shell/feedback';
import { HttpError } from '../../api/errors';
import { UPLOAD_TEXT } from './messages';
import { uploadSession, useUploadSession, type UploadSession } from './uploadSession';
import { useUploadsApi } from './uploadsApi';
import type { PreviewRow, RowRecheck } from './types';

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
  /** Fixes a row's cells (a preview with an editKey): null once the server has checked it again, else its refusal. */
  fixRow?(row: number, cells: Record<string, string>): Promise<string | null>;
}

/** The preview with the rows a re-check answered put in place, and its new counts. */
function withRechecked(s: UploadSession, answer: RowRecheck): UploadSession {
  const changed = new Map(answer.rows.map((r) => [r.row, r]));
  return { ...s, fixed: true, preview: { ...s.preview, counts: answer.counts, rows: s.preview.rows.map((r) => changed.get(r.row) ?? r) } };
}

export function usePreviewController(): PreviewController {
  const session = useUploadSession();
  const api = useUploadsApi();
  const navigate = useNavigate();
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const all = session?.preview.rows;
  const counts = session?.preview.counts;
  // The errors-only filter holds while a row has an error: once the last is fixed, every row shows again.
  const filtering = onlyErrors && !!counts && counts.withErrors > 0;
  const rows = useMemo(() => (all ? (filtering ? all.filter((r) => r.errors.length > 0) : all) : []), [all, filtering]);

  async function submit(applies: 'all' | 'valid' = 'all') {
    if (!session) return;
    setSubmitting(true);
    try {
      const editKey = session.fixed ? session.preview.editKey : undefined;
      await (editKey ? api.submit(session.target, session.file, session.idempotencyKey, applies, editKey)
        : api.submit(session.target, session.file, session.idempotencyKey, applies));
      toastSuccess(UPLOAD_TEXT.success, session.fixed ? `${UPLOAD_TEXT.submitted} ${UPLOAD_TEXT.fixedKept}` : UPLOAD_TEXT.submitted);
      uploadSession.set(null);
      navigate(HISTORY_PATH);
    } catch {
      toastError(UPLOAD_TEXT.submitFailed);
      setSubmitting(false);
    }
  }

  async function fixRow(row: number, cells: Record<string, string>): Promise<string | null> {
    const key = session?.preview.editKey;
    if (!key) return null;
    try {
      const answer = await api.recheck(key, row, cells);
      // The session as it is now: another fix may have landed while this one was checked.
      const latest = uploadSession.get();
      if (latest?.preview.editKey === key) uploadSession.set(withRechecked(latest, answer));
      return null;
    } catch (err) {
      return err instanceof HttpError && err.message ? err.message : UPLOAD_TEXT.fixFailed;
    }
  }

  return {
    ...(session?.preview.editKey ? { fixRow } : {}),
    session, onlyErrors: filtering, setOnlyErrors, rows, submitting, submit: () => submit('all'), applyValid: () => submit('valid'),
    canSubmit: !!counts && counts.rows > 0 && counts.withErrors === 0 && !submitting,
    canApplyValid: !!counts && counts.withErrors > 0 && counts.withErrors < counts.rows && !submitting
      && !!session && !getUploadTarget(session.preview.entity)?.resultFile,
    chooseAnother: () => navigate(session?.returnTo ?? '/glorifireEntities/home/upload'),
  };
}

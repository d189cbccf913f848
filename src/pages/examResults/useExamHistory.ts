// The exam-result history: a page of this user's (or organisation's) uploads, read again while any is still queued
// or running so its status moves on without a reload.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ExamHistoryRow } from '../../../schemas/api';
import { EXAM_MESSAGES } from '../../../schemas/examResults';
import { toastError } from '../../shell/feedback';
import { useExamResultsApi } from './examResultsApi';

export const EXAM_HISTORY_PAGE_SIZE = 10;
const POLL_MS = 2000;

export function useExamHistory() {
  const api = useExamResultsApi();
  const [rows, setRows] = useState<ExamHistoryRow[]>([]);
  const [totalCount, setTotalCount] = useState(0);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [tick, setTick] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    let live = true;
    api.history(page, EXAM_HISTORY_PAGE_SIZE).then((answer) => {
      if (!live) return;
      setRows(answer.rows);
      setTotalCount(answer.totalCount);
      setFailed(false);
      if (answer.rows.some((r) => r.status === 'queued' || r.status === 'inprogress')) timer.current = setTimeout(() => setTick((t) => t + 1), POLL_MS);
    }).catch(() => {
      if (!live) return;
      setFailed(true);
      toastError(EXAM_MESSAGES.historyFailed);
    }).finally(() => live && setLoading(false));
    return () => { live = false; clearTimeout(timer.current); };
  }, [api, page, tick]);

  const refresh = useCallback(() => setTick((t) => t + 1), []);
  return { rows, totalCount, page, setPage, loading, failed, refresh };
}

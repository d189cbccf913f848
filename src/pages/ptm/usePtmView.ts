// The PTM view's controller: filters (centre, batch, a yyyy-MM-dd date range) and the page, 8 schedules a page
// (entities-spec §9); a new filter goes back to page 1.
import { useEffect, useState } from 'react';
import { PTM_LIST } from '../../../schemas/ptm';
import type { PtmFilterOptions, PtmScheduleRow } from '../../../schemas/api';
import { usePtmApi, type PtmQuery } from './ptmApi';

export const PTM_VIEW_TEXT = { failed: 'Unable to Fetch View Details.', empty: 'No PTM schedules for these filters.' } as const;

export interface PtmFilters { centre: number | ''; batch: number | ''; startDate: string; endDate: string }

export function usePtmView(options: PtmFilterOptions | undefined, refreshKey: number) {
  const api = usePtmApi();
  const [filters, setFiltersState] = useState<PtmFilters>({ centre: '', batch: '', startDate: '', endDate: '' });
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<{ rows: PtmScheduleRow[]; totalCount: number } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const query: PtmQuery = {
      centre: filters.centre === '' ? [] : [filters.centre], batch: filters.batch === '' ? [] : [filters.batch],
      startDate: filters.startDate, endDate: filters.endDate, page, limit: PTM_LIST.pageSize,
    };
    api.list(query, controller.signal)
      .then((r) => { setResult(r); setFailed(false); })
      .catch(() => { if (!controller.signal.aborted) setFailed(true); });
    return () => controller.abort();
  }, [api, filters, page, refreshKey]);

  const setFilters = (next: Partial<PtmFilters>) => {
    // A new centre drops a batch of another centre.
    setFiltersState((f) => ({ ...f, ...next, ...('centre' in next ? { batch: '' as const } : {}) }));
    setPage(1);
  };
  const batches = (options?.batches ?? []).filter((b) => filters.centre === '' || b.centreId === filters.centre);
  return { filters, setFilters, page, setPage, result, failed, batches, centres: options?.centres ?? [] };
}

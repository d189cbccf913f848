// The report page's controller: which report the path names, its parameters from the URL (cleaned first, so a stale
// link never sends what the server would refuse), the rows for them, and the .xlsx download.
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { reportByKey } from '../../../schemas/reports/operations';
import type { ReportSchema } from '../../../schemas/reports/define';
import { saveBlob } from '../../../resources/actions/ExportButton';
import { localToday } from '../../../resources/schedule/weekLayout';
import { reportsApi } from './reportsApi';
import { defaultRange } from '../../../schemas/reports/query';
import { rangeProblem, readParams, requestQuery, searchOf, type ReportParams } from './reportUrl';

const KEY_OF_PATH = /^\/report\/([^/]+)\/generate\/?$/;

/** URL keys the last clean-up left out, carried in the history entry it replaced. */
interface CleanedState { dropped?: string[] }

function useReportParams(report: ReportSchema | undefined) {
  const { pathname, search, state } = useLocation();
  const navigate = useNavigate();
  const today = localToday();
  const read = report ? readParams(report, new URLSearchParams(search), today) : undefined;
  const normal = report && read ? searchOf(report, read.params) : '';
  const clean = !report || normal === search.replace(/^\?/, '');
  // Joined: a fresh array every render would run the clean-up again.
  const droppedNow = read?.dropped.join(',') ?? '';
  useEffect(() => {
    if (!clean) navigate({ pathname, search: normal }, { replace: true, state: { dropped: droppedNow ? droppedNow.split(',') : [] } satisfies CleanedState });
  }, [clean, navigate, pathname, normal, droppedNow]);
  const setParams = (next: ReportParams) => report && navigate({ pathname, search: searchOf(report, next) }, { replace: true });
  const dropped = (state as CleanedState | null)?.dropped ?? [];
  return { params: read?.params, clean, setParams, dropped, today };
}

function useDownload(report: ReportSchema | undefined, query: Record<string, string> | undefined) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    if (!report || !query) return;
    setBusy(true);
    setFailed(false);
    try {
      const file = await reportsApi.download(report, query);
      saveBlob(file.blob, file.fileName ?? `${report.downloadName}.xlsx`);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return { download, busy, failed, dismiss: () => setFailed(false) };
}

/** The rows of a report for its parameters (none asked while the URL is being cleaned or the range runs backward). */
function useReportAnswer(report: ReportSchema | undefined, params: ReportParams | undefined, clean: boolean) {
  const problem = report && params ? rangeProblem(report, params) : undefined;
  const query = report && params && clean ? requestQuery(report, params) : undefined;
  const answer = useQuery({
    queryKey: ['operations-report', report?.key, query],
    queryFn: ({ signal }) => reportsApi.rows(report!, query!, signal),
    enabled: query !== undefined,
    // The last rows stay while new parameters load, so the page does not jump at every choice.
    placeholderData: keepPreviousData,
  });
  return { problem, query, answer, ...useDownload(report, query) };
}

export function useReportController() {
  const { pathname } = useLocation();
  const report = reportByKey(KEY_OF_PATH.exec(pathname)?.[1] ?? '');
  const { params, clean, setParams, dropped, today } = useReportParams(report);
  return { report, params, setParams, dropped, today, ...useReportAnswer(report, params, clean) };
}

export type ReportController = ReturnType<typeof useReportController>;

/** A module's report on a tab of its page: the parameters held on the tab (the page's URL is its list's). */
export function useModuleReportController(report: ReportSchema): ReportController {
  const today = localToday();
  const [params, setParams] = useState<ReportParams>(() => ({ centre: [], batch: [], ...defaultRange(today) }));
  return { report, params, setParams, dropped: [], today, ...useReportAnswer(report, params, true) };
}

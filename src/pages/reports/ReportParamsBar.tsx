// A report's parameters as its declaration lists them: centres (the user's), batches of the chosen centres, and the
// date range (picked or typed).
import { Box, Card, CardContent } from '@mui/material';
import { MultiSelectFilter } from '../../../resources/list/MultiSelectFilter';
import { defaultRange } from '../../../schemas/reports/query';
import { ReportRange } from './ReportRange';
import type { ReportController } from './useReportController';
import { REPORT_FILTERS, useReportOptions } from './useReportOptions';
import { withCentres, type ReportParams } from './reportUrl';

export interface ReportParamsBarProps {
  controller: ReportController;
  params: ReportParams;
}

export function ReportParamsBar({ controller, params }: ReportParamsBarProps) {
  const { report, setParams, today } = controller;
  const has = (p: 'centre' | 'batch' | 'dateRange') => report?.params.includes(p) ?? false;
  const centres = useReportOptions('centre', [], has('centre'));
  const batches = useReportOptions('batch', params.centre, has('batch'));
  const defaults = defaultRange(today);
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', '&:last-child': { pb: 2 } }}>
        {has('centre') && (
          <Box sx={{ display: 'flex', width: 210 }}>
            <MultiSelectFilter filter={REPORT_FILTERS.centre} state={centres} value={params.centre} onChange={(v) => setParams(withCentres(params, v))} />
          </Box>
        )}
        {has('batch') && (
          <Box sx={{ display: 'flex', width: 210 }}>
            <MultiSelectFilter filter={REPORT_FILTERS.batch} state={batches} value={params.batch} onChange={(v) => setParams({ ...params, batch: v })} />
          </Box>
        )}
        {has('dateRange') && (
          // A cleared date goes back to its default: a report always has a range.
          <ReportRange from={params.from} to={params.to} onCommit={(from, to) => setParams({ ...params, from: from ?? defaults.from, to: to ?? defaults.to })} />
        )}
      </CardContent>
    </Card>
  );
}

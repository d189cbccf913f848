// The Summary tab: marks per batch or per student over a date range (centre and batch filters), on the shared list
// of schemas/attendance-summary.ts, all kept in the URL (`by` too). Per batch, a chart of attended % sits above the
// table while the rows fit one page; more bars than that would not be read.
import { useMemo } from 'react';
import { loadable } from '../../../resources/loadable';
import { Box, Skeleton, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { ListFrame, useUrlList, type ColumnOptions } from '../../../resources';
import { attendanceSummaryList, SUMMARY_CHART_MAX, type SummaryBy } from '../../../schemas/attendance-summary';

const SummaryChart = loadable(() => import('./SummaryChart'));
export const SUMMARY_EMPTY = 'No marked classes for these filters. Attendance shows here once classes are marked.';
const count = { flex: 0, minWidth: 80, width: 96, type: 'number' as const };

function summaryColumns(by: SummaryBy): ColumnOptions {
  return {
    overrides: {
      name: { headerName: by === 'batch' ? 'Batch' : 'Student', flex: 1.2, minWidth: 160 },
      detail: { headerName: by === 'batch' ? 'Centre' : 'Enrollment No', flex: 1, minWidth: 150 },
      classes: count, present: count, absent: count, late: count,
      attendedPercent: { ...count, width: 116, renderCell: (p) => (p.value === null || p.value === undefined ? '-' : `${p.value}%`) },
    },
  };
}

export function SummaryTab() {
  const [params, setParams] = useSearchParams();
  const by: SummaryBy = params.get('by') === 'student' ? 'student' : 'batch';
  const list = useUrlList(attendanceSummaryList, { filter: { by } });
  const columns = useMemo(() => summaryColumns(by), [by]);
  const bars = list.data.map((r) => ({ name: String(r.name), attendedPercent: Number(r.attendedPercent ?? 0) }));
  const chart = by === 'batch' && bars.length > 0 && (list.total ?? 0) <= SUMMARY_CHART_MAX;
  const header = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 2, py: 1, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary">Show per</Typography>
      <ToggleButtonGroup exclusive size="small" color="primary" aria-label="Summary per" value={by}
        onChange={(_e, v: SummaryBy | null) => v && setParams((p) => { p.set('by', v); p.delete('page'); return p; }, { replace: true })}>
        <ToggleButton value="batch">Batch</ToggleButton>
        <ToggleButton value="student">Student</ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      {chart && (
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, minWidth: 0 }}>
          <SummaryChart bars={bars} fallback={<Skeleton variant="rectangular" height={260} aria-label="Loading chart" />} />
        </Box>
      )}
      <ListFrame schema={attendanceSummaryList} list={list} header={header} emptyMessage={SUMMARY_EMPTY} columns={columns}
        gridHeight={chart ? 'max(300px, calc(100vh - 640px))' : undefined} />
    </Box>
  );
}

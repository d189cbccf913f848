// Faculty Performance: per faculty and question the responses, average and distribution with each centre's average
// beside (compared across centres), or the students' remarks with their search. Each list keeps its filters in the
// address; switching lists starts the other afresh.
import { useState } from 'react';
import { Box, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { ListFrame, useUrlList, type ColumnOptions } from '../../../resources';
import { INSTITUTE, PageHeading } from '../PageHeading';
import { FEEDBACK_MESSAGES, facultyPerformance, feedbackRemarks } from '../../../schemas/feedback/responses';

const number = { flex: 0, minWidth: 90, width: 100, type: 'number' as const };
const SCORE_COLUMNS: ColumnOptions = {
  overrides: {
    faculty: { minWidth: 150 }, employeeCode: { flex: 0, width: 100 }, question: { flex: 0, width: 120 }, questionText: { flex: 1.4, minWidth: 220 },
    type: { flex: 0, width: 90 }, responses: number, average: { ...number, renderCell: (p) => (p.value === null || p.value === undefined ? '-' : String(p.value)) },
    distribution: { flex: 1.2, minWidth: 220 }, centres: { flex: 1.4, minWidth: 240 },
  },
};
const REMARK_COLUMNS: ColumnOptions = { overrides: { remark: { flex: 2, minWidth: 320 } } };

function ScoresList() {
  const list = useUrlList(facultyPerformance);
  return <ListFrame schema={facultyPerformance} list={list} emptyMessage={FEEDBACK_MESSAGES.performanceEmpty} columns={SCORE_COLUMNS} />;
}

function RemarksList() {
  const list = useUrlList(feedbackRemarks);
  return <ListFrame schema={feedbackRemarks} list={list} emptyMessage={FEEDBACK_MESSAGES.remarksEmpty} columns={REMARK_COLUMNS} />;
}

export function PerformanceTab({ title }: { title: string }) {
  const [, setParams] = useSearchParams();
  const [view, setView] = useState<'scores' | 'remarks'>('scores');
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <PageHeading id="performance-title" title={title} trail={[INSTITUTE, title]} actions={(
        <ToggleButtonGroup exclusive size="small" color="primary" aria-label="Show" value={view}
          onChange={(_e, v: 'scores' | 'remarks' | null) => { if (v) { setParams({}, { replace: true }); setView(v); } }}>
          <ToggleButton value="scores">Scores</ToggleButton>
          <ToggleButton value="remarks">Remarks</ToggleButton>
        </ToggleButtonGroup>
      )} />
      {view === 'remarks' ? <RemarksList /> : <ScoresList />}
    </Box>
  );
}

// The PTM view tab (entities-spec §2, §9): schedules filtered by centre, batch and a date range, 8 a page with at
// most 6 page tabs; each schedule's feedback questions open in a dialog.
import { Alert, Button, MenuItem, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { Paginator } from '../../../resources/list/Paginator';
import { PTM_LIST } from '../../../schemas/ptm';
import type { PtmFilterOptions, PtmScheduleRow } from '../../../schemas/api';
import { PTM_VIEW_TEXT, usePtmView } from './usePtmView';
import { PtmFeedbackDialog } from './PtmFeedbackDialog';
import { PTM_FEEDBACK_TEXT, usePtmFeedback } from './usePtmFeedback';

const time = (iso: string) => iso.slice(0, 16).replace('T', ' ');
const attendees = (r: PtmScheduleRow) => r.attendees.map((a) => [a.salutation, a.name].filter(Boolean).join(' ') + ` (${a.kind})`).join(', ');
const COLUMNS = ['Centre', 'Enrollment No', 'Student Name', 'Class', 'Batch', 'Start Time', 'End Time', 'Subjects', 'Attendees', 'Feedback'];

export function PtmViewTab({ options, refreshKey }: { options: PtmFilterOptions | undefined; refreshKey: number }) {
  const v = usePtmView(options, refreshKey);
  const feedback = usePtmFeedback();
  const total = v.result?.totalCount ?? 0;
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0, overflowX: 'auto' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
        <TextField select size="small" label="Centre" value={v.filters.centre} sx={{ width: 220 }}
          onChange={(e) => v.setFilters({ centre: e.target.value === '' ? '' : Number(e.target.value) })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
          <MenuItem value="">All Centres</MenuItem>
          {v.centres.map((c) => <MenuItem key={c.id} value={c.id}>{c.name}</MenuItem>)}
        </TextField>
        <TextField select size="small" label="Batch" value={v.filters.batch} sx={{ width: 220 }}
          onChange={(e) => v.setFilters({ batch: e.target.value === '' ? '' : Number(e.target.value) })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
          <MenuItem value="">All Batches</MenuItem>
          {v.batches.map((b) => <MenuItem key={b.id} value={b.id}>{b.batchCode}</MenuItem>)}
        </TextField>
        <TextField type="date" size="small" label="From" sx={{ width: 180 }} value={v.filters.startDate} slotProps={{ inputLabel: { shrink: true } }}
          onChange={(e) => v.setFilters({ startDate: e.target.value })} />
        <TextField type="date" size="small" label="To" sx={{ width: 180 }} value={v.filters.endDate} slotProps={{ inputLabel: { shrink: true } }}
          onChange={(e) => v.setFilters({ endDate: e.target.value })} />
      </Stack>
      {v.failed && <Alert severity="error">{PTM_VIEW_TEXT.failed}</Alert>}
      <Table size="small" aria-label="PTM schedules">
        <TableHead><TableRow>{COLUMNS.map((c) => <TableCell key={c}>{c}</TableCell>)}</TableRow></TableHead>
        <TableBody>
          {(v.result?.rows ?? []).map((r) => (
            <TableRow key={r.id}>
              <TableCell>{r.centre}</TableCell><TableCell>{r.enrolmentNo}</TableCell><TableCell>{r.studentName}</TableCell>
              <TableCell>{r.class}</TableCell><TableCell>{r.batch}</TableCell><TableCell>{time(r.startTime)}</TableCell>
              <TableCell>{time(r.endTime)}</TableCell><TableCell>{r.subjects.join(', ')}</TableCell><TableCell>{attendees(r)}</TableCell>
              <TableCell>
                <Button size="small" variant="outlined" sx={{ whiteSpace: 'nowrap' }} onClick={() => void feedback.open(r)}>{PTM_FEEDBACK_TEXT.title}</Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {v.result && total === 0 && <Typography sx={{ p: 2 }} color="text.secondary">{PTM_VIEW_TEXT.empty}</Typography>}
      {total > 0 && <Paginator page={v.page} perPage={PTM_LIST.pageSize} total={total} maxTabs={PTM_LIST.maxPageTabs} setPage={v.setPage} />}
      <PtmFeedbackDialog c={feedback} />
    </Paper>
  );
}

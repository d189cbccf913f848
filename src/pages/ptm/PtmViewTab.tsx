// The PTM view tab (entities-spec §2, §9): the shared list on the schema of schemas/ptm-schedules.ts (centre, batch
// and date-range filters, 8 a page with at most 6 page tabs, all kept in the URL). What no resource does is here:
// times and attendees written out, each schedule's feedback questions in a dialog, and who came to a meeting that
// has begun (a dialog of checkboxes; the cell says who came once marked).
import { useMemo } from 'react';
import { Button, Typography } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { CellText, ListFrame, useUrlList, type ColumnOptions } from '../../../resources';
import type { PtmScheduleRow } from '../../../schemas/api';
import { ptmScheduleList } from '../../../schemas/ptm-schedules';
import { PtmFeedbackDialog } from './PtmFeedbackDialog';
import { PTM_FEEDBACK_TEXT, usePtmFeedback } from './usePtmFeedback';
import { PtmAttendanceDialog } from './PtmAttendanceDialog';
import { PTM_ATTENDANCE_TEXT, ptmBegun, ptmMarked, usePtmAttendance } from './usePtmAttendance';

export const PTM_VIEW_EMPTY = 'No PTM schedules for these filters.';

/** 'yyyy-MM-dd HH:mm' (UTC), as the sheet writes it. */
const time = (iso: unknown) => String(iso ?? '').slice(0, 16).replace('T', ' ');
const attendees = (r: RaRecord) =>
  ((r.attendees ?? []) as PtmScheduleRow['attendees']).map((a) => `${[a.salutation, a.name].filter(Boolean).join(' ')} (${a.kind})`).join(', ');
const timeColumn = { width: 150, renderCell: (p: { value?: unknown }) => time(p.value) };

/** Who came, once marked: 'Came: Ananya Rao, Mr. Rao'; before, the action, or why there is none yet. */
function AttendanceCell({ row, open }: { row: PtmScheduleRow; open: (row: PtmScheduleRow) => void }) {
  if (!ptmBegun(row)) return <Typography variant="body2" color="text.secondary">Not begun</Typography>;
  if (!ptmMarked(row)) return <Button size="small" variant="outlined" sx={{ whiteSpace: 'nowrap' }} onClick={() => open(row)}>{PTM_ATTENDANCE_TEXT.title}</Button>;
  const came = row.attendees.filter((a) => a.attended).map((a) => `${a.name} (${a.kind})`);
  const text = came.length ? `Came: ${came.join(', ')}` : 'No one came';
  return <Button size="small" color="inherit" title={`${text}. Click to change.`} aria-label={`${text}. Edit attendance`} sx={{ textTransform: 'none', justifyContent: 'flex-start', minWidth: 0 }} onClick={() => open(row)}>
    <Typography variant="body2" noWrap>{text}</Typography></Button>;
}

function ptmColumns(openFeedback: (row: PtmScheduleRow) => void, openAttendance: (row: PtmScheduleRow) => void): ColumnOptions {
  return {
    leading: [{
      field: '__feedback', headerName: 'Feedback', sortable: false, width: 170,
      renderCell: (p) => (
        <Button size="small" variant="outlined" sx={{ whiteSpace: 'nowrap' }} onClick={() => openFeedback(p.row as PtmScheduleRow)}>
          {PTM_FEEDBACK_TEXT.title}
        </Button>
      ),
    }, {
      field: '__attendance', headerName: 'Attendance', sortable: false, width: 190,
      renderCell: (p) => <AttendanceCell row={p.row as PtmScheduleRow} open={openAttendance} />,
    }],
    overrides: {
      startTime: timeColumn,
      endTime: timeColumn,
      attendees: { minWidth: 220, renderCell: (p) => <CellText title={attendees(p.row)}>{attendees(p.row)}</CellText> },
    },
  };
}

export function PtmViewTab() {
  const list = useUrlList(ptmScheduleList);
  const feedback = usePtmFeedback();
  const { open } = feedback;
  const { refetch } = list;
  const attendance = usePtmAttendance(() => void refetch());
  const openAttendance = attendance.open;
  const columns = useMemo(() => ptmColumns((row) => void open(row), openAttendance), [open, openAttendance]);
  return (
    <>
      <ListFrame
        schema={ptmScheduleList}
        list={list}
        emptyMessage={PTM_VIEW_EMPTY}
        columns={columns}
      />
      <PtmFeedbackDialog c={feedback} />
      <PtmAttendanceDialog c={attendance} />
    </>
  );
}

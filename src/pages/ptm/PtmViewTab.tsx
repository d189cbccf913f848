// The PTM view tab (entities-spec §2, §9): the shared list on the schema of schemas/ptm-schedules.ts (centre, batch
// and date-range filters, 8 a page with at most 6 page tabs, all kept in the URL). What no resource does is here:
// times and attendees written out, and each schedule's feedback questions in a dialog.
import { useMemo } from 'react';
import { Button } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { ListFrame, useUrlList, type ColumnOptions } from '../../../resources';
import type { PtmScheduleRow } from '../../../schemas/api';
import { ptmScheduleList } from '../../../schemas/ptm-schedules';
import { PtmFeedbackDialog } from './PtmFeedbackDialog';
import { PTM_FEEDBACK_TEXT, usePtmFeedback } from './usePtmFeedback';

export const PTM_VIEW_EMPTY = 'No PTM schedules for these filters.';

/** 'yyyy-MM-dd HH:mm' (UTC), as the sheet writes it. */
const time = (iso: unknown) => String(iso ?? '').slice(0, 16).replace('T', ' ');
const attendees = (r: RaRecord) =>
  ((r.attendees ?? []) as PtmScheduleRow['attendees']).map((a) => `${[a.salutation, a.name].filter(Boolean).join(' ')} (${a.kind})`).join(', ');
const timeColumn = { width: 150, renderCell: (p: { value?: unknown }) => time(p.value) };

function ptmColumns(openFeedback: (row: PtmScheduleRow) => void): ColumnOptions {
  return {
    leading: [{
      field: '__feedback', headerName: 'Feedback', sortable: false, filterable: false, disableColumnMenu: true, width: 170,
      renderCell: (p) => (
        <Button size="small" variant="outlined" sx={{ whiteSpace: 'nowrap' }} onClick={() => openFeedback(p.row as PtmScheduleRow)}>
          {PTM_FEEDBACK_TEXT.title}
        </Button>
      ),
    }],
    overrides: {
      startTime: timeColumn,
      endTime: timeColumn,
      attendees: { minWidth: 220, renderCell: (p) => <span title={attendees(p.row)}>{attendees(p.row)}</span> },
    },
  };
}

export function PtmViewTab() {
  const list = useUrlList(ptmScheduleList);
  const feedback = usePtmFeedback();
  const { open } = feedback;
  const columns = useMemo(() => ptmColumns((row) => void open(row)), [open]);
  return (
    <>
      <ListFrame
        schema={ptmScheduleList}
        list={list}
        emptyMessage={PTM_VIEW_EMPTY}
        columns={columns}
      />
      <PtmFeedbackDialog c={feedback} />
    </>
  );
}

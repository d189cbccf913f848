// The Classes tab: the shared list on the schema of schemas/attendance.ts (centre, batch, marked and date-range
// filters, all kept in the URL, so an alert's `/attendance?batch=<id>&marked=Not%20marked` opens filtered), each
// class with a Mark / Edit marks action that opens its marking screen (`?class=<id>`).
import { useMemo } from 'react';
import { Button, Chip } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { ListFrame, useUrlList, type ColumnOptions } from '../../../resources';
import { attendanceClasses } from '../../../schemas/attendance';

export const CLASSES_EMPTY = 'No classes that have begun match these filters.';
const isMarked = (r: RaRecord) => r.marked === 'Marked';
const count = { flex: 0, minWidth: 72, width: 84, type: 'number' as const };

function classColumns(open: (id: number) => void): ColumnOptions {
  return {
    leading: [{
      field: '__mark', headerName: 'Action', sortable: false, width: 130,
      renderCell: (p) => (
        <Button size="small" variant={isMarked(p.row) ? 'text' : 'contained'} sx={{ whiteSpace: 'nowrap' }} onClick={() => open(Number(p.row.id))}>
          {isMarked(p.row) ? 'Edit marks' : 'Mark'}
        </Button>
      ),
    }],
    overrides: {
      startTime: { width: 96, renderCell: (p) => String(p.value ?? '').slice(0, 5) },
      endTime: { width: 96, renderCell: (p) => String(p.value ?? '').slice(0, 5) },
      marked: { width: 120, renderCell: (p) => <Chip size="small" color={isMarked(p.row) ? 'success' : 'default'} variant={isMarked(p.row) ? 'filled' : 'outlined'} label={String(p.value)} /> },
      present: count, absent: count, late: count,
    },
  };
}

export function ClassesTab({ onOpen, savedId }: { onOpen(id: number): void; savedId?: number }) {
  const list = useUrlList(attendanceClasses);
  const columns = useMemo(() => classColumns(onOpen), [onOpen]);
  return (
    <ListFrame
      schema={attendanceClasses}
      list={list}
      emptyMessage={CLASSES_EMPTY}
      columns={columns}
      rowClassName={(r) => (Number(r.id) === savedId ? 'attendance-just-saved' : '')}
    />
  );
}

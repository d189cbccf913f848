// The roster of the marking screen: one row per student with Present / Absent / Late. One row is the tab stop (a
// roving tabindex) and follows the reducer's focus, so arrows, P, A and L work without a mouse; the toggles are
// for the mouse and are left out of the tab order, or every row would cost three Tab presses.
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { ATTENDANCE_MARKS, MARK_LABELS, type AttendanceMark } from '../../../schemas/attendance';
import type { MarkingController } from './useMarking';

const COLOURS: Record<AttendanceMark, 'success' | 'error' | 'warning'> = { present: 'success', absent: 'error', late: 'warning' };

export function MarkingTable({ c }: { c: MarkingController }) {
  const rows = useRef<(HTMLTableRowElement | null)[]>([]);
  const body = useRef<HTMLTableSectionElement>(null);
  // Focus follows the reducer only while the user is on the table: loading the class must not steal it.
  useEffect(() => {
    if (body.current?.contains(document.activeElement)) rows.current[c.focus]?.focus();
  }, [c.focus, c.students]);

  function onKeyDown(e: KeyboardEvent) {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    if (c.onKey(e.key)) e.preventDefault();
  }

  return (
    <TableContainer sx={{ maxHeight: 'calc(100vh - 360px)', minHeight: 240 }}>
      <Table size="small" stickyHeader aria-label="Students of the class">
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 56 }}>#</TableCell>
            <TableCell>Enrollment No</TableCell>
            <TableCell>Student</TableCell>
            <TableCell sx={{ width: 280 }}>Mark</TableCell>
          </TableRow>
        </TableHead>
        <TableBody ref={body} onKeyDown={onKeyDown}>
          {c.students.map((s, i) => (
            <TableRow
              key={s.id} hover selected={i === c.focus} tabIndex={i === c.focus ? 0 : -1}
              ref={(el) => { rows.current[i] = el; }}
              aria-label={`${s.name} (${s.enrolmentNo}): ${s.mark ? MARK_LABELS[s.mark] : 'not marked'}`}
              onClick={() => c.focusRow(i)}
              sx={{ cursor: 'pointer', '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 } }}
            >
              <TableCell>{i + 1}</TableCell>
              <TableCell>{s.enrolmentNo}</TableCell>
              <TableCell>{s.name}</TableCell>
              <TableCell>
                <ToggleButtonGroup exclusive size="small" value={s.mark} disabled={c.saving} aria-label={`Mark for ${s.name}`}
                  onChange={(_e, mark: AttendanceMark | null) => mark && c.setMark(i, mark)}>
                  {ATTENDANCE_MARKS.map((m) => (
                    <ToggleButton key={m} value={m} tabIndex={-1} color={COLOURS[m]} sx={{ px: 1.5, py: 0.25 }}>{MARK_LABELS[m]}</ToggleButton>
                  ))}
                </ToggleButtonGroup>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

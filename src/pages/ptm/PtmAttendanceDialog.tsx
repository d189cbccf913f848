// Who came to a meeting that has begun: a checkbox per attendee the meeting has (student, father, mother, guardian),
// saved together; the server's refusal (a meeting not yet begun) is shown in its words.
import { Alert, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControlLabel, FormGroup, LinearProgress } from '@mui/material';
import { PTM_ATTENDANCE_TEXT, type PtmAttendanceController } from './usePtmAttendance';

const KIND_LABELS: Record<string, string> = { student: 'Student', father: 'Father', mother: 'Mother', guardian: 'Guardian' };

export function PtmAttendanceDialog({ c }: { c: PtmAttendanceController }) {
  const row = c.row;
  return (
    <Dialog open={row !== null} onClose={c.close} aria-labelledby="ptm-attendance-title" maxWidth="xs" fullWidth>
      <DialogTitle id="ptm-attendance-title">{PTM_ATTENDANCE_TEXT.title}</DialogTitle>
      {c.saving && <LinearProgress aria-label="Saving attendance" />}
      <DialogContent>
        {row && (
          <>
            <DialogContentText sx={{ mb: 1 }}>
              {`${row.studentName} (${row.enrolmentNo}), ${row.startTime.slice(0, 16).replace('T', ' ')}. Tick who came.`}
            </DialogContentText>
            <FormGroup>
              {row.attendees.map((a) => (
                <FormControlLabel key={a.kind} disabled={c.saving}
                  control={<Checkbox checked={c.attended[a.kind as keyof typeof c.attended] === true} onChange={(e) => c.toggle(a.kind, e.target.checked)} />}
                  label={`${KIND_LABELS[a.kind] ?? a.kind}: ${[a.salutation, a.name].filter(Boolean).join(' ')}`} />
              ))}
            </FormGroup>
            {c.error && <Alert severity="error" sx={{ mt: 2 }}>{c.error}</Alert>}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={c.close} color="inherit" disabled={c.saving}>Cancel</Button>
        <Button onClick={() => void c.save()} variant="contained" disabled={c.saving || !row?.attendees.length}>{c.saving ? 'Saving…' : 'Save'}</Button>
      </DialogActions>
    </Dialog>
  );
}

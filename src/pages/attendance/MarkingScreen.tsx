// The marking screen of one class (/attendance?class=<id>): its header, the roster with a mark per student, the live
// count, "All present", and Save, held (and saying why) while anyone is unmarked. A class the server will not mark
// shows the server's message instead of the table.
import { Alert, Box, Button, Chip, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { countsText } from './markingState';
import { MarkingTable } from './MarkingTable';
import { MARKING_TEXT, useMarking, type MarkingController } from './useMarking';

export interface MarkingScreenProps { classId: number; onBack(): void; onSaved(): void }

function Header({ c, onBack }: { c: MarkingController; onBack(): void }) {
  const i = c.info;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }} useFlexGap>
      <Button startIcon={<ArrowBackIcon />} onClick={onBack} disabled={c.saving}>Back to classes</Button>
      {i && (
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h2">{`${i.batch} · ${i.subject}`}</Typography>
          <Typography variant="body2" color="text.secondary">
            {`${i.faculty} · ${i.classDate} · ${i.startTime.slice(0, 5)} to ${i.endTime.slice(0, 5)} · ${i.centre}`}
          </Typography>
        </Box>
      )}
      {i?.markedAt && <Chip size="small" color="success" variant="outlined" label="Marked: editing" />}
    </Stack>
  );
}

function Counts({ c }: { c: MarkingController }) {
  const n = c.counts;
  return (
    <Stack direction="row" spacing={1} role="status" aria-live="polite" aria-label={countsText(n)} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip size="small" color="success" label={`${n.present} present`} />
      <Chip size="small" color="error" label={`${n.absent} absent`} />
      <Chip size="small" color="warning" label={`${n.late} late`} />
      <Chip size="small" variant="outlined" label={`${n.unmarked} unmarked`} />
    </Stack>
  );
}

function Marking({ c }: { c: MarkingController }) {
  return (
    <>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap' }} useFlexGap>
        <Button variant="outlined" startIcon={<DoneAllIcon />} onClick={c.allPresent} disabled={c.saving || c.counts.unmarked === 0}>All present</Button>
        <Counts c={c} />
        <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto' }}>
          Keys on the table: ↑ ↓ move, P present, A absent, L late (then the next student).
        </Typography>
      </Stack>
      <MarkingTable c={c} />
      {c.saving && <LinearProgress aria-label="Saving attendance" sx={{ mt: 1 }} />}
      {c.error && <Alert severity="error" sx={{ mt: 2 }}>{c.error}</Alert>}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 2 }}>
        <Button variant="contained" onClick={() => void c.save()} disabled={c.saving || c.holdReason !== null}>
          {c.saving ? 'Saving…' : 'Save'}
        </Button>
        {c.holdReason && <Typography variant="body2" color="text.secondary">{c.holdReason}</Typography>}
      </Stack>
    </>
  );
}

export function MarkingScreen({ classId, onBack, onSaved }: MarkingScreenProps) {
  const c = useMarking(classId, onSaved);
  return (
    <Box component="section" aria-label="Mark attendance" sx={{ minWidth: 0 }}>
      <Header c={c} onBack={onBack} />
      <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
        {c.loading ? <LinearProgress aria-label="Loading the class" />
          : c.loadFailed ? <Alert severity="error">{MARKING_TEXT.loadFailed}</Alert>
            : c.closed ? <Alert severity="info">{c.closed}</Alert>
              : c.students.length === 0 ? <Alert severity="info">{MARKING_TEXT.noStudents}</Alert>
                : <Marking c={c} />}
      </Paper>
    </Box>
  );
}

// The exam configuration tab (/exam-result/exam-config): the exams with their subjects, max marks and years; a
// form for a new exam (a name and its subjects with max marks); a year added to an exam.
import { useState } from 'react';
import {
  Box, Button, Chip, IconButton, LinearProgress, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import type { ExamRow } from '../../../schemas/api';
import { useExamConfig } from './useExamConfig';

type Config = ReturnType<typeof useExamConfig>;

function YearAdder({ exam, onAdd }: { exam: ExamRow; onAdd: Config['addYear'] }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function add() {
    setBusy(true);
    const problem = await onAdd(exam, value);
    setBusy(false);
    setError(problem);
    if (!problem) setValue('');
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField size="small" label="New year" value={value} sx={{ width: 120 }} error={!!error} helperText={error ?? undefined}
        slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `New year for ${exam.name}` } }}
        onChange={(e) => setValue(e.target.value.replace(/\D/g, '').slice(0, 4))}
        onKeyDown={(e) => { if (e.key === 'Enter') void add(); }} />
      <Button size="small" variant="outlined" disabled={busy || value === ''} onClick={() => void add()}>Add year</Button>
    </Stack>
  );
}

function ExamList({ c }: { c: Config }) {
  return (
    <Paper variant="outlined" sx={{ minWidth: 0 }}>
      {c.loading && <LinearProgress aria-label="Loading exams" />}
      <TableContainer>
        <Table size="small" aria-label="Exams">
          <TableHead><TableRow>{['Exam', 'Subjects (max marks)', 'Years', ''].map((h) => <TableCell key={h}>{h}</TableCell>)}</TableRow></TableHead>
          <TableBody>
            {c.exams.map((e) => (
              <TableRow key={e.id}>
                <TableCell sx={{ fontWeight: 500 }}>{e.name}</TableCell>
                <TableCell>{e.subjects.map((s) => `${s.name} (${s.maxMarks})`).join(', ')}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    {e.years.length === 0 ? <Typography variant="body2" color="text.secondary">No years yet</Typography>
                      : e.years.map((y) => <Chip key={y} size="small" label={y} />)}
                  </Stack>
                </TableCell>
                <TableCell><YearAdder exam={e} onAdd={c.addYear} /></TableCell>
              </TableRow>
            ))}
            {!c.loading && c.exams.length === 0 && (
              <TableRow><TableCell colSpan={4} align="center" sx={{ py: 4, color: 'text.secondary' }}>No exams yet. Add the first one below.</TableCell></TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}

function NewExamForm({ c }: { c: Config }) {
  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="form" aria-label="Add an exam"
      onSubmit={(e: React.FormEvent) => { e.preventDefault(); void c.createExam(); }}>
      <Typography variant="subtitle1" component="h2" gutterBottom>Add an exam</Typography>
      <Stack spacing={2}>
        <TextField size="small" label="Exam name" value={c.name} onChange={(e) => c.setName(e.target.value)} sx={{ maxWidth: 360 }}
          error={!!c.errors.name} helperText={c.errors.name} />
        {c.subjects.map((s, i) => (
          <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField size="small" label={`Subject ${i + 1}`} value={s.name} onChange={(e) => c.setSubject(i, { name: e.target.value })}
              error={!!c.errors[`subjects.${i}.name`]} helperText={c.errors[`subjects.${i}.name`]} sx={{ width: 220 }} />
            <TextField size="small" label="Max marks" value={s.maxMarks} sx={{ width: 130 }}
              slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `Max marks of subject ${i + 1}` } }}
              onChange={(e) => c.setSubject(i, { maxMarks: e.target.value.replace(/\D/g, '').slice(0, 4) })}
              error={!!c.errors[`subjects.${i}.maxMarks`]} helperText={c.errors[`subjects.${i}.maxMarks`]} />
            <IconButton aria-label={`Remove subject ${i + 1}`} disabled={c.subjects.length === 1} onClick={() => c.removeSubject(i)}><CloseIcon /></IconButton>
          </Stack>
        ))}
        {c.errors.subjects && <Typography variant="body2" color="error">{c.errors.subjects}</Typography>}
        <Box><Button startIcon={<AddIcon />} onClick={c.addSubject}>Add subject</Button></Box>
        <Box><Button type="submit" variant="contained" disabled={c.saving}>Save exam</Button></Box>
      </Stack>
    </Paper>
  );
}

export function ExamConfigTab() {
  const c = useExamConfig();
  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <ExamList c={c} />
      <NewExamForm c={c} />
    </Stack>
  );
}

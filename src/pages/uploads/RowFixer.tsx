// The selected row's error cells, editable under the grid (issue 26 item 2): the grid shows the preview's columns,
// which need not include the cell in error (a student's Mobile), so each error cell gets its field here, named by its
// column. "Check row again" (or Enter) sends the row to the server, which checks it as an uploaded row and answers
// its new problems and the preview's counts; a fix the server refuses keeps its words beside the cells.
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import type { PreviewRow } from './types';

export interface RowFixerProps {
  row: PreviewRow & { fix: Record<string, string> };
  onFix(row: number, cells: Record<string, string>): Promise<string | null>;
}

export function RowFixer({ row, onFix }: RowFixerProps) {
  const [cells, setCells] = useState<Record<string, string>>(row.fix);
  const [checking, setChecking] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const changed = Object.fromEntries(Object.entries(cells).filter(([column, text]) => text !== row.fix[column]));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (checking || Object.keys(changed).length === 0) return;
    setChecking(true);
    setRefused(await onFix(row.row, changed));
    setChecking(false);
  }

  return (
    <Box component="form" aria-label={`Fix row ${row.row}`} onSubmit={(e) => void submit(e)} sx={{ mt: 1 }}>
      <Typography variant="body2" component="div" color="text.secondary" sx={{ mb: 1 }}>Fix this row: change its error cells and check it again.</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {Object.keys(row.fix).map((column) => (
          <TextField key={column} size="small" fullWidth={false} sx={{ width: 260 }} label={column} value={cells[column] ?? ''} disabled={checking}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
            onChange={(e) => setCells((c) => ({ ...c, [column]: e.target.value }))} />
        ))}
        <Button type="submit" variant="outlined" disabled={checking || Object.keys(changed).length === 0}>
          {checking ? 'Checking…' : 'Check row again'}
        </Button>
      </Stack>
      {refused && <Alert severity="error" sx={{ mt: 1 }}>{refused}</Alert>}
    </Box>
  );
}

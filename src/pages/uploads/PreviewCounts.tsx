// The counts at the top of the preview: rows, valid, with errors, with warnings (when any), and what will be created,
// changed or left alone.
import { Box, Paper, Typography } from '@mui/material';
import type { UploadCounts } from './types';

const ITEMS: { key: keyof UploadCounts; label: string; colour?: string; onlyWhenAny?: boolean }[] = [
  { key: 'rows', label: 'Rows' },
  { key: 'valid', label: 'Valid', colour: 'success.main' },
  { key: 'withErrors', label: 'With errors', colour: 'error.main' },
  // Only some uploads can warn (a likely duplicate): the others never show a count that is always 0.
  { key: 'withWarnings', label: 'With warnings', colour: 'warning.main', onlyWhenAny: true },
  { key: 'created', label: 'To be created' },
  { key: 'changed', label: 'To be changed' },
  { key: 'unchanged', label: 'Unchanged' },
];

export function PreviewCounts({ counts }: { counts: UploadCounts }) {
  return (
    <Box role="list" aria-label="Preview counts" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(130px, 1fr))', gap: 1.5 }}>
      {ITEMS.filter((item) => !item.onlyWhenAny || (counts[item.key] ?? 0) > 0).map((item) => {
        const n = counts[item.key] ?? 0;
        return (
          <Paper key={item.key} role="listitem" variant="outlined" sx={{ px: 2, py: 1.25 }} aria-label={`${item.label}: ${n}`}>
            <Typography variant="body2" color="text.secondary">{item.label}</Typography>
            <Typography variant="h6" component="p" sx={{ color: n > 0 ? item.colour : undefined }}>{n.toLocaleString('en-US')}</Typography>
          </Paper>
        );
      })}
    </Box>
  );
}

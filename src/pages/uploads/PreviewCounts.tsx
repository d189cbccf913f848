// The counts at the top of the preview: rows, valid, with errors, and what will be created, changed or left alone.
import { Box, Paper, Typography } from '@mui/material';
import type { UploadCounts } from './types';

const ITEMS: { key: keyof UploadCounts; label: string; colour?: string }[] = [
  { key: 'rows', label: 'Rows' },
  { key: 'valid', label: 'Valid', colour: 'success.main' },
  { key: 'withErrors', label: 'With errors', colour: 'error.main' },
  { key: 'created', label: 'To be created' },
  { key: 'changed', label: 'To be changed' },
  { key: 'unchanged', label: 'Unchanged' },
];

export function PreviewCounts({ counts }: { counts: UploadCounts }) {
  return (
    <Box role="list" aria-label="Preview counts" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(130px, 1fr))', gap: 1.5 }}>
      {ITEMS.map((item) => (
        <Paper key={item.key} role="listitem" variant="outlined" sx={{ px: 2, py: 1.25 }} aria-label={`${item.label}: ${counts[item.key]}`}>
          <Typography variant="body2" color="text.secondary">{item.label}</Typography>
          <Typography variant="h6" component="p" sx={{ color: counts[item.key] > 0 ? item.colour : undefined }}>
            {counts[item.key].toLocaleString('en-US')}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

// The columns panel (issue 26 item 7): show or hide each column, move it up or down, set its width. The grid does
// not reorder by dragging, so the order is set here, by buttons a keyboard reaches; a width is also set by dragging
// the column's edge in the grid (resources/list/useColumnResize.ts). Every change applies at once and is kept
// (useColumnsState).
import { useState } from 'react';
import { Box, Button, Checkbox, FormControlLabel, IconButton, Popover, TextField, Typography } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ViewColumnOutlinedIcon from '@mui/icons-material/ViewColumnOutlined';
import type { ResourceSchema } from '../../schemas';
import { MAX_WIDTH, MIN_WIDTH, NO_COLUMN_CHOICES, moveColumn, orderedKeys, setColumnWidth, shownKeys, toggleColumn } from './columnsState';
import type { ColumnsView } from './useColumnsState';

function WidthInput({ label, width, onChange }: { label: string; width: number | undefined; onChange: (w: number) => void }) {
  const [text, setText] = useState(width ? String(width) : '');
  const commit = () => {
    const n = Number(text);
    if (text.trim() !== '' && Number.isFinite(n)) onChange(n);
  };
  return (
    <TextField
      size="small"
      variant="outlined"
      type="number"
      placeholder="Auto"
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
      slotProps={{ htmlInput: { 'aria-label': `Width of ${label} (pixels)`, min: MIN_WIDTH, max: MAX_WIDTH, step: 10 } }}
      sx={{ width: 96 }}
    />
  );
}

export function ColumnsPanel({ schema, columns }: { schema: ResourceSchema; columns: ColumnsView }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { keys, state, setState } = columns;
  const labels = new Map(schema.fields.map((f) => [f.key, f.label]));
  const order = orderedKeys(keys, state);
  const shown = new Set(shownKeys(keys, state));
  return (
    <>
      <Button size="small" startIcon={<ViewColumnOutlinedIcon />} aria-haspopup="dialog" onClick={(e) => setAnchor(e.currentTarget)}>
        Columns
      </Button>
      <Popover open={Boolean(anchor)} anchorEl={anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'top', horizontal: 'left' }} transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
        <Box role="dialog" aria-label="Columns" sx={{ p: 2, minWidth: 360 }}>
          <Typography variant="subtitle2" gutterBottom>
            Columns: show, order and width
          </Typography>
          <Box component="ul" aria-label="Columns" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {order.map((key, i) => {
              const label = labels.get(key) ?? key;
              return (
                <Box component="li" key={key} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                  <FormControlLabel
                    sx={{ flex: 1, mr: 1 }}
                    control={<Checkbox size="small" checked={shown.has(key)} disabled={shown.has(key) && shown.size === 1} onChange={() => setState(toggleColumn(keys, state, key))} />}
                    label={label}
                  />
                  <WidthInput key={`${key}-${state.widths[key] ?? ''}`} label={label} width={state.widths[key]} onChange={(w) => setState(setColumnWidth(state, key, w))} />
                  <IconButton size="small" aria-label={`Move ${label} up`} disabled={i === 0} onClick={() => setState(moveColumn(keys, state, key, -1))}>
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton size="small" aria-label={`Move ${label} down`} disabled={i === order.length - 1} onClick={() => setState(moveColumn(keys, state, key, 1))}>
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                </Box>
              );
            })}
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
            <Button size="small" onClick={() => setState(NO_COLUMN_CHOICES)}>
              Reset columns
            </Button>
          </Box>
        </Box>
      </Popover>
    </>
  );
}

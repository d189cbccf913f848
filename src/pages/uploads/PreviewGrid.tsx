// The preview rows in MUI X DataGrid: the schema's preview columns, the change each row makes and its problems in
// words a clerk understands. The MIT grid pages at 100 rows; each page is virtualized, so 100,000 rows stay quick.
import { useMemo, useState } from 'react';
import { Box, Chip, Typography } from '@mui/material';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { CHANGE_LABELS } from './messages';
import type { Preview, PreviewRow } from './types';

const CHANGE_COLOURS = { create: 'success', change: 'info', unchanged: 'default' } as const;

/** 'Row 5, Mobile: must be ...' reads 'Mobile: must be ...' in the row's own line. */
export const problemText = (message: string) => message.replace(/^Row \d+, /, '');

function batchChanges(r: PreviewRow): string {
  if (!r.batches) return '';
  const { added, retained, deleted } = r.batches;
  return [added.length && `Added: ${added.join(', ')}`, retained.length && `Retained: ${retained.join(', ')}`, deleted.length && `Deleted: ${deleted.join(', ')}`]
    .filter(Boolean).join('; ');
}

/** Row, change and problems first, so a clerk sees what is wrong without scrolling; then the spec's columns. */
export function previewColumns(preview: Preview): GridColDef<PreviewRow>[] {
  const cols: GridColDef<PreviewRow>[] = [
    { field: 'row', headerName: 'Row', width: 64, type: 'number', align: 'left', headerAlign: 'left' },
    {
      field: 'change', headerName: 'Change', width: 104, valueGetter: (_v, r) => (r.errors.length ? 'Error' : CHANGE_LABELS[r.change ?? ''] ?? ''),
      renderCell: ({ row }) => (row.errors.length
        ? <Chip size="small" color="error" label="Error" />
        : <Chip size="small" variant="outlined" color={CHANGE_COLOURS[row.change ?? 'unchanged']} label={CHANGE_LABELS[row.change ?? 'unchanged']} />),
    },
    {
      field: 'problems', headerName: 'Problems', flex: 2, minWidth: 240, sortable: false, valueGetter: (_v, r) => r.errors.map((e) => problemText(e.message)).join('; '),
      renderCell: ({ row }) => (row.errors.length === 0 ? null : (
        <Box component="ul" sx={{ m: 0, py: 0.75, pl: 2 }}>
          {row.errors.map((e, i) => <Typography key={i} component="li" variant="body2" color="error">{problemText(e.message)}</Typography>)}
        </Box>
      )),
    },
    ...preview.columns.map((c): GridColDef<PreviewRow> => ({
      field: `v:${c.key}`, headerName: c.label, flex: 1, minWidth: c.key === 'sNo' ? 64 : 120, valueGetter: (_v, r) => r.values[c.key] ?? '',
    })),
  ];
  if (preview.rows.some((r) => r.batches)) cols.push({ field: 'batches', headerName: 'Batch changes', flex: 1.2, minWidth: 180, valueGetter: (_v, r) => batchChanges(r) });
  return cols;
}

export function PreviewGrid({ preview, rows }: { preview: Preview; rows: PreviewRow[] }) {
  const columns = useMemo(() => previewColumns(preview), [preview]);
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: 100 });
  return (
    <DataGrid<PreviewRow>
      aria-label="Preview rows"
      rows={rows}
      columns={columns}
      getRowId={(r) => r.row}
      getRowHeight={() => 'auto'}
      getEstimatedRowHeight={() => 44}
      paginationModel={paging}
      onPaginationModelChange={setPaging}
      pageSizeOptions={[25, 50, 100]}
      disableColumnMenu
      disableRowSelectionOnClick
      columnHeaderHeight={44}
      localeText={{ noRowsLabel: 'No rows to show' }}
      sx={{
        border: 0,
        '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600 },
        '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center', py: 0.5 },
      }}
    />
  );
}

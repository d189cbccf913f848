// Undo an upload (issue 26 item 5), confirmed with what it will do: the created records removed or deactivated, the
// changed ones set back, and every record changed since the upload named, which the undo leaves alone. A refusal
// (a reference it would break, nothing left to undo) is shown instead, naming the records. react-admin's Confirm.
import { Alert, Box, LinearProgress, List, ListItem, Typography } from '@mui/material';
import { Confirm } from 'react-admin';
import type { HistoryRow, UndoPreview } from './types';

export interface UndoDialogProps {
  row: HistoryRow;
  /** Null while it loads. */
  preview: UndoPreview | null;
  onClose(): void;
  onConfirm(): void;
}

const n = (v: number) => v.toLocaleString('en-US');
const records = (v: number) => `${n(v)} ${v === 1 ? 'record' : 'records'}`;

function UndoSummary({ preview }: { preview: UndoPreview }) {
  const { counts, leftAlone } = preview;
  const lines = [
    counts.remove > 0 && `${records(counts.remove)} created by the upload will be removed (nothing refers to them).`,
    counts.deactivate > 0 && `${records(counts.deactivate)} created by the upload will be deactivated with the reason 'Upload undone' (other records refer to them).`,
    counts.setBack > 0 && `${records(counts.setBack)} changed by the upload (transfers and batch associations) will be set back.`,
  ].filter((l): l is string => typeof l === 'string');
  const more = counts.leftAlone - leftAlone.length;
  return (
    <Box>
      {preview.refusal && <Alert severity="error" sx={{ mb: 1 }}>{preview.refusal}</Alert>}
      {!preview.refusal && lines.map((l) => <Typography key={l} variant="body2" sx={{ mb: 0.5 }}>{l}</Typography>)}
      {counts.leftAlone > 0 && (
        <>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {`${records(counts.leftAlone)} changed since the upload will be left alone:`}
          </Typography>
          <List dense aria-label="Records left alone" sx={{ maxHeight: 180, overflow: 'auto' }}>
            {leftAlone.map((r) => (
              <ListItem key={r.id} disableGutters>
                {`${r.label ?? `Record ${r.id}`}: ${r.why === 'gone' ? 'no longer exists' : 'changed since the upload'}`}
              </ListItem>
            ))}
            {more > 0 && <ListItem disableGutters>{`and ${n(more)} more`}</ListItem>}
          </List>
        </>
      )}
    </Box>
  );
}

export function UndoDialog({ row, preview, onClose, onConfirm }: UndoDialogProps) {
  const refused = !!preview?.refusal;
  return (
    <Confirm
      isOpen
      title={refused ? 'This upload cannot be undone' : `Undo the upload of ${row.fileName}?`}
      content={preview ? <UndoSummary preview={preview} /> : <LinearProgress aria-label="Loading what the undo will do" />}
      confirm={refused ? 'Close' : 'Undo upload'}
      confirmColor="warning"
      cancel="Cancel"
      loading={preview === null}
      onConfirm={refused ? onClose : onConfirm}
      onClose={onClose}
    />
  );
}

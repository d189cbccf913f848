// "Apply the valid rows only": the clerk's choice against all-or-none (issue 26 item 4), confirmed first with what
// it means: how many rows go in, how many are left out, and where those come back (the history's result file).
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { UploadCounts } from './types';

export interface ApplyValidDialogProps {
  counts: UploadCounts;
  onClose(): void;
  onConfirm(): void;
}

const n = (v: number) => v.toLocaleString('en-US');

export function ApplyValidDialog({ counts, onClose, onConfirm }: ApplyValidDialogProps) {
  const valid = counts.rows - counts.withErrors;
  return (
    <Dialog open onClose={onClose} aria-labelledby="apply-valid-title" aria-describedby="apply-valid-text">
      <DialogTitle id="apply-valid-title">Apply the valid rows only?</DialogTitle>
      <DialogContent>
        <DialogContentText id="apply-valid-text">
          {n(valid)} of {n(counts.rows)} rows will be applied. The {n(counts.withErrors)} {counts.withErrors === 1 ? 'row' : 'rows'} with
          errors will not: the result file in the upload history lists each with its error, to fix and upload again.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" color="warning" onClick={onConfirm}>Apply {n(valid)} valid {valid === 1 ? 'row' : 'rows'}</Button>
      </DialogActions>
    </Dialog>
  );
}

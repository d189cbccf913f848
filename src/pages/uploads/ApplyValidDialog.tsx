// "Apply the valid rows only": the clerk's choice against all-or-none (issue 26 item 4), confirmed first with what
// it means: how many rows go in, how many are left out, and where those come back (the history's result file).
// react-admin's Confirm, as the console's other confirmations.
import { Confirm } from 'react-admin';
import type { UploadCounts } from './types';

export interface ApplyValidDialogProps {
  counts: UploadCounts;
  onClose(): void;
  onConfirm(): void;
}

const n = (v: number) => v.toLocaleString('en-US');

export function ApplyValidDialog({ counts, onClose, onConfirm }: ApplyValidDialogProps) {
  const valid = counts.rows - counts.withErrors;
  const left = `${n(counts.withErrors)} ${counts.withErrors === 1 ? 'row' : 'rows'}`;
  return (
    <Confirm
      isOpen
      title="Apply the valid rows only?"
      content={`${n(valid)} of ${n(counts.rows)} rows will be applied. The ${left} with errors will not: the result file in the upload history lists each with its error, to fix and upload again.`}
      confirm={`Apply ${n(valid)} valid ${valid === 1 ? 'row' : 'rows'}`}
      confirmColor="warning"
      cancel="Cancel"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}

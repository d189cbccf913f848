// "Add <noun>" for a schema with `form`: opens the empty record form; a save refreshes every view of the records
// (react-admin's refresh invalidates the list's and the week's queries alike).
import { useState } from 'react';
import { Button } from '@mui/material';
import Add from '@mui/icons-material/Add';
import { useRefresh } from 'react-admin';
import type { EntitySchema } from '../../schemas';
import { RecordFormDialog } from '../dialogs';

export function AddRecordButton({ schema }: { schema: EntitySchema }) {
  const [open, setOpen] = useState(false);
  const refresh = useRefresh();
  if (!schema.form) return null;
  return (
    <>
      <Button variant="contained" size="small" startIcon={<Add />} onClick={() => setOpen(true)}>Add {schema.noun}</Button>
      {open && <RecordFormDialog schema={schema} onClose={() => setOpen(false)} onSaved={() => { setOpen(false); refresh(); }} />}
    </>
  );
}

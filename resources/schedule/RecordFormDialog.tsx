// Adds or changes one record of a schema with `form` (a class of the time table: changing its date or times is how
// a class moves). The server checks it as a row of the create sheet; a refusal shows under its fields. A record that
// is active can be cancelled from here through the list's own status change (a reason, confirmed).
import { useMemo, useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { EntitySchema } from '../../schemas';
import { StatusChangeDialog } from '../actions/StatusChangeDialog';
import { useEntityApi } from '../api';
import { useEntityToast } from '../toast';
import { FormInput } from './FormInput';
import { cellValues, changedValues, formFields, initialValues, missing, refusalOf, type FormRefusal } from './recordForm';
import { useRefRows } from './useRefRows';

type Row = Record<string, unknown> & { id?: number | string };

export interface RecordFormDialogProps {
  schema: EntitySchema;
  /** The record to change; absent: a new one. */
  record?: Row;
  onClose: () => void;
  /** After the server saved or cancelled it: refresh what shows it. */
  onSaved: () => void;
}

const NO_REFUSAL: FormRefusal = { fields: {}, message: null };

function useRecordForm(schema: EntitySchema, record: Row | undefined, onSaved: () => void) {
  const api = useEntityApi();
  const toast = useEntityToast();
  const fields = useMemo(() => formFields(schema), [schema]);
  const [values, setValues] = useState(() => initialValues(fields, record));
  const [refusal, setRefusal] = useState<FormRefusal>(NO_REFUSAL);
  const [busy, setBusy] = useState(false);
  const refs = useRefRows(schema, fields, values);
  const change = (key: string, value: string) => {
    setValues((v) => changedValues(fields, v, key, value));
    setRefusal((r) => ({ ...r, fields: { ...r.fields, [key]: '' } }));
  };
  async function save() {
    const empty = missing(fields, values);
    if (Object.keys(empty).length > 0) return setRefusal({ fields: empty, message: null });
    setBusy(true);
    setRefusal(NO_REFUSAL);
    try {
      toast.success(await api.saveRecord(schema, cellValues(fields, values, refs.rows), record?.id));
      onSaved();
    } catch (error) {
      setRefusal(refusalOf(error, fields));
      setBusy(false);
    }
  }
  return { fields, values, refs, refusal, busy, change, save };
}

export function RecordFormDialog({ schema, record, onClose, onSaved }: RecordFormDialogProps) {
  const form = useRecordForm(schema, record, onSaved);
  const [cancelling, setCancelling] = useState(false);
  const noun = schema.noun;
  const title = record ? `Change ${noun}` : `Add ${noun}`;
  const label = (key: string) => form.fields.find((f) => f.key === key)?.label;
  const mayCancel = record?.id !== undefined && record.status === 'active';
  // In the kind's words: 'Cancel Class', 'Drop Topic', 'Deactivate Feedback Form' (never 'Cancel' for leaving the form).
  const statusVerb = schema.statusChange.verbs.deactivate;
  return (
    <Dialog open onClose={form.busy ? undefined : onClose} aria-labelledby="record-form-title" fullWidth maxWidth="sm">
      <DialogTitle id="record-form-title">{title}</DialogTitle>
      <DialogContent dividers>
        {form.refusal.message && <Alert severity="error" sx={{ mb: 2 }}>{form.refusal.message}</Alert>}
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, pt: 0.5 }}>
          {form.fields.map((f) => (
            <FormInput
              key={f.key} field={f} value={form.values[f.key] ?? ''} error={form.refusal.fields[f.key] || undefined} refs={form.refs}
              parentValue={f.dependsOn ? form.values[f.dependsOn] : undefined} parentLabel={f.dependsOn ? label(f.dependsOn) : undefined}
              onChange={(v) => form.change(f.key, v)}
            />
          ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between' }}>
        <Box>{mayCancel && <Button color="error" onClick={() => setCancelling(true)} disabled={form.busy}>{statusVerb} {noun}</Button>}</Box>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button onClick={onClose} disabled={form.busy}>Close</Button>
          <Button variant="contained" onClick={() => void form.save()} disabled={form.busy}>Save</Button>
        </Box>
      </DialogActions>
      {cancelling && record && (
        <StatusChangeDialog schema={schema} action="deactivate" records={[record as never]} onClose={() => setCancelling(false)} onDone={onSaved} />
      )}
    </Dialog>
  );
}

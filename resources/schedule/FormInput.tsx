// One input of the record form, by its field's kind: a ref as a select of its support list, a date and a time as the
// console's pickers (PickerInput: they hold yyyy-mm-dd and HH:mm, the cells the server reads), options as a select.
import { MenuItem, TextField } from '@mui/material';
import { PickerField } from './PickerField';
import type { FormField } from './recordForm';
import { refLabel, type RefRows } from './useRefRows';

export interface FormInputProps {
  field: FormField;
  value: string;
  error?: string;
  refs: RefRows;
  /** The value of the field this one depends on ('' while none is chosen). */
  parentValue?: string;
  parentLabel?: string;
  onChange: (value: string) => void;
}

function selectItems({ field, refs }: Pick<FormInputProps, 'field' | 'refs'>) {
  if (field.input === 'select') return (field.options ?? []).map((o) => <MenuItem key={o} value={o}>{o}</MenuItem>);
  if (refs.loading[field.key]) return [<MenuItem key="" value="" disabled>Loading…</MenuItem>];
  if (refs.failed[field.key]) return [<MenuItem key="" value="" disabled>Could not load the {field.label} list</MenuItem>];
  const rows = refs.rows[field.key] ?? [];
  if (rows.length === 0) return [<MenuItem key="" value="" disabled>No {field.label} to choose</MenuItem>];
  return rows.map((row) => <MenuItem key={String(row.id)} value={String(row.id)}>{refLabel(field, row)}</MenuItem>);
}

export function FormInput({ field, value, error, refs, parentValue, parentLabel, onChange }: FormInputProps) {
  const common = {
    id: `record-${field.key}`, label: field.label, value, required: field.required, error: Boolean(error), fullWidth: true,
    size: 'small' as const, onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  };
  const waiting = field.dependsOn && !parentValue ? `Choose the ${parentLabel ?? field.dependsOn} first` : undefined;
  if (field.input === 'ref' || field.input === 'select') {
    const rows = refs.rows[field.key] ?? [];
    // A record's ref outside the loaded list (another scope) keeps its value out of the select rather than warn.
    const shown = field.input === 'ref' && value && !rows.some((r) => String(r.id) === value) ? '' : value;
    return (
      <TextField
        {...common} select value={shown} disabled={Boolean(waiting)} helperText={error ?? waiting}
        // What to do first is read while the field waits: not in the faint colour of a disabled field (axe: contrast).
        slotProps={{ formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } }}
      >
        {selectItems({ field, refs })}
      </TextField>
    );
  }
  if (field.input === 'date' || field.input === 'time') {
    return <PickerField kind={field.input} id={common.id} label={field.label} value={value} required={field.required} error={error} onChange={onChange} />;
  }
  return <TextField {...common} helperText={error} />;
}

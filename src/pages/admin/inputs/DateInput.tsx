/**
 * A date field of the admin screens, as every date field of the console: the MUI X field of the lists and record forms
 * (resources/schedule/PickerField: 1 Nov 2026, typed section by section or picked from its calendar), not the
 * browser's own date input, which showed mm/dd/yyyy in an en-US browser beside the console's 1 Nov 2026. The form
 * value is the day as 'YYYY-MM-DD' (a Date or a timestamp stands for its local day); an emptied field, or a day typed
 * only in part, is null.
 */
import { Box } from '@mui/material';
import { useInput, type InputProps } from 'react-admin';
import { PickerField } from '../../../../resources/schedule/PickerField';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** The day a value stands for, as the date field wants it: 'YYYY-MM-DD', or '' for none or an unreadable value. */
export function toDayString(value: unknown): string {
  if (value == null || value === '') return '';
  if (typeof value === 'string' && DAY.test(value)) return value;
  const date = value instanceof Date ? value : new Date(value as string | number);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export interface DateInputProps extends Omit<InputProps, 'format' | 'parse' | 'label'> {
  label: string;
  /** Shown on the filter bar from the start (react-admin's FilterForm reads it). */
  alwaysOn?: boolean;
}

/** Wide enough for a day, its calendar button and the clear button whole. */
const WIDTH = 190;

export function DateInput({ label, alwaysOn: _alwaysOn, ...props }: DateInputProps) {
  const { id, field, fieldState } = useInput({ ...props, format: toDayString, parse: (v: string) => (v === '' ? null : v) });
  return (
    <Box sx={{ width: WIDTH, flexShrink: 0 }}>
      <PickerField kind="date" id={id} label={label} value={String(field.value ?? '')} error={fieldState.error?.message} onChange={field.onChange} />
    </Box>
  );
}

// A record form's date or time as the rest of the console shows one: MUI X pickers ('dd MMM yyyy' as the lists and
// their date filters, 24-hour 'HH:mm' as the grid), where the browser's own inputs showed mm/dd/yyyy and a 12-hour
// clock in an en-US browser. The value stays the form's yyyy-MM-dd or HH:mm text; one typed only in part is '' (the
// form then names the field as required) and stays on screen as typed. Loaded with the pickers' chunk, only by a
// form that has such a field.
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { format, isValid, parse } from 'date-fns';
import { DISPLAY_FORMAT, isWhole, toDate, toDay, useShownValue } from '../list/DateRangePickers';

export const TIME_FORMAT = 'HH:mm';

export interface PickerInputProps {
  kind: 'date' | 'time';
  id: string;
  label: string;
  value: string;
  required?: boolean;
  /** Offer to clear the field (not for one that always holds a day, as the week's "Go to date"); unless required. */
  clearable?: boolean;
  error?: string;
  onChange: (value: string) => void;
}

const toTime = (text: string | undefined): Date | null => {
  const d = text ? parse(text, TIME_FORMAT, new Date(2000, 0, 1)) : null;
  return d && isValid(d) ? d : null;
};

export default function PickerInput({ kind, id, label, value, required, clearable = !required, error, onChange }: PickerInputProps) {
  // What is typed stays as typed while the form holds '' for it (useShownValue).
  const [shown, setShown] = useShownValue(value, kind === 'date' ? toDate : toTime);
  const textField = { id, required, error: Boolean(error), helperText: error, fullWidth: true, size: 'small' as const };
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns}>
      {kind === 'date' ? (
        <DatePicker
          label={label}
          value={shown}
          format={DISPLAY_FORMAT}
          onChange={(d) => {
            setShown(d);
            onChange(isWhole(d) ? (toDay(d) ?? '') : '');
          }}
          slotProps={{ textField, field: { clearable } }}
        />
      ) : (
        <TimePicker
          label={label}
          value={shown}
          format={TIME_FORMAT}
          ampm={false}
          onChange={(d) => {
            setShown(d);
            onChange(d && isValid(d) ? format(d, TIME_FORMAT) : '');
          }}
          slotProps={{ textField, field: { clearable } }}
        />
      )}
    </LocalizationProvider>
  );
}

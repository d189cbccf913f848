// A record form's date or time as the rest of the console shows one: MUI X pickers ('d MMM yyyy' as the lists and
// their date filters, 24-hour 'HH:mm' as the grid), where the browser's own inputs showed mm/dd/yyyy and a 12-hour
// clock in an en-US browser. The value stays the form's yyyy-MM-dd or HH:mm text; one typed only in part is '' (the
// form then names the field as required) and stays on screen as typed. Loaded with the pickers' chunk, only by a
// form that has such a field.
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { format, isValid, parse } from 'date-fns';
import { DayField, useShownValue } from '../list/DateRangePickers';

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

/** A time as 24-hour 'HH:mm', shown as typed (useShownValue) while the form holds '' for one typed in part. */
function TimeField({ label, value, clearable, textField, onChange }: Pick<PickerInputProps, 'label' | 'value' | 'clearable' | 'onChange'> & { textField: object }) {
  const [shown, setShown] = useShownValue(value, toTime);
  return (
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
  );
}

export default function PickerInput({ kind, id, label, value, required, clearable = !required, error, onChange }: PickerInputProps) {
  const textField = { id, required, error: Boolean(error), helperText: error, fullWidth: true, size: 'small' as const };
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns}>
      {kind === 'date'
        ? <DayField label={label} day={value} onDay={(day) => onChange(day ?? '')} onPartial={() => onChange('')} clearable={clearable} textField={textField} />
        : <TimeField label={label} value={value} clearable={clearable} textField={textField} onChange={onChange} />}
    </LocalizationProvider>
  );
}

/**
 * A date field for MUI 9: react-admin's DateInput hands MUI's TextField `InputLabelProps` (gone in MUI 9). This one is
 * our TextInput with type="date" and the label kept above the field through `slotProps.inputLabel`. The form value
 * is the day as 'YYYY-MM-DD' (a Date or a timestamp shows as its local day); an emptied field is null.
 */
import { mergeSlot } from './slotProps';
import { TextInput, type TextInputProps } from './TextInput';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** The day a value stands for, as the date input wants it: 'YYYY-MM-DD', or '' for none or an unreadable value. */
export function toDayString(value: unknown): string {
  if (value == null || value === '') return '';
  if (typeof value === 'string' && DAY.test(value)) return value;
  const date = value instanceof Date ? value : new Date(value as string | number);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export type DateInputProps = Omit<TextInputProps, 'type'>;

export function DateInput({ slotProps, format = toDayString, parse = (v: string) => (v === '' ? null : v), ...props }: DateInputProps) {
  return (
    <TextInput
      {...props}
      type="date"
      format={format}
      parse={parse}
      slotProps={{ ...slotProps, inputLabel: mergeSlot(slotProps?.inputLabel, { shrink: true }) }}
    />
  );
}

// A date or time picker of the console (PickerInput), loaded with the pickers' chunk by the record form and the
// week's "Go to date" alone; its label on a disabled field until the chunk has arrived.
import { loadable } from '../loadable';
import { TextField } from '@mui/material';
import type { PickerInputProps } from './PickerInput';

const PickerInput = loadable(() => import('./PickerInput'));

export function PickerField(props: PickerInputProps) {
  return (
    <PickerInput {...props} fallback={<TextField label={props.label} disabled fullWidth size="small" />} />
  );
}

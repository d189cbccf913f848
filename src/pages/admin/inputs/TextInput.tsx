/**
 * react-admin's TextInput for MUI 9. react-admin 5's own TextInput renders its ResettableTextField, which hands MUI's
 * TextField an `InputProps` prop on every render; MUI 9 no longer knows it, so it reaches the form control's <div> and
 * React warns about an unknown prop. This one binds the same form state (useInput: source, validation, format/parse,
 * the server's field errors) to MUI's TextField through `slotProps` only, with react-admin's label (FieldTitle, the
 * required star), helper text and class names, so forms and filters behave as before.
 */
import { TextField, type TextFieldProps } from '@mui/material';
import { FieldTitle, InputHelperText, sanitizeInputRestProps, useInput, type CommonInputProps } from 'react-admin';
import { inputClassName, mergeSlot } from './slotProps';

export type TextInputProps = CommonInputProps &
  Omit<TextFieldProps, 'label' | 'helperText' | 'defaultValue' | 'onChange' | 'onBlur' | 'name' | 'value'>;

export function TextInput(props: TextInputProps) {
  const {
    className, defaultValue, label, format, helperText, onBlur, onChange, parse, resource, source, validate,
    readOnly, disabled, slotProps, ...rest
  } = props;
  const { field, fieldState: { error, invalid }, id, isRequired } = useInput({
    defaultValue, format, parse, resource, source, type: 'text', validate, onBlur, onChange, disabled, readOnly, ...rest,
  });
  const { ref, ...fieldProps } = field;
  const renderHelperText = helperText !== false || invalid;
  return (
    <TextField
      id={id}
      {...fieldProps}
      inputRef={ref}
      className={inputClassName(source, className)}
      label={label !== '' && label !== false ? <FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} /> : null}
      error={invalid}
      helperText={renderHelperText ? <InputHelperText error={error?.message} helperText={helperText} /> : null}
      disabled={disabled || readOnly}
      {...sanitizeInputRestProps(rest)}
      slotProps={readOnly ? { ...slotProps, input: mergeSlot(slotProps?.input, { readOnly: true }) } : slotProps}
    />
  );
}

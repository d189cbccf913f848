/**
 * An on/off switch for MUI 9: react-admin's BooleanInput gives MUI's FormControlLabel an `inputRef` (gone in MUI 9,
 * so it lands on the <label> and the form's ref is lost). This one binds the same form state (useInput, checkbox
 * type) to MUI's Switch and hands the ref to the <input> through `slotProps.input`, so the form can focus it.
 */
import { useCallback, type ChangeEvent } from 'react';
import { FormControlLabel, FormGroup, FormHelperText, Switch, type FormGroupProps, type SwitchProps } from '@mui/material';
import { FieldTitle, InputHelperText, sanitizeInputRestProps, useInput, type CommonInputProps } from 'react-admin';
import { inputClassName, mergeSlot } from './slotProps';

export type BooleanInputProps = CommonInputProps &
  Omit<SwitchProps, 'defaultValue' | 'onChange' | 'onBlur' | 'onFocus'> &
  Omit<FormGroupProps, 'defaultValue' | 'onChange' | 'onBlur' | 'onFocus'> & {
    options?: SwitchProps;
    onFocus?: SwitchProps['onFocus'];
  };

export function BooleanInput(props: BooleanInputProps) {
  const {
    className, row = false, defaultValue = false, format, label, fullWidth: _fullWidth, helperText, onBlur, onChange, onFocus,
    readOnly, disabled, parse, resource, source, validate, options, sx, ...rest
  } = props;
  const { id, field, isRequired, fieldState: { error, invalid } } = useInput({
    defaultValue, format, parse, resource, source, onBlur, onChange, type: 'checkbox', validate, disabled, readOnly, ...rest,
  });
  const handleChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      field.onChange(event);
      // The switch counts as touched once flipped.
      field.onBlur();
    },
    [field],
  );
  const renderHelperText = helperText !== false || invalid;
  return (
    <FormGroup className={inputClassName(source, className)} row={row} sx={sx}>
      <FormControlLabel
        control={
          <Switch
            id={id}
            name={field.name}
            onChange={handleChange}
            onFocus={onFocus}
            checked={Boolean(field.value)}
            {...sanitizeInputRestProps(rest)}
            {...options}
            slotProps={{ ...options?.slotProps, input: mergeSlot(options?.slotProps?.input, { ref: field.ref }) }}
            disabled={disabled || readOnly}
            readOnly={readOnly}
          />
        }
        label={<FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />}
      />
      {renderHelperText ? (
        <FormHelperText error={invalid}>
          <InputHelperText error={error?.message} helperText={helperText} />
        </FormHelperText>
      ) : null}
    </FormGroup>
  );
}

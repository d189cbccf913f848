/**
 * A select box for MUI 9: react-admin's SelectInput renders its ResettableTextField, which hands MUI `InputProps`
 * (gone in MUI 9). This one binds the same form state to MUI's TextField in select mode: choices from `choices` or
 * from the enclosing ReferenceInput (useChoicesContext), `optionText`/`optionValue`, the empty item ("emptyText",
 * "emptyValue") when the input is not required, react-admin's label, helper text and the fetch error. No "create"
 * suggestion (the console does not use it).
 */
import { useCallback, type ReactNode } from 'react';
import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import {
  FieldTitle, InputHelperText, sanitizeInputRestProps, useChoices, useChoicesContext, useGetRecordRepresentation, useInput,
  useTranslate, type ChoicesProps, type CommonInputProps,
} from 'react-admin';
import { inputClassName } from './slotProps';

export type SelectInputProps = Omit<CommonInputProps, 'source'> &
  ChoicesProps &
  Omit<TextFieldProps, 'label' | 'helperText' | 'defaultValue' | 'onChange' | 'onBlur' | 'name' | 'value' | 'select'> & {
    source?: string;
    emptyText?: ReactNode;
    emptyValue?: unknown;
    disableValue?: string;
  };

/** Props the enclosing ReferenceInput or list filter may pass that must not reach MUI. */
function sanitizeSelectRest(props: Record<string, unknown>) {
  const { filter: _f, filterToQuery: _ftq, perPage: _pp, reference: _r, sort: _s, type: _t, ...rest } = props;
  return sanitizeInputRestProps(rest);
}

export function SelectInput(props: SelectInputProps) {
  const {
    choices: choicesProp, className, defaultValue, disableValue = 'disabled', emptyText = '', emptyValue = '', format, helperText,
    isFetching: isFetchingProp, isLoading: isLoadingProp, isPending: isPendingProp, label, margin = 'dense', onBlur, onChange,
    optionText, optionValue, parse, resource: resourceProp, source: sourceProp, translateChoice, validate, readOnly, disabled, sx,
    ...rest
  } = props;
  const translate = useTranslate();
  const { allChoices, isPending, error: fetchError, source, resource, isFromReference } = useChoicesContext({
    choices: choicesProp, isLoading: isLoadingProp, isFetching: isFetchingProp, isPending: isPendingProp, resource: resourceProp, source: sourceProp,
  });
  if (source === undefined) throw new Error('SelectInput needs a source, or a ReferenceInput around it');
  const getRecordRepresentation = useGetRecordRepresentation(resource);
  const { getChoiceText, getChoiceValue, getDisableValue } = useChoices({
    optionText: optionText ?? (isFromReference ? getRecordRepresentation : undefined),
    optionValue,
    disableValue,
    translateChoice: translateChoice ?? !isFromReference,
  });
  const { field, fieldState: { error, invalid }, id, isRequired } = useInput({
    defaultValue, parse, format, onBlur, onChange, resource, source, validate, disabled, readOnly, ...rest,
  });
  const { ref, value, ...fieldProps } = field;
  const choices = fetchError || isPending ? [] : (allChoices ?? []);
  // While the choices load, or when the value is not among them, show the empty item rather than a value MUI's Select
  // cannot display (it warns about an out-of-range value).
  const known = value === emptyValue || choices.some((c) => getChoiceValue(c) === value);
  const emptyItem = typeof emptyText === 'string' ? (emptyText === '' ? '\u2003' : translate(emptyText, { _: emptyText })) : emptyText;
  const renderHelperText = !!fetchError || helperText !== false || invalid;
  const onSelect = useCallback((event: { target: { value: unknown } }) => field.onChange(event), [field]);
  return (
    <TextField
      id={id}
      {...fieldProps}
      value={known ? (value ?? '') : emptyValue}
      onChange={onSelect}
      inputRef={ref}
      select
      className={inputClassName(source, className)}
      label={label !== '' && label !== false ? <FieldTitle label={label} source={source} resource={resourceProp} isRequired={isRequired} /> : null}
      error={!!fetchError || invalid}
      helperText={renderHelperText ? <InputHelperText error={error?.message || fetchError?.message} helperText={helperText} /> : null}
      margin={margin}
      // react-admin's select is at least 20 spacing units wide, so a short value does not squeeze it.
      sx={[{ minWidth: (theme) => theme.spacing(20) }, ...(Array.isArray(sx) ? sx : [sx])]}
      disabled={disabled || readOnly}
      {...sanitizeSelectRest(rest)}
    >
      {!isRequired || !known ? (
        <MenuItem value={emptyValue as string} key="null" aria-label={translate('ra.action.clear_input_value')} title={translate('ra.action.clear_input_value')}>
          {emptyItem}
        </MenuItem>
      ) : null}
      {choices.map((choice) => (
        <MenuItem key={String(getChoiceValue(choice))} value={getChoiceValue(choice)} disabled={getDisableValue(choice)}>
          {getChoiceText(choice)}
        </MenuItem>
      ))}
    </TextField>
  );
}

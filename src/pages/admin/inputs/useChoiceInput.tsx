// What the single- and multiple-choice autocompletes share: the choices (from `choices` or the enclosing reference),
// how a choice reads and compares, the form binding, a value kept the same object while it holds the same choices,
// and the text field with its label and helper text.
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { TextField, type AutocompleteRenderInputParams, type TextFieldProps } from '@mui/material';
import {
  FieldTitle, InputHelperText, useChoices, useChoicesContext, useGetRecordRepresentation, useInput, type ChoicesProps,
  type CommonInputProps, type RaRecord,
} from 'react-admin';

export type ChoiceInputProps = Omit<CommonInputProps, 'source'> &
  ChoicesProps & {
    source?: string;
    className?: string;
    sx?: TextFieldProps['sx'];
    fullWidth?: boolean;
    placeholder?: string;
    size?: TextFieldProps['size'];
    variant?: TextFieldProps['variant'];
  };

export function useChoiceInput(props: ChoiceInputProps, name: string, defaultValue: unknown) {
  const {
    choices: choicesProp, disabled, readOnly, format, helperText, isFetching, isLoading, isPending: isPendingProp, label, onBlur,
    onChange, optionText, optionValue, parse, placeholder, resource: resourceProp, source: sourceProp, translateChoice, validate, variant,
  } = props;
  const { allChoices, isPending, error: fetchError, source, resource, isFromReference, setFilters } = useChoicesContext({
    choices: choicesProp, isFetching, isLoading, isPending: isPendingProp, resource: resourceProp, source: sourceProp,
  });
  if (source === undefined) throw new Error(`${name} needs a source, or a reference input around it`);
  const getRecordRepresentation = useGetRecordRepresentation(resource);
  const { getChoiceText, getChoiceValue } = useChoices({
    optionText: optionText ?? (isFromReference ? getRecordRepresentation : undefined),
    optionValue,
    translateChoice: translateChoice ?? !isFromReference,
  });
  const { field, fieldState: { error, invalid }, id, isRequired } = useInput({
    defaultValue, format, parse, onBlur, onChange, resource, source, validate, disabled, readOnly,
  });
  const choices: RaRecord[] = useMemo(() => (fetchError ? [] : (allChoices ?? [])), [fetchError, allChoices]);
  const text = (c: RaRecord) => {
    const t = getChoiceText(c);
    return typeof t === 'string' ? t : String(getChoiceValue(c));
  };
  const showHelperText = !!fetchError || helperText !== false || invalid;
  const renderInput = (params: AutocompleteRenderInputParams): ReactNode => (
    <TextField
      {...params}
      name={field.name}
      inputRef={field.ref}
      variant={variant}
      margin="dense"
      placeholder={placeholder}
      label={label !== '' && label !== false ? <FieldTitle label={label} source={source} resource={resourceProp} isRequired={isRequired} /> : null}
      error={!!fetchError || invalid}
      helperText={showHelperText ? <InputHelperText error={error?.message || fetchError?.message} helperText={helperText} /> : null}
    />
  );
  return { choices, isPending, source, isFromReference, setFilters, getChoiceValue, text, field, id, renderInput };
}

/**
 * `value` kept the same object while `same` holds: MUI's Autocomplete resets the typed text whenever its value
 * changes identity, and the choices are rebuilt when they load or the reference searches.
 */
export function useStableValue<T>(value: T, same: (a: T, b: T) => boolean): T {
  const previous = useRef<T>(value);
  const stable = same(previous.current, value) ? previous.current : value;
  useEffect(() => {
    previous.current = stable;
  }, [stable]);
  return stable;
}

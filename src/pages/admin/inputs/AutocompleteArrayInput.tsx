/**
 * A multiple-choice autocomplete for MUI 9: react-admin's AutocompleteArrayInput hands its TextField `InputProps`
 * (gone in MUI 9). This one binds the same form state (a list of ids) to MUI's Autocomplete, whose input params
 * are `slotProps` in MUI 9. Choices come from `choices` or the enclosing ReferenceArrayInput (useChoicesContext) and
 * are filtered in the browser as the user types, so the reference should load them all (its `perPage`).
 */
import { useEffect, useMemo, useRef } from 'react';
import { TextField, Autocomplete, type TextFieldProps } from '@mui/material';
import {
  FieldTitle, InputHelperText, useChoices, useChoicesContext, useGetRecordRepresentation, useInput, type ChoicesProps,
  type CommonInputProps, type RaRecord,
} from 'react-admin';
import { inputClassName } from './slotProps';

export type AutocompleteArrayInputProps = Omit<CommonInputProps, 'source'> &
  ChoicesProps & {
    source?: string;
    className?: string;
    sx?: TextFieldProps['sx'];
    fullWidth?: boolean;
    placeholder?: string;
    size?: TextFieldProps['size'];
    variant?: TextFieldProps['variant'];
  };

export function AutocompleteArrayInput(props: AutocompleteArrayInputProps) {
  const {
    choices: choicesProp, className, defaultValue, disabled, readOnly, format, fullWidth, helperText, isFetching, isLoading, isPending: isPendingProp,
    label, onBlur, onChange, optionText, optionValue, parse, placeholder, resource: resourceProp, size, source: sourceProp,
    translateChoice, validate, variant, sx,
  } = props;
  const { allChoices, isPending, error: fetchError, source, resource, isFromReference } = useChoicesContext({
    choices: choicesProp, isFetching, isLoading, isPending: isPendingProp, resource: resourceProp, source: sourceProp,
  });
  if (source === undefined) throw new Error('AutocompleteArrayInput needs a source, or a ReferenceArrayInput around it');
  const getRecordRepresentation = useGetRecordRepresentation(resource);
  const { getChoiceText, getChoiceValue } = useChoices({
    optionText: optionText ?? (isFromReference ? getRecordRepresentation : undefined),
    optionValue,
    translateChoice: translateChoice ?? !isFromReference,
  });
  const { field, fieldState: { error, invalid }, id, isRequired } = useInput({
    defaultValue: defaultValue ?? (disabled ? undefined : []), format, parse, onBlur, onChange, resource, source, validate, disabled, readOnly,
  });
  const choices: RaRecord[] = useMemo(() => (fetchError ? [] : (allChoices ?? [])), [fetchError, allChoices]);
  const found = useMemo(() => {
    const ids: unknown[] = Array.isArray(field.value) ? field.value : [];
    return ids.map((v) => choices.find((c) => getChoiceValue(c) === v)).filter((c): c is RaRecord => !!c);
  }, [field.value, choices, getChoiceValue]);
  // Kept the same array while it holds the same choices: MUI's Autocomplete clears the typed text whenever its value
  // changes identity, and the choices list is rebuilt when it loads.
  const previous = useRef<RaRecord[]>(found);
  const same = previous.current.length === found.length && previous.current.every((c, i) => getChoiceValue(c) === getChoiceValue(found[i]));
  const chosen = same ? previous.current : found;
  useEffect(() => {
    previous.current = chosen;
  }, [chosen]);
  const text = (c: RaRecord) => {
    const t = getChoiceText(c);
    return typeof t === 'string' ? t : String(getChoiceValue(c));
  };
  const renderHelperText = !!fetchError || helperText !== false || invalid;
  return (
    <Autocomplete<RaRecord, true>
      multiple
      id={id}
      className={inputClassName(source, className)}
      sx={sx}
      fullWidth={fullWidth}
      size={size}
      options={choices}
      value={chosen}
      loading={isPending}
      disabled={disabled || readOnly}
      readOnly={readOnly}
      onChange={(_e, next) => field.onChange(next.map((c) => getChoiceValue(c)))}
      onBlur={field.onBlur}
      isOptionEqualToValue={(a, b) => getChoiceValue(a) === getChoiceValue(b)}
      getOptionLabel={text}
      getOptionKey={(c) => String(getChoiceValue(c))}
      filterSelectedOptions
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          variant={variant}
          margin="dense"
          placeholder={placeholder}
          label={label !== '' && label !== false ? <FieldTitle label={label} source={source} resource={resourceProp} isRequired={isRequired} /> : null}
          error={!!fetchError || invalid}
          helperText={renderHelperText ? <InputHelperText error={error?.message || fetchError?.message} helperText={helperText} /> : null}
        />
      )}
    />
  );
}

/**
 * A single-choice autocomplete for MUI 9: react-admin's AutocompleteInput hands its TextField `InputProps` (gone in
 * MUI 9). This one binds the same form state (one id) to MUI's Autocomplete, whose input params are `slotProps` in
 * MUI 9. Inside a ReferenceInput the typed text goes to the server as `filterToQuery(text)` (debounced), as
 * react-admin's does; with plain `choices` the browser filters them.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Autocomplete, TextField, type TextFieldProps } from '@mui/material';
import {
  FieldTitle, InputHelperText, useChoices, useChoicesContext, useGetRecordRepresentation, useInput, type ChoicesProps,
  type CommonInputProps, type RaRecord,
} from 'react-admin';
import { inputClassName } from './slotProps';

export type AutocompleteInputProps = Omit<CommonInputProps, 'source'> &
  ChoicesProps & {
    source?: string;
    className?: string;
    sx?: TextFieldProps['sx'];
    fullWidth?: boolean;
    placeholder?: string;
    size?: TextFieldProps['size'];
    variant?: TextFieldProps['variant'];
    emptyValue?: unknown;
    filterToQuery?: (text: string) => Record<string, unknown>;
    debounce?: number;
  };

const defaultFilterToQuery = (q: string) => ({ q });
const noFilter = (options: RaRecord[]) => options;

export function AutocompleteInput(props: AutocompleteInputProps) {
  const {
    choices: choicesProp, className, defaultValue, disabled, readOnly, format, fullWidth, helperText, isFetching, isLoading, isPending: isPendingProp,
    label, onBlur, onChange, optionText, optionValue, parse, placeholder, resource: resourceProp, size, source: sourceProp, translateChoice,
    validate, variant, sx, emptyValue = '', filterToQuery = defaultFilterToQuery, debounce = 250,
  } = props;
  const { allChoices, isPending, error: fetchError, source, resource, isFromReference, setFilters } = useChoicesContext({
    choices: choicesProp, isFetching, isLoading, isPending: isPendingProp, resource: resourceProp, source: sourceProp,
  });
  if (source === undefined) throw new Error('AutocompleteInput needs a source, or a ReferenceInput around it');
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
  const found = useMemo(() => choices.find((c) => getChoiceValue(c) === field.value) ?? null, [choices, field.value, getChoiceValue]);
  // Kept the same object while it is the same choice: MUI's Autocomplete resets the typed text whenever its value
  // changes identity, and the reference rebuilds its choices on every search.
  const previous = useRef<RaRecord | null>(found);
  const chosen = previous.current && found && getChoiceValue(previous.current) === getChoiceValue(found) ? previous.current : found;
  useEffect(() => {
    previous.current = chosen;
  }, [chosen]);

  // Server-side search in a reference: the typed text, debounced, becomes the reference's filter.
  const [query, setQuery] = useState<string | null>(null);
  const searchOnServer = isFromReference && !!setFilters;
  useEffect(() => {
    if (!searchOnServer || query === null) return;
    const timer = setTimeout(() => setFilters(query ? filterToQuery(query) : {}, undefined), debounce);
    return () => clearTimeout(timer);
    // filterToQuery is usually an inline arrow: the query is what matters.
  }, [query, searchOnServer, debounce]);

  const text = (c: RaRecord) => {
    const t = getChoiceText(c);
    return typeof t === 'string' ? t : String(getChoiceValue(c));
  };
  const renderHelperText = !!fetchError || helperText !== false || invalid;
  return (
    <Autocomplete<RaRecord, false>
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
      filterOptions={searchOnServer ? noFilter : undefined}
      onChange={(_e, next) => field.onChange(next ? getChoiceValue(next) : emptyValue)}
      onInputChange={(_e, value, reason) => {
        if (reason === 'input' || reason === 'clear') setQuery(value);
      }}
      onBlur={field.onBlur}
      isOptionEqualToValue={(a, b) => getChoiceValue(a) === getChoiceValue(b)}
      getOptionLabel={text}
      getOptionKey={(c) => String(getChoiceValue(c))}
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

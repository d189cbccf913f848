/**
 * A single-choice autocomplete for MUI 9: react-admin's AutocompleteInput hands its TextField `InputProps` (gone in
 * MUI 9). This one binds the same form state (one id) to MUI's Autocomplete, whose input params are `slotProps` in
 * MUI 9. Inside a ReferenceInput the typed text goes to the server as `filterToQuery(text)` (debounced), as
 * react-admin's does; with plain `choices` the browser filters them.
 */
import { useEffect, useMemo, useState } from 'react';
import { Autocomplete } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { inputClassName } from './slotProps';
import { useChoiceInput, useStableValue, type ChoiceInputProps } from './useChoiceInput';

export type AutocompleteInputProps = ChoiceInputProps & {
  emptyValue?: unknown;
  filterToQuery?: (text: string) => Record<string, unknown>;
  debounce?: number;
};

const defaultFilterToQuery = (q: string) => ({ q });
const noFilter = (options: RaRecord[]) => options;

export function AutocompleteInput(props: AutocompleteInputProps) {
  const { className, defaultValue, disabled, readOnly, fullWidth, size, sx, emptyValue = '', filterToQuery = defaultFilterToQuery, debounce = 250 } = props;
  const c = useChoiceInput(props, 'AutocompleteInput', defaultValue);
  const { choices, getChoiceValue, field, setFilters } = c;
  const found = useMemo(() => choices.find((x) => getChoiceValue(x) === field.value) ?? null, [choices, field.value, getChoiceValue]);
  const chosen = useStableValue(found, (a, b) => !!a && !!b && getChoiceValue(a) === getChoiceValue(b));

  // Server-side search in a reference: the typed text, debounced, becomes the reference's filter.
  const [query, setQuery] = useState<string | null>(null);
  const searchOnServer = c.isFromReference && !!setFilters;
  useEffect(() => {
    if (!searchOnServer || query === null) return;
    const timer = setTimeout(() => setFilters(query ? filterToQuery(query) : {}, undefined), debounce);
    return () => clearTimeout(timer);
    // filterToQuery is usually an inline arrow: the query is what matters.
  }, [query, searchOnServer, debounce]);

  return (
    <Autocomplete<RaRecord, false>
      id={c.id}
      className={inputClassName(c.source, className)}
      sx={sx}
      fullWidth={fullWidth}
      size={size}
      options={choices}
      value={chosen}
      loading={c.isPending}
      disabled={disabled || readOnly}
      readOnly={readOnly}
      filterOptions={searchOnServer ? noFilter : undefined}
      onChange={(_e, next) => field.onChange(next ? getChoiceValue(next) : emptyValue)}
      onInputChange={(_e, value, reason) => {
        if (reason === 'input' || reason === 'clear') setQuery(value);
      }}
      onBlur={field.onBlur}
      isOptionEqualToValue={(a, b) => getChoiceValue(a) === getChoiceValue(b)}
      getOptionLabel={c.text}
      getOptionKey={(x) => String(getChoiceValue(x))}
      renderInput={c.renderInput}
    />
  );
}

/**
 * A multiple-choice autocomplete for MUI 9: react-admin's AutocompleteArrayInput hands its TextField `InputProps`
 * (gone in MUI 9). This one binds the same form state (a list of ids) to MUI's Autocomplete, whose input params
 * are `slotProps` in MUI 9. Choices come from `choices` or the enclosing ReferenceArrayInput (useChoicesContext) and
 * are filtered in the browser as the user types, so the reference should load them all (its `perPage`).
 */
import { useMemo } from 'react';
import { Autocomplete } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { inputClassName } from './slotProps';
import { useChoiceInput, useStableValue, type ChoiceInputProps } from './useChoiceInput';

export type AutocompleteArrayInputProps = ChoiceInputProps;

export function AutocompleteArrayInput(props: AutocompleteArrayInputProps) {
  const { className, defaultValue, disabled, readOnly, fullWidth, size, sx } = props;
  const c = useChoiceInput(props, 'AutocompleteArrayInput', defaultValue ?? (disabled ? undefined : []));
  const { choices, getChoiceValue, field } = c;
  const found = useMemo(() => {
    const ids: unknown[] = Array.isArray(field.value) ? field.value : [];
    return ids.map((v) => choices.find((x) => getChoiceValue(x) === v)).filter((x): x is RaRecord => !!x);
  }, [field.value, choices, getChoiceValue]);
  const chosen = useStableValue(found, (a, b) => a.length === b.length && a.every((x, i) => getChoiceValue(x) === getChoiceValue(b[i])));
  return (
    <Autocomplete<RaRecord, true>
      multiple
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
      onChange={(_e, next) => field.onChange(next.map((x) => getChoiceValue(x)))}
      onBlur={field.onBlur}
      isOptionEqualToValue={(a, b) => getChoiceValue(a) === getChoiceValue(b)}
      getOptionLabel={c.text}
      getOptionKey={(x) => String(getChoiceValue(x))}
      filterSelectedOptions
      renderInput={c.renderInput}
    />
  );
}

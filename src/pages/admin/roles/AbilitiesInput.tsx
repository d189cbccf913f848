/**
 * A role's abilities: 'All abilities (*)', or any of the §6 ability names, each shown with the slot(s) it grants.
 * The value is the list the server stores: ['*'] or names.
 */
import { Autocomplete, Box, Checkbox, Chip, FormControlLabel, FormHelperText, TextField, Typography } from '@mui/material';
import { useInput } from 'react-admin';
import { ABILITY_CHOICES, WILDCARD, choiceOf, isWildcard, slotLabel, type AbilityChoice } from './abilityChoices';

export const ABILITIES_REQUIRED = 'Choose at least one ability, or all';

const validate = (value: string[] | undefined) => ((value ?? []).length === 0 ? ABILITIES_REQUIRED : undefined);

export function AbilitiesInput({ source = 'abilities' }: { source?: string }) {
  const { field, fieldState } = useInput<string[]>({ source, validate, defaultValue: [] });
  const value: string[] = Array.isArray(field.value) ? field.value : [];
  const all = isWildcard(value);
  const chosen = value.map((name) => choiceOf(name) ?? { name, slots: [] });
  const error = fieldState.error?.message;
  return (
    <Box sx={{ width: '100%', mb: 2 }}>
      <FormControlLabel
        control={<Checkbox checked={all} onChange={(e) => field.onChange(e.target.checked ? [WILDCARD] : [])} />}
        label="All abilities (*): every slot, now and later"
      />
      {!all && (
        <Autocomplete<AbilityChoice, true>
          multiple
          options={ABILITY_CHOICES as AbilityChoice[]}
          value={chosen}
          onChange={(_e, next) => field.onChange(next.map((c) => c.name))}
          onBlur={field.onBlur}
          isOptionEqualToValue={(a, b) => a.name.toLowerCase() === b.name.toLowerCase()}
          getOptionLabel={(c) => c.name}
          disableCloseOnSelect
          filterSelectedOptions
          renderOption={({ key, ...props }, c) => (
            <li key={key} {...props}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', width: '100%', gap: 2 }}>
                <span>{c.name}</span>
                <Typography variant="body2" color="text.secondary" component="span">
                  {slotLabel(c.slots)}
                </Typography>
              </Box>
            </li>
          )}
          renderValue={(items, getItemProps) =>
            items.map((c, index) => {
              const { key, ...props } = getItemProps({ index });
              return <Chip key={key} size="small" label={`${c.name} · ${slotLabel(c.slots)}`} {...props} />;
            })
          }
          renderInput={(params) => <TextField {...params} label="Abilities" error={!!error} placeholder={value.length ? '' : 'Type to search the ability names'} />}
        />
      )}
      <FormHelperText error={!!error}>{error ?? `${all ? 'All' : value.length} of ${ABILITY_CHOICES.length} abilities`}</FormHelperText>
    </Box>
  );
}

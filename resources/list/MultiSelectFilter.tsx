// One multi-select filter: placeholder when nothing is chosen ('All Centres'), at most `badgeLimit` chips then
// "+n" (entities-spec §9), and the spec's empty and failure texts inside the menu and under the field.
import { Box, Checkbox, Chip, FormControl, FormHelperText, InputLabel, ListItemText, MenuItem, Select, Typography } from '@mui/material';
import type { SelectChangeEvent } from '@mui/material';
import type { FilterDef } from '../../schemas';
import type { FilterOption, OptionsState } from './useFilterOptions';

export interface MultiSelectFilterProps {
  filter: FilterDef;
  state: OptionsState;
  value: readonly string[];
  onChange: (values: string[]) => void;
}

function Badges({ value, state, limit }: { value: readonly string[]; state: OptionsState; limit: number }) {
  // Ids from the URL wait for their names; one that never comes (outside the user's scope) shows as its id.
  const labelOf = (v: string) => state.options.find((o: FilterOption) => o.value === v)?.label ?? (state.status === 'loading' ? '…' : `#${v}`);
  const shown = value.slice(0, Math.max(1, limit));
  const more = value.length - shown.length;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, overflow: 'hidden', flexWrap: 'nowrap' }}>
      {shown.map((v) => (
        <Chip key={v} size="small" label={labelOf(v)} title={labelOf(v)} sx={{ minWidth: 0, maxWidth: more > 0 ? 92 : 130, height: 22 }} />
      ))}
      {more > 0 && <Chip size="small" color="primary" variant="outlined" label={`+${more}`} sx={{ height: 22, flexShrink: 0 }} />}
    </Box>
  );
}

// A plain element, not a component: Select reads its children's props, and a wrapper would count as an option.
function stateItem(state: OptionsState) {
  if (state.status === 'loading') return <MenuItem disabled>Loading…</MenuItem>;
  if (state.status === 'empty' || state.status === 'error') {
    return (
      <MenuItem disabled>
        <Typography color={state.status === 'error' ? 'error' : 'text.secondary'}>{state.message}</Typography>
      </MenuItem>
    );
  }
  return null;
}

export function MultiSelectFilter({ filter, state, value, onChange }: MultiSelectFilterProps) {
  const id = `filter-${filter.key}`;
  const handle = (event: SelectChangeEvent<string[]>) => {
    const next = event.target.value;
    onChange(typeof next === 'string' ? next.split(',') : next);
  };
  return (
    <FormControl size="small" variant="outlined" margin="none" sx={{ flex: '1 1 140px', minWidth: 140, maxWidth: 210 }} error={state.status === 'error'}>
      <InputLabel id={`${id}-label`} shrink>
        {filter.label}
      </InputLabel>
      <Select<string[]>
        variant="outlined"
        labelId={`${id}-label`}
        id={id}
        multiple
        displayEmpty
        notched
        label={filter.label}
        value={[...value]}
        onChange={handle}
        renderValue={(selected) =>
          selected.length === 0 ? (
            <Typography component="span" color="text.secondary" sx={{ fontSize: 'inherit' }}>
              {filter.placeholder}
            </Typography>
          ) : (
            <Badges value={selected} state={state} limit={filter.badgeLimit} />
          )
        }
        MenuProps={{ slotProps: { paper: { sx: { maxHeight: 360 } } } }}
      >
        {stateItem(state)}
        {state.options.map((o) => (
          <MenuItem key={o.value} value={o.value} dense>
            <Checkbox size="small" checked={value.includes(o.value)} sx={{ p: 0.5, mr: 1 }} />
            <ListItemText primary={o.label} />
          </MenuItem>
        ))}
      </Select>
      {(state.status === 'error' || state.status === 'empty') && <FormHelperText>{state.message}</FormHelperText>}
    </FormControl>
  );
}

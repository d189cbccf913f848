// The week view's controls: previous / this / next week, a date that jumps to the week holding it, and "show by"
// (one of the schedule's filter keys, then its values from the support lists, as the list's filters offer them).
import { Box, Button, IconButton, MenuItem, TextField, Tooltip, Typography } from '@mui/material';
import { longDate } from '../format';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import type { FilterDef, ResourceSchema } from '../../schemas';
import { MultiSelectFilter } from '../list/MultiSelectFilter';
import { useFilterOptions } from '../list/useFilterOptions';
import { addDays, isIsoDate, localToday, mondayOf } from './weekLayout';
import type { WeekState } from './weekUrl';
import { PickerField } from './PickerField';
import { PICKER_WIDTH } from '../list/DateRangeFilter';

export interface WeekToolbarProps {
  schema: ResourceSchema;
  byFilters: readonly FilterDef[];
  state: WeekState;
  onChange: (state: WeekState) => void;
}


function ByValues({ schema, filter, state, onChange }: Omit<WeekToolbarProps, 'byFilters'> & { filter: FilterDef }) {
  const options = useFilterOptions(schema, filter, {});
  return <MultiSelectFilter filter={filter} state={options} value={state.values} onChange={(values) => onChange({ ...state, values })} />;
}

function WeekPicker({ state, onChange }: Pick<WeekToolbarProps, 'state' | 'onChange'>) {
  const go = (monday: string) => onChange({ ...state, monday });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Tooltip title="Previous week"><IconButton aria-label="Previous week" onClick={() => go(addDays(state.monday, -7))}><ChevronLeft /></IconButton></Tooltip>
      <Button size="small" variant="outlined" onClick={() => go(mondayOf(localToday()))}>This week</Button>
      <Tooltip title="Next week"><IconButton aria-label="Next week" onClick={() => go(addDays(state.monday, 7))}><ChevronRight /></IconButton></Tooltip>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, minWidth: 210 }} aria-live="polite">
        {longDate(state.monday)} – {longDate(addDays(state.monday, 6))}
      </Typography>
      <Box sx={{ width: PICKER_WIDTH }}>
        <PickerField kind="date" id="week-go-to-date" label="Go to date" value={state.monday} clearable={false} onChange={(day) => { if (isIsoDate(day)) go(mondayOf(day)); }} />
      </Box>
    </Box>
  );
}

export function WeekToolbar({ schema, byFilters, state, onChange }: WeekToolbarProps) {
  const filter = byFilters.find((f) => f.key === state.by);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1.5 }}>
      <WeekPicker state={state} onChange={onChange} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, ml: 'auto' }}>
        <TextField
          select size="small" label="Show by" value={state.by} sx={{ width: 150 }}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          onChange={(e) => onChange({ ...state, by: e.target.value, values: [] })}
        >
          <MenuItem value="">Everything</MenuItem>
          {byFilters.map((f) => <MenuItem key={f.key} value={f.key}>{f.label}</MenuItem>)}
        </TextField>
        {filter && <Box sx={{ width: 260 }}><ByValues schema={schema} filter={filter} state={state} onChange={onChange} /></Box>}
      </Box>
    </Box>
  );
}

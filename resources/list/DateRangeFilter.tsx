// A schema-declared date range in a list's filter bar: the MUI X date pickers of DateRangePickers.tsx, the same pair
// the alert screens use ("2 Nov 2026", as the grid shows dates, typed or picked), whose values live in react-admin's
// filter as `<field>From` / `<field>To` (yyyy-MM-dd, the list query's format). The pickers come in a chunk of their
// own, loaded by the first list that has a range: the student list, which has none, does not carry them. Until the
// chunk is in, two disabled fields of the same size hold the place.
import { loadable } from '../loadable';
import { Box, TextField } from '@mui/material';
import type { DateRangeDef } from '../../schemas';

type Filters = Record<string, unknown>;

export interface DateRangeFilterProps {
  range: DateRangeDef;
  filterValues: Filters;
  setFilters: (filters: Filters) => void;
}

const DateRangePickers = loadable(() => import('./DateRangePickers').then((m) => ({ default: m.DateRangePickers })));

/** The width of one picker (DateRangePickers.tsx: 'd MMM yyyy' whole in the theme's font). */
export const PICKER_WIDTH = 196;

function Placeholder({ range }: { range: DateRangeDef }) {
  return (
    <Box sx={{ display: 'flex', gap: 1 }} aria-busy="true">
      {['from', 'to'].map((side) => (
        <TextField key={side} size="small" disabled label={`${range.label} ${side}`} sx={{ width: PICKER_WIDTH }} />
      ))}
    </Box>
  );
}

export function DateRangeFilter(props: DateRangeFilterProps) {
  return (
    <DateRangePickers {...props} fallback={<Placeholder range={props.range} />} />
  );
}

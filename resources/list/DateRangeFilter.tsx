// A schema-declared date range: two native date inputs (yyyy-MM-dd, the list query's format) whose values live in
// react-admin's filter as `<field>From` / `<field>To`. The "to" input cannot go before the "from" one, which is the
// rule the server checks as well.
import { Box, TextField } from '@mui/material';
import type { DateRangeDef } from '../../schemas';

type Filters = Record<string, unknown>;

export interface DateRangeFilterProps {
  range: DateRangeDef;
  filterValues: Filters;
  setFilters: (filters: Filters) => void;
}

const textOf = (v: unknown) => (typeof v === 'string' ? v : '');

export function DateRangeFilter({ range, filterValues, setFilters }: DateRangeFilterProps) {
  const from = textOf(filterValues[range.fromKey]);
  const to = textOf(filterValues[range.toKey]);
  const set = (key: string, value: string) => {
    const next = { ...filterValues, [key]: value };
    if (!value) delete next[key];
    setFilters(next);
  };
  const input = (key: string, label: string, value: string, bounds: { min?: string; max?: string }) => (
    <TextField
      size="small"
      type="date"
      label={`${range.label} ${label}`}
      value={value}
      onChange={(e) => set(key, e.target.value)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { ...bounds, 'aria-label': `${range.label} ${label}` } }}
      sx={{ width: 170 }}
    />
  );
  return (
    <Box sx={{ display: 'flex', gap: 1 }} role="group" aria-label={`${range.label} range`}>
      {input(range.fromKey, 'from', from, to ? { max: to } : {})}
      {input(range.toKey, 'to', to, from ? { min: from } : {})}
    </Box>
  );
}

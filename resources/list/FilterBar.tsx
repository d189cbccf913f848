// The filters of a resource list, all from its schema: the search box (when it searches), one dropdown per filter
// key except status (the status tabs hold that one) and a from–to pair per date range. Values live in react-admin's
// filter, hence in the URL.
import { useCallback } from 'react';
import { Box, IconButton } from '@mui/material';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import type { FilterDef, ResourceSchema } from '../../schemas';
import { DateRangeFilter } from './DateRangeFilter';
import { MultiSelectFilter } from './MultiSelectFilter';
import { SearchBox } from './SearchBox';
import { useFilterOptions, type ParentValues } from './useFilterOptions';

type Filters = Record<string, unknown>;

export interface FilterBarProps {
  schema: ResourceSchema;
  filterValues: Filters;
  setFilters: (filters: Filters) => void;
}

/** A filter value from the URL as a list of strings (a hand-written link may hold a single value). */
export function valuesOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' || typeof value === 'number') return String(value) === '' ? [] : [String(value)];
  return [];
}

/** The filter values after `key` changes: the filters that depend on it (batch on centre) drop theirs. */
export function changedFilters(filters: readonly FilterDef[], values: Filters, key: string, chosen: string[]): Filters {
  const next: Filters = { ...values, [key]: chosen };
  for (const f of filters) if (f.dependsOn === key) delete next[f.key];
  return next;
}

function FilterField({ schema, filter, filterValues, setFilters }: FilterBarProps & { filter: FilterDef }) {
  const parents: ParentValues = filter.dependsOn ? { [filter.dependsOn]: valuesOf(filterValues[filter.dependsOn]) } : {};
  const state = useFilterOptions(schema, filter, parents);
  const onChange = (values: string[]) => setFilters(changedFilters(schema.list.filters, filterValues, filter.key, values));
  return <MultiSelectFilter filter={filter} state={state} value={valuesOf(filterValues[filter.key])} onChange={onChange} />;
}

export function FilterBar({ schema, filterValues, setFilters }: FilterBarProps) {
  const { search, filters, dateRanges } = schema.list;
  const onSearch = useCallback(
    (q: string | undefined) => setFilters({ ...filterValues, q }),
    [filterValues, setFilters],
  );
  const dropdowns = filters.filter((f) => f.key !== 'status');
  const rangeKeys = dateRanges.flatMap((r) => [r.fromKey, r.toKey]);
  const active = dropdowns.some((f) => valuesOf(filterValues[f.key]).length > 0) || rangeKeys.some((k) => Boolean(filterValues[k])) || Boolean(filterValues.q);
  const clear = () => setFilters(filterValues.status ? { status: filterValues.status } : {});
  return (
    // 14 px inputs: the longest placeholder ('Search by Emp. Code / Faculty Name') fits beside four dropdowns.
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', '& .MuiInputBase-root': { fontSize: 14 } }} role="search">
      {search.fields.length > 0 && (
        <SearchBox
          placeholder={search.placeholder}
          minLength={search.minLength}
          maxLength={search.maxLength}
          value={typeof filterValues.q === 'string' ? filterValues.q : ''}
          onSearch={onSearch}
        />
      )}
      {dropdowns.map((f) => (
        <FilterField key={f.key} schema={schema} filter={f} filterValues={filterValues} setFilters={setFilters} />
      ))}
      {dateRanges.map((r) => (
        <DateRangeFilter key={r.key} range={r} filterValues={filterValues} setFilters={setFilters} />
      ))}
      {active && (
        <IconButton aria-label="Clear filters" title="Clear filters" onClick={clear} sx={{ mt: 0.25 }}>
          <FilterAltOffIcon />
        </IconButton>
      )}
    </Box>
  );
}

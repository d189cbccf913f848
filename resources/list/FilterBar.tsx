// The filters of an entity list, all from its schema: the search box and one dropdown per filter key except
// status (the status tabs hold that one). Values live in react-admin's filter, hence in the URL.
import { useCallback } from 'react';
import { Box, IconButton } from '@mui/material';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import type { EntitySchema, FilterDef } from '../../schemas';
import { MultiSelectFilter } from './MultiSelectFilter';
import { SearchBox } from './SearchBox';
import { useFilterOptions } from './useFilterOptions';

type Filters = Record<string, unknown>;

export interface FilterBarProps {
  schema: EntitySchema;
  filterValues: Filters;
  setFilters: (filters: Filters) => void;
}

/** A filter value from the URL as a list of strings (a hand-written link may hold a single value). */
export function valuesOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' || typeof value === 'number') return String(value) === '' ? [] : [String(value)];
  return [];
}

function FilterField({ schema, filter, filterValues, setFilters }: FilterBarProps & { filter: FilterDef }) {
  const centres = valuesOf(filterValues.centre);
  const state = useFilterOptions(schema, filter, filter.key === 'batch' ? centres : []);
  const onChange = (values: string[]) => {
    const next: Filters = { ...filterValues, [filter.key]: values };
    // Batches belong to centres: a new centre choice drops batches that may no longer apply.
    if (filter.key === 'centre') delete next.batch;
    setFilters(next);
  };
  return <MultiSelectFilter filter={filter} state={state} value={valuesOf(filterValues[filter.key])} onChange={onChange} />;
}

export function FilterBar({ schema, filterValues, setFilters }: FilterBarProps) {
  const { search, filters } = schema.list;
  const onSearch = useCallback(
    (q: string | undefined) => setFilters({ ...filterValues, q }),
    [filterValues, setFilters],
  );
  const dropdowns = filters.filter((f) => f.key !== 'status');
  const active = dropdowns.some((f) => valuesOf(filterValues[f.key]).length > 0) || Boolean(filterValues.q);
  const clear = () => setFilters(filterValues.status ? { status: filterValues.status } : {});
  return (
    // 14 px inputs: the longest placeholder ('Search by Emp. Code / Faculty Name') fits beside four dropdowns.
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', '& .MuiInputBase-root': { fontSize: 14 } }} role="search">
      <SearchBox
        placeholder={search.placeholder}
        minLength={search.minLength}
        maxLength={search.maxLength}
        value={typeof filterValues.q === 'string' ? filterValues.q : ''}
        onSearch={onSearch}
      />
      {dropdowns.map((f) => (
        <FilterField key={f.key} schema={schema} filter={f} filterValues={filterValues} setFilters={setFilters} />
      ))}
      {active && (
        <IconButton aria-label="Clear filters" title="Clear filters" onClick={clear} sx={{ mt: 0.25 }}>
          <FilterAltOffIcon />
        </IconButton>
      )}
    </Box>
  );
}

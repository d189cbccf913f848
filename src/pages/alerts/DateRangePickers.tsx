// The alert screens' date range (console-spec §2: startDate, endDate): a pair of MUI X DatePickers on date-fns. The
// values stay yyyy-MM-dd strings (the URL's and the API's format); "to" cannot go before "from", nor "from" after "to".
import { Box } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { format, isValid, parseISO } from 'date-fns';
import type { DateRangeFilterProps } from '../../../resources';

export const DISPLAY_FORMAT = 'dd MMM yyyy';

/** yyyy-MM-dd → a Date, or null for empty or bad text. */
export function toDate(text: unknown): Date | null {
  if (typeof text !== 'string' || !text) return null;
  const d = parseISO(text);
  return isValid(d) ? d : null;
}

/** A picked Date → yyyy-MM-dd, or undefined when cleared or half-typed. */
export function toDay(date: Date | null): string | undefined {
  return date && isValid(date) ? format(date, 'yyyy-MM-dd') : undefined;
}

export interface DatePairProps {
  from: string | undefined;
  to: string | undefined;
  onChange: (from: string | undefined, to: string | undefined) => void;
  label?: string;
}

export function DatePair({ from, to, onChange, label = 'Date' }: DatePairProps) {
  const fromDate = toDate(from);
  const toDateValue = toDate(to);
  // Wide enough for 'dd MMM yyyy' whole in the theme's font.
  const field = { size: 'small' as const, sx: { width: 196 } };
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns}>
      <Box sx={{ display: 'flex', gap: 1 }} role="group" aria-label={`${label} range`}>
        <DatePicker
          label={`${label} from`}
          value={fromDate}
          format={DISPLAY_FORMAT}
          maxDate={toDateValue ?? undefined}
          onChange={(d) => {
            if (d && !isValid(d)) return;
            onChange(toDay(d), to);
          }}
          slotProps={{ textField: field, field: { clearable: true } }}
        />
        <DatePicker
          label={`${label} to`}
          value={toDateValue}
          format={DISPLAY_FORMAT}
          minDate={fromDate ?? undefined}
          onChange={(d) => {
            if (d && !isValid(d)) return;
            onChange(from, toDay(d));
          }}
          slotProps={{ textField: field, field: { clearable: true } }}
        />
      </Box>
    </LocalizationProvider>
  );
}

/** The pair as a list's date-range input (the resources' FilterBar). */
export function DateRangePickers({ range, filterValues, setFilters }: DateRangeFilterProps) {
  const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  return (
    <DatePair
      label={range.label}
      from={text(filterValues[range.fromKey])}
      to={text(filterValues[range.toKey])}
      onChange={(from, to) => {
        const next = { ...filterValues, [range.fromKey]: from, [range.toKey]: to };
        if (!from) delete next[range.fromKey];
        if (!to) delete next[range.toKey];
        setFilters(next);
      }}
    />
  );
}

// The alert screens' date range (console-spec §2: startDate, endDate): a pair of MUI X DatePickers on date-fns. The
// values stay yyyy-MM-dd strings (the URL's and the API's format); "to" cannot go before "from", nor "from" after "to".
// Typing works as well as the picker: a date is handed on only when it is whole and valid (the field's own
// validation: "2" of "2027" reads as year 0002, before the earliest date), and only once typing pauses
// (DraftDatePair), so a typed date makes one request and one URL change, not one per keystroke.
import { useEffect, useEffectEvent, useState } from 'react';
import { Box } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { format, isValid, parseISO } from 'date-fns';
import { PICKER_WIDTH, type DateRangeFilterProps } from './DateRangeFilter';

export const DISPLAY_FORMAT = 'd MMM yyyy';

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
  /** Focus left the pair: neither its fields nor a calendar opened from them hold it now. */
  onLeave?: () => void;
}

/** The picker's own earliest date (MUI X's default minDate): a year before it is one still being typed. */
const EARLIEST_YEAR = 1900;

/** A cleared field, or a date typed whole: every section filled and a four-digit year ("2" of "2027" is not). */
export function isWhole(d: Date | null): boolean {
  return d === null || (isValid(d) && d.getFullYear() >= EARLIEST_YEAR);
}

/**
 * What a picker shows, held by it: a controlled MUI X field whose value the parent refuses (year 0002 while "2027" is
 * being typed, or '' for a date typed in part) would be reset to the parent's value, wiping the sections typed before.
 * A value from outside (the URL, the other side's commit, a form reset) replaces it: React's "state from props";
 * only an empty one leaves a date still being typed as it is, since that is what handed it on.
 */
export function useShownValue(value: string | undefined, read: (value: string | undefined) => Date | null) {
  const [shown, setShown] = useState<Date | null>(() => read(value));
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (value || isWhole(shown)) setShown(read(value));
  }
  return [shown, setShown] as const;
}

export interface DayFieldProps {
  label: string;
  day: string | undefined;
  /** A day typed whole or picked (yyyy-MM-dd), or undefined once cleared. */
  onDay: (day: string | undefined) => void;
  /** A day typed only in part (shown as typed, handed on only once whole). */
  onPartial?: () => void;
  minDate?: Date;
  maxDate?: Date;
  clearable?: boolean;
  /** The text field's own props (size, width, id, error ...). */
  textField?: Record<string, unknown>;
}

/** A date field of the console ('d MMM yyyy'): what is typed is shown as typed (useShownValue), handed on once whole. */
export function DayField({ label, day, onDay, onPartial, minDate, maxDate, clearable = true, textField }: DayFieldProps) {
  const [shown, setShown] = useShownValue(day, toDate);
  return (
    <DatePicker
      label={label}
      value={shown}
      format={DISPLAY_FORMAT}
      minDate={minDate}
      maxDate={maxDate}
      onChange={(d) => {
        setShown(d);
        if (isWhole(d)) onDay(toDay(d));
        else onPartial?.();
      }}
      slotProps={{ textField, field: { clearable, shouldRespectLeadingZeros: true } }}
    />
  );
}

// One side of a pair: wide enough for 'd MMM yyyy' whole in the theme's font.
const SIDE = { size: 'small', sx: { width: PICKER_WIDTH } };

/** Whether focus moving to `next` stays with the pair: in its fields, or in the calendar dialog one of them opened
 *  (a portal elsewhere in the document, whose blur React still bubbles here). */
function staysWith(group: HTMLElement, next: EventTarget | null): boolean {
  return next instanceof Element && (group.contains(next) || !!next.closest('[role="dialog"]'));
}

export function DatePair({ from, to, onChange, label = 'Date', onLeave }: DatePairProps) {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns}>
      <Box
        sx={{ display: 'flex', gap: 1 }}
        role="group"
        aria-label={`${label} range`}
        onBlur={(e) => { if (onLeave && !staysWith(e.currentTarget, e.relatedTarget)) onLeave(); }}
      >
        <DayField label={`${label} from`} day={from} maxDate={toDate(to) ?? undefined} onDay={(d) => onChange(d, to)} textField={SIDE} />
        <DayField label={`${label} to`} day={to} minDate={toDate(from) ?? undefined} onDay={(d) => onChange(from, d)} textField={SIDE} />
      </Box>
    </LocalizationProvider>
  );
}

/** How long typing must pause before a range is handed on. */
export const COMMIT_AFTER_MS = 600;

interface Range { from: string | undefined; to: string | undefined }

export interface DraftDatePairProps {
  from: string | undefined;
  to: string | undefined;
  /** The range once typing paused; a cleared side is undefined. */
  onCommit: (from: string | undefined, to: string | undefined) => void;
  label?: string;
  /** Hand on a range that runs backwards (shown red in the fields) for the caller to explain; otherwise it is held
   *  back, since the alert endpoints answer it with a 400, which signs the user out (console-spec §8). */
  passReversed?: boolean;
  /** Hold a cleared side until a day is typed in it: for a caller that puts a default back for a cleared side, which
   *  would otherwise come back under the cursor of one who cleared the field and paused before typing the new day.
   *  Left empty when focus leaves the pair, the side shows again the day the caller still shows. */
  holdCleared?: boolean;
}

/** The pair with what is typed held here and handed on only once the typing pauses. */
export function DraftDatePair({ from, to, onCommit, label, passReversed = false, holdCleared = false }: DraftDatePairProps) {
  const [draft, setDraft] = useState<Range>({ from, to });
  // A range from outside (a link, a default put back) replaces the draft: React's "state from props" pattern.
  const [seen, setSeen] = useState<Range>({ from, to });
  if (seen.from !== from || seen.to !== to) {
    setSeen({ from, to });
    setDraft({ from, to });
  }
  const reversed = !!draft.from && !!draft.to && draft.to < draft.from;
  // A cleared side the caller would fill with its default: held until its new day is typed, or focus leaves it.
  const held = holdCleared && (!draft.from || !draft.to);
  const pending = (draft.from !== from || draft.to !== to) && (passReversed || !reversed) && !held;
  // An effect event: the parent's new callback at each render must not restart the pause.
  const commit = useEffectEvent(() => onCommit(draft.from, draft.to));
  useEffect(() => {
    if (!pending) return undefined;
    const timer = setTimeout(commit, COMMIT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [pending, draft.from, draft.to]);
  return (
    <DatePair
      label={label}
      from={draft.from}
      to={draft.to}
      onChange={(f, t) => setDraft({ from: f, to: t })}
      onLeave={held ? () => setDraft((d) => ({ from: d.from || from, to: d.to || to })) : undefined}
    />
  );
}

/** The pair as a list's date-range input (the resources' FilterBar). */
export function DateRangePickers({ range, filterValues, setFilters }: DateRangeFilterProps) {
  const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  return (
    <DraftDatePair
      label={range.label}
      from={text(filterValues[range.fromKey])}
      to={text(filterValues[range.toKey])}
      onCommit={(from, to) => {
        const next = { ...filterValues, [range.fromKey]: from, [range.toKey]: to };
        if (!from) delete next[range.fromKey];
        if (!to) delete next[range.toKey];
        setFilters(next);
      }}
    />
  );
}

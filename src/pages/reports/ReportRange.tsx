// The report's date range: the alert screens' DatePair with what is typed held and written to the URL only once the
// typing pauses (DraftDatePair). Each keystroke of a typed date may already read as a date ("2" of "2027" is year
// 0002), so writing every one would ask the server for years nobody meant, and the URL's round trip would reset the
// field under the cursor.
import { DraftDatePair } from '../../../resources/list/DateRangePickers';

export interface ReportRangeProps {
  from: string;
  to: string;
  /** A cleared side is undefined: the caller puts its default back. */
  onCommit: (from: string | undefined, to: string | undefined) => void;
}

export function ReportRange({ from, to, onCommit }: ReportRangeProps) {
  // A backwards range is handed on: the report page says what is wrong with it and asks nothing.
  // A cleared side waits for its new day: handed on, the default would be put back under the cursor.
  return <DraftDatePair from={from} to={to} onCommit={onCommit} passReversed holdCleared />;
}

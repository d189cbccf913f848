// The report's date range: the alert screens' DatePair, with what is typed held here and written to the URL only
// once the typing pauses. Each keystroke of a typed date is already a whole date ("2" of "2027" reads as year 0002),
// so writing every one would ask the server for years nobody meant, and the URL's round trip would reset the field
// under the cursor.
import { useEffect, useEffectEvent, useState } from 'react';
import { DatePair } from '../alerts/DateRangePickers';

/** How long typing must pause before the range is asked for. */
export const COMMIT_AFTER_MS = 600;

export interface ReportRangeProps {
  from: string;
  to: string;
  /** A cleared side is undefined: the caller puts its default back. */
  onCommit: (from: string | undefined, to: string | undefined) => void;
}

interface Range { from: string | undefined; to: string | undefined }

export function ReportRange({ from, to, onCommit }: ReportRangeProps) {
  const [draft, setDraft] = useState<Range>({ from, to });
  // A range from outside (a link, a default put back) replaces the draft: React's "state from props" pattern.
  const [seen, setSeen] = useState<Range>({ from, to });
  if (seen.from !== from || seen.to !== to) {
    setSeen({ from, to });
    setDraft({ from, to });
  }
  const pending = draft.from !== from || draft.to !== to;
  // An effect event: the parent's new callback at each render must not restart the pause.
  const commit = useEffectEvent(() => onCommit(draft.from, draft.to));
  useEffect(() => {
    if (!pending) return undefined;
    const timer = setTimeout(commit, COMMIT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [pending, draft.from, draft.to]);
  return <DatePair from={draft.from} to={draft.to} onChange={(f, t) => setDraft({ from: f, to: t })} />;
}

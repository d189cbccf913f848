// The declaration of records on a date with a start and end time (the time table): pure types.

/**
 * Records that take a span of time on a date (a class of the time table): the week view shows them, and a create or
 * update refuses a row whose span overlaps another active record's sharing any of the `among` key sets, in the
 * sheet (naming both rows) or in the database, and a row on a date another entity's records close (a holiday).
 */
export interface ScheduleSpec {
  date: string;
  start: string;
  end: string;
  /** Field-key sets that may not overlap: a faculty, a batch, a room at a centre (a set with an empty value is skipped). */
  among: readonly (readonly string[])[];
  /** What a block in the week view shows first and second (field keys). */
  title: string;
  subtitle: readonly string[];
  /** The week view's "show by" choices: filter keys of the list (centre, batch, faculty). */
  by: readonly string[];
  /** Dates on which another kind's active records close this one (Calendar Events' holidays). */
  closedBy?: readonly ClosedBySpec[];
}

export interface ClosedBySpec {
  /** The other entity kind. */
  kind: string;
  /** This entity's field key → the other's field key, matched for equality (centre → centre, classDate → eventDate). */
  match: Readonly<Record<string, string>>;
  /** The other's field key → the values that close (kind: Holiday). */
  where: Readonly<Record<string, readonly string[]>>;
  /** The other's field key whose value names the closing record in the message (its title). */
  named: string;
}

// The declaration of a record linked to one record of another kind (a course-plan topic to the time-table class where
// it was taught): pure types. The server answers the candidates and sets or clears the link (server/entities/links.ts).

/**
 * One record of another kind chosen for a record: a candidate shares the `match` fields, is active and, when the
 * other kind has a schedule, has begun; choosing it stores its id in `column` and copies the `copy` fields from it
 * (a topic's Delivered On is its class's date). Clearing the link clears them.
 */
export interface LinkSpec {
  /** The route segment (`<list>/record/:id/<key>`) and the action's name. */
  key: string;
  /** The row action's words ('Mark delivered'). */
  label: string;
  /** The other entity kind. */
  kind: string;
  /** This table's column holding the other record's id (a foreign key). */
  column: string;
  /** This entity's field key → the other's field key a candidate must share (batch → batch, subject → subject). */
  match: Readonly<Record<string, string>>;
  /** This entity's field key ← the other's field key copied when linked (deliveredOn ← classDate). */
  copy: Readonly<Record<string, string>>;
  /** What the server answers: a link set, a link cleared. */
  messages: { linked: string; cleared: string };
}

// The declaration of likely duplicates (issue 26 item 6): a record a create sheet adds that may be one the
// organisation already holds at another centre: the same values in every `same` field and in at least one `anyOf`
// field. Pure types. The create planners check it in one set-based query (server/uploads/plan/likelyDuplicates.ts)
// and the preview shows each such row with a warning naming the other record: the clerk may still go on.

export interface LikelyDuplicateSpec {
  /** Fields that must all hold the same value, case and spacing aside (the name). */
  same: readonly string[];
  /** Fields of which at least one must hold the same value too (mobile, email); a mobile by its last ten digits. */
  anyOf: readonly string[];
}

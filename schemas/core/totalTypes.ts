// The declaration of a whole-number field whose values over the active records of an organisation may not exceed a
// limit (the weights of the KRA parameters, at most 100 %): pure types. The generic planners check it
// (server/uploads/plan/totals.ts), so a sheet, the form and an update are refused alike, naming the total.

export interface TotalSpec {
  /** The number field summed over the active records: a deactivated record counts again only once reactivated, not
   *  when an update sheet or the form rewrites its value. */
  field: string;
  /** The most the sum may be. */
  max: number;
  /** What the sum is of, in the refusal's words ('the weights of the active KRA parameters'). */
  of: string;
  /** The unit written after the numbers ('%'). */
  unit?: string;
}

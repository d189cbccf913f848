// Academic years run April to March; the list starts at the spec's earliest year (entities-spec §9: 2015).
import { PTM_LIST } from '../../schemas/ptm.js';

/** The academic years from 2015 up to the one `today` falls in, newest first. */
export function academicYears(today: Date): number[] {
  const current = today.getUTCMonth() >= 3 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
  const years: number[] = [];
  for (let y = current; y >= PTM_LIST.earliestAcademicYear; y--) years.push(y);
  return years;
}

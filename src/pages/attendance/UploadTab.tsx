// The Upload tab: the attendance sheet (Centre, Batch, Class Date, Start Time, Enrollment No, Mark P/A/L) on the
// shared sheet upload panel.
import { attendanceSheet } from '../../../schemas/attendance';
import { SheetUploadPanel } from '../uploads/SheetUploadPanel';

const HELP = 'One row per student and class. The class is found by its batch, date and start time in the time table; Mark is P (present), A (absent) or L (late).';

export function UploadTab() {
  return <SheetUploadPanel target={attendanceSheet} help={HELP} />;
}

// Reason lists of the deactivate and reactivate modal, per entity kind (entities-spec §9). Every list ends with
// 'Other', which asks for free text (§5). Kept together so the differences between kinds are easy to read.
import { OTHER_REASON } from './core';

export interface ReasonLists {
  deactivate: readonly string[];
  reactivate: readonly string[];
}

const lists = (deactivate: string[], reactivate: string[]): ReasonLists => ({
  deactivate: [...deactivate, OTHER_REASON],
  reactivate: [...reactivate, OTHER_REASON],
});

const STUDENT_REACTIVATE = ['Academic Resumption', 'Re-Admission', 'Financial Clearance', 'Institutional Decision'];

export const CRP_STUDENT_REASONS = lists(
  ['Non-Payment of Fees', 'Dropout Student', 'Transferred to Another Institute', 'Disciplinary Action', 'Administrative Reasons', 'Legal Reasons'],
  STUDENT_REACTIVATE,
);

/** NCRP centres run other programmes: a programme can close under a student. */
export const NCRP_STUDENT_REASONS = lists(
  ['Non-Payment of Fees', 'Dropout Student', 'Programme Discontinued', 'Administrative Reasons', 'Legal Reasons'],
  [...STUDENT_REACTIVATE.slice(0, 3), 'Programme Restarted', 'Institutional Decision'],
);

/** Doha and Bahrain students leave and return with their families' residency. */
export const DOBA_STUDENT_REASONS = lists(
  ['Non-Payment of Fees', 'Dropout Student', 'Relocated Out of the Country', 'Residency Permit Expired', 'Administrative Reasons', 'Legal Reasons'],
  [...STUDENT_REACTIVATE.slice(0, 3), 'Returned to the Country', 'Institutional Decision'],
);

export const TEST_ACCOUNT_REASONS = lists(
  ['Testing Completed', 'Account No Longer Needed', 'Administrative Reasons'],
  ['Testing Resumed', 'Institutional Decision'],
);

export const FACULTY_REASONS = lists(
  ['Resigned', 'Contract Ended', 'Terminated', 'Long Leave', 'Transferred Out', 'Administrative Reasons', 'Legal Reasons'],
  ['Rejoined', 'Returned from Leave', 'Contract Renewed', 'Institutional Decision'],
);

export const NON_FACULTY_REASONS = lists(
  ['Resigned', 'Contract Ended', 'Terminated', 'Role Discontinued', 'Administrative Reasons', 'Legal Reasons'],
  ['Rejoined', 'Returned from Leave', 'Contract Renewed', 'Institutional Decision'],
);

export const BATCH_REASONS = lists(
  ['Batch Merged', 'Insufficient Enrolment', 'Batch Completed', 'Created by Mistake', 'Administrative Reasons'],
  ['Batch Resumed', 'Enrolment Reopened', 'Deactivated by Mistake', 'Institutional Decision'],
);

export const COURSE_PROGRAM_REASONS = lists(
  ['Program Discontinued', 'SKU Replaced', 'Incorrect Mapping', 'Administrative Reasons'],
  ['Program Relaunched', 'Deactivated by Mistake', 'Institutional Decision'],
);

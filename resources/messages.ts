// Every text the entity screens show that the spec fixes (entities-spec §8), in its exact words.
import type { RefTarget } from '../schemas';

export const MESSAGES = {
  viewFailed: 'Unable to Fetch View Details.',
  actionFailed: 'Unable to perform the Action.',
  unmaskFailed: 'Unable to Unmask Data',
  downloaded: 'Your File Has Been Downloaded Successfully.',
  downloadFailed: 'Unable to Download the File.',
  classUpdated: 'Class Updated Successfully',
  classUpdateFailed: 'Something Went Wrong',
  contactUpdated: 'User Details Updated Successfully',
  deactivated: 'Account has been deactivated successfully',
  reactivated: 'Account has been reactivated successfully',
  detailsNotFound: 'Details Not found',
  success: 'Success',
} as const;

/** Empty and failed texts of the filter dropdowns. Subjects and programmes follow the spec's pattern. */
export const SUPPORT_MESSAGES: Readonly<Record<RefTarget, { empty: string; failed: string }>> = {
  centre: { empty: 'No Centers Available!', failed: 'Unable to Fetch CENTERS!' },
  batch: { empty: 'No Batches Available!', failed: 'Unable to Fetch BATCHES!' },
  role: { empty: 'No Roles Available!', failed: 'Unable to Fetch ROLES!' },
  subject: { empty: 'No Subjects Available!', failed: 'Unable to Fetch SUBJECTS!' },
  'course-program': { empty: 'No Course Programs Available!', failed: 'Unable to Fetch COURSE PROGRAMS!' },
  teacher: { empty: 'No Faculty Available!', failed: 'Unable to Fetch FACULTY!' },
  'feedback-question': { empty: 'No Feedback Questions Available!', failed: 'Unable to Fetch FEEDBACK QUESTIONS!' },
  'feedback-form': { empty: 'No Feedback Forms Available!', failed: 'Unable to Fetch FEEDBACK FORMS!' },
  'kra-parameter': { empty: 'No KRA Parameters Available!', failed: 'Unable to Fetch KRA PARAMETERS!' },
};

/** Not the spec's words (it has no such case): the list's address held parameters the server would refuse. */
export const droppedParamsMessage = (names: readonly string[]) =>
  `Left out of this link, no longer valid: ${names.join(', ')}.`;

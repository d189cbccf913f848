// Which centre question an upload asks (entities-spec §2, §6): none for organisation-wide kinds (course-program
// mappings name no centre), multi-centre only for test accounts, single-centre only for a user restricted to one
// centre, else the choice. Pure, shared by the page, its controller and the sample dialog.
import { effectiveMultiCentre, type UploadOperation } from '../../../schemas';

export type CentreQuestion = 'choose' | 'multiOnly' | 'singleOnly' | 'noCentre';

/** Rows of this operation belong to a centre: a Centre column in multi-centre sheets, or a centre named in a cell. */
export function asksForCentre(op: UploadOperation): boolean {
  return op.columns.some((c) => c.multiCentreOnly || c.field.ref === 'centre');
}

/** `centreCount`: the centres in the user's scope, undefined while they load. */
export function centreQuestion(op: UploadOperation, centreCount: number | undefined): CentreQuestion {
  if (!asksForCentre(op)) return 'noCentre';
  if (effectiveMultiCentre(op, false)) return 'multiOnly';
  return centreCount === 1 ? 'singleOnly' : 'choose';
}

/**
 * The centre mode a question allows, given what the user picked. A centre-free upload is sent as multi-centre, the
 * mode in which the server asks for no centre; its sheet is the same in both modes.
 */
export function modeFor(question: CentreQuestion, picked: 'single' | 'multi'): 'single' | 'multi' {
  if (question === 'noCentre' || question === 'multiOnly') return 'multi';
  if (question === 'singleOnly') return 'single';
  return picked;
}

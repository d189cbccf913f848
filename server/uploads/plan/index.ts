// Which planner handles an entity's operation. Students of every programme kind share one set, as do faculty and
// non-faculty (they share the teachers table and path).
import { isEntityKind, type UploadOperation } from '../../../schemas/index.js';
import type { UploadTargetSchema } from '../../../schemas/uploadTargets.js';
import { attendanceUpload } from './attendance.js';
import { examResultUpload } from './examResults.js';
import { feedbackResponsesUpload } from './feedback.js';
import { genericCreate, genericUpdate } from './generic.js';
import { ptmUpload } from './ptm.js';
import { staffMoves } from './staff.js';
import { studentAssociation, studentCreate, studentTransfer } from './students.js';
import type { OperationPlanner } from './types.js';

// Each planner writes its own row type; callers only pass a planner's plan output back to the same planner.
const erase = <W>(p: OperationPlanner<W>) => p as unknown as OperationPlanner;

const planners: Record<string, Partial<Record<UploadOperation['key'], OperationPlanner>>> = {
  students: {
    create: erase(studentCreate), upload: erase(studentCreate),
    'centre-transfer': erase(studentTransfer), 'batch-association': erase(studentAssociation),
  },
  // Faculty and non-faculty create on the generic planner; the moves show current and new centre and batches.
  teachers: { 'centre-transfer': erase(staffMoves), 'batch-association': erase(staffMoves) },
  ptm_schedules: { upload: erase(ptmUpload) },
  exam_results: { upload: erase(examResultUpload) },
  attendance_marks: { upload: erase(attendanceUpload) },
  feedback_responses: { upload: erase(feedbackResponsesUpload) },
};

/** The generic planners, for an entity that declares no planner of its own for the operation. */
const generic: Partial<Record<UploadOperation['key'], OperationPlanner>> = { create: erase(genericCreate), update: erase(genericUpdate) };

/** An entity's own planner, else the generic one (batches, course-program mappings, staff create, derived entities). */
export function plannerFor(entity: UploadTargetSchema, op: UploadOperation): OperationPlanner {
  const own = planners[entity.table.name]?.[op.key];
  const planner = own ?? (isEntityKind(entity.kind) ? generic[op.key] : undefined);
  if (!planner) throw new Error(`No planner for ${entity.kind} ${op.key}`);
  return planner;
}

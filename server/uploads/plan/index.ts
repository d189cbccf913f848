// Which planner handles an entity's operation. Students of every programme kind share one set, as do faculty and
// non-faculty (they share the teachers table and path).
import { isEntityKind, type UploadOperation } from '../../../schemas/index.js';
import type { UploadTargetSchema } from '../../../schemas/uploadTargets.js';
import { batchCreate } from './batches.js';
import { examResultUpload } from './examResults.js';
import { genericCreate } from './generic.js';
import { ptmUpload } from './ptm.js';
import { staffCreate, staffMoves } from './staff.js';
import { studentAssociation, studentCreate, studentTransfer } from './students.js';
import type { OperationPlanner } from './types.js';

// Each planner writes its own row type; callers only pass a planner's plan output back to the same planner.
const erase = <W>(p: OperationPlanner<W>) => p as unknown as OperationPlanner;

const planners: Record<string, Partial<Record<UploadOperation['key'], OperationPlanner>>> = {
  students: {
    create: erase(studentCreate), upload: erase(studentCreate),
    'centre-transfer': erase(studentTransfer), 'batch-association': erase(studentAssociation),
  },
  teachers: { create: erase(staffCreate), 'centre-transfer': erase(staffMoves), 'batch-association': erase(staffMoves) },
  batches: { create: erase(batchCreate) },
  ptm_schedules: { upload: erase(ptmUpload) },
  exam_results: { upload: erase(examResultUpload) },
};

/** An entity's own planner, else the generic create planner (course-program mappings and every schema-derived entity). */
export function plannerFor(entity: UploadTargetSchema, op: UploadOperation): OperationPlanner {
  const generic = isEntityKind(entity.kind) && op.key === 'create';
  const planner = planners[entity.table.name]?.[op.key] ?? (generic ? erase(genericCreate) : undefined);
  if (!planner) throw new Error(`No planner for ${entity.kind} ${op.key}`);
  return planner;
}

// Who uploads what: the entity and operation a request names, the user's scope and the centre mode. Checked once
// here, so the planners can trust the context they are given.
import { allows } from '../auth/access.js';
import type { Principal } from '../db/repos/users.js';
import { ApiError, forbidden } from '../http/envelope.js';
import { effectiveMultiCentre, getEntity, type UploadOperation } from '../../schemas/index.js';
import { getUploadTarget, type UploadTargetSchema } from '../../schemas/uploadTargets.js';
import { UPLOAD_MESSAGES } from './limits.js';
import type { PlanContext } from './plan/types.js';
import { editSlot } from '../../schemas/access/index.js';
import { checkMayChangeShared } from '../entities/actionsRepo.js';

export interface UploadTarget { entity: UploadTargetSchema; op: UploadOperation }

/** The schema operation posted to `path` for `kind` (the spec's paths serve several kinds). */
export function uploadTarget(kind: unknown, path: string): UploadTarget {
  const entity = typeof kind === 'string' ? getUploadTarget(kind) : undefined;
  if (!entity) throw new ApiError(422, 'Please choose what to upload: the entity is missing or unknown');
  const op = entity.uploads.operations.find((o) => o.path === path);
  if (!op) throw new ApiError(422, `${entity.label} cannot be uploaded here`);
  return { entity, op };
}

export function canUpload(p: Principal, entity: Pick<UploadTargetSchema, 'access'>): boolean {
  return p.orgId !== null && allows(p, { slot: editSlot(entity) });
}

export interface ModeInput { centre?: string | number | null; multiCentre?: string | boolean | null }

/**
 * Single-centre mode names a centre (chosen on the page); multi-centre mode names one per row. Without either,
 * the clerk forgot the centre: the spec's 'Please Select a Centre First.'.
 */
export function planContext(p: Principal, target: UploadTarget, mode: ModeInput): PlanContext {
  if (!canUpload(p, target.entity)) throw forbidden();
  const entity = getEntity(target.entity.kind);
  if (entity) checkMayChangeShared(entity, p, 'upload them');
  const scope = new Set(p.centres.map((c) => c.id));
  const asked = mode.multiCentre === true || mode.multiCentre === 'true';
  const hasCentre = mode.centre !== undefined && mode.centre !== null && mode.centre !== '';
  const multiCentre = effectiveMultiCentre(target.op, asked || (!hasCentre && mode.multiCentre !== 'false' && mode.multiCentre !== false));
  let centreId: number | null = null;
  if (!multiCentre) {
    if (!hasCentre) throw new ApiError(422, UPLOAD_MESSAGES.selectCentre);
    centreId = Number(mode.centre);
    if (!Number.isInteger(centreId) || !scope.has(centreId)) throw forbidden('The selected centre is not one of your centres.');
  }
  return { orgId: p.orgId!, userId: p.userId, entity: target.entity, op: target.op, multiCentre, centreId, scope };
}

/** The target of a stored job (its kind and operation key were checked when it was submitted). */
export function targetOf(kind: string, operation: string): UploadTarget {
  const entity = getUploadTarget(kind);
  const op = entity?.uploads.operations.find((o) => o.key === operation);
  if (!entity || !op) throw new ApiError(422, `${kind} has no ${operation} upload`);
  return { entity, op };
}

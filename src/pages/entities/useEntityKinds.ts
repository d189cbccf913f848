// The entity kinds the signed-in user may see: the schemas whose resource the permissions allow. The menu only
// hides; the server checks again on every call.
import { usePermissions } from 'react-admin';
import { entities, entityKinds, type EntitySchema } from '../../../schemas';
import { canAccess } from '../../access/canAccess';
import type { AccessState } from '../../../schemas/access/slots';

export function allowedKinds(state: AccessState | null | undefined): EntitySchema[] {
  return entityKinds.filter((kind) => canAccess(state, { resource: kind })).map((kind) => entities[kind]);
}

export function useEntityKinds(): { isPending: boolean; kinds: EntitySchema[] } {
  const { permissions, isPending } = usePermissions<AccessState>();
  return { isPending, kinds: isPending ? [] : allowedKinds(permissions) };
}

// Whether a list's rows open their record form: the kind declares `form`, and its records are not shared by all
// centres while the user's scope is one centre (the server would refuse the change). The Change action and a click
// (or Enter) on the row both open it; a schedule's rows open from its week view, so only the action opens them here.
import { usePermissions } from 'react-admin';
import { mayChangeShared } from '../../schemas/access/entityAccess';
import type { AccessState } from '../../schemas/access/slots';
import { isManifestKind } from '../../schemas/manifest';
import type { EntitySchema, ResourceSchema } from '../../schemas';

export function useFormOpens(schema: ResourceSchema): { action: boolean; rowClick: boolean } {
  const { permissions } = usePermissions<AccessState>();
  const declared = (schema as Partial<EntitySchema>).form === true;
  const shared = isManifestKind(schema.kind) && !!permissions && !mayChangeShared(schema.kind, permissions.scope);
  const action = declared && !shared;
  return { action, rowClick: action && !(schema as Partial<EntitySchema>).schedule };
}

// The entity resources: one per schema, all built by buildResource. An entity that needs a hand-written screen
// passes overrides here (none does yet: every list difference is in its schema).
import { entities, type EntityKind } from '../schemas';
import { buildResource, type EntityResource } from './buildResource';

export const entityResources: Readonly<Record<EntityKind, EntityResource>> = Object.freeze(
  Object.fromEntries(Object.entries(entities).map(([kind, schema]) => [kind, buildResource(schema)])) as Record<EntityKind, EntityResource>,
);

export { buildResource, type EntityResource } from './buildResource';
export { EntityList } from './list/EntityList';
export { ENTITY_RESOURCE_PATHS } from './paths';

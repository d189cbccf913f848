// react-admin resource name (the entity kind) → list path, for the app's dataProvider. Kept free of the schema
// modules so the main chunk does not load them; paths.test.ts checks it agrees with every schema's api.list.
import { API_PREFIX } from '../schemas/core/constants';
import type { EntityKind } from '../schemas/core/types';

const KINDS: Record<EntityKind, true> = {
  crp: true,
  ncrp: true,
  'doha-bahrain': true,
  'crp-test': true,
  teacher: true,
  'non-faculty': true,
  batch: true,
  'course-program': true,
};

export const ENTITY_RESOURCE_PATHS: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(Object.keys(KINDS).map((kind) => [kind, `${API_PREFIX}/${kind}`])),
);

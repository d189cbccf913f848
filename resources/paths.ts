// react-admin resource name (the entity kind) → list path, for the app's dataProvider. Read from the registry's
// light manifest, not the schema modules, so the main chunk does not load them; paths.test.ts checks it agrees with
// every schema's api.list.
import { MANIFEST_KINDS, entityListPath } from '../schemas/manifest';

export const ENTITY_RESOURCE_PATHS: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(MANIFEST_KINDS.map((kind) => [kind, entityListPath(kind)])),
);

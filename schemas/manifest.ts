// The registry's light half: every entity kind with what the console's main chunk and the access checks need (menu
// label, the ability it needs, list path). It imports no field modules, so the main chunk can read it without
// loading the schemas; each full schema takes its kind's entry here (defineEntity), and index.ts maps every kind
// to its schema, typed by this list, so a kind without a schema (or a schema without a kind) fails to compile.
import { API_PREFIX } from './core/constants';

/** Ability names of the ability table (schemas/access, console-spec §6), not slot numbers. */
export interface EntityAccess {
  /** Needed to list the entity and act on it. */
  list: string;
}

export interface ManifestEntry {
  /** The sidebar item's label. */
  menuLabel: string;
  access: EntityAccess;
  /**
   * Records without a centre, shared by every centre of the organisation (course-program mappings): only an
   * organisation-wide admin may upload them or change their status (schemas/access `mayChangeShared`). The schema
   * must then have no single-centre field (tests/architecture/registry.test.ts).
   */
  sharedByCentres?: true;
}

/** In the spec's slot order (console-spec §3: 130 + position). */
export const ENTITY_MANIFEST = {
  crp: { menuLabel: 'Student Accounts', access: { list: 'Student Accounts' } },
  ncrp: { menuLabel: 'NCRP Student Accounts', access: { list: 'NCRP Student Accounts' } },
  'doha-bahrain': { menuLabel: 'DoBa Student Accounts', access: { list: 'DoBa Student Accounts' } },
  teacher: { menuLabel: 'Faculty Accounts', access: { list: 'Faculty Accounts' } },
  'non-faculty': { menuLabel: 'Non Faculty Accounts', access: { list: 'Non Faculty Accounts' } },
  batch: { menuLabel: 'Batches', access: { list: 'Batches' } },
  'course-program': { menuLabel: 'Course Program Mapping', access: { list: 'Course Program Mapping' }, sharedByCentres: true },
  'crp-test': { menuLabel: 'Student Test Accounts', access: { list: 'Student Test Accounts' } },
} as const satisfies Readonly<Record<string, ManifestEntry>>;

export type EntityKind = keyof typeof ENTITY_MANIFEST;

export const MANIFEST_KINDS: readonly EntityKind[] = Object.freeze(Object.keys(ENTITY_MANIFEST) as EntityKind[]);

export function isManifestKind(value: unknown): value is EntityKind {
  return typeof value === 'string' && Object.hasOwn(ENTITY_MANIFEST, value);
}

/** The list path of a kind (DESIGN.md: `<prefix>/<kind>`); the schema's api.list must agree (schemas/index.test.ts). */
export const entityListPath = (kind: EntityKind) => `${API_PREFIX}/${kind}`;

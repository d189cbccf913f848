// The registry: every entity kind and its schema. Adding an entity is one schema file and one line here.
import type { EntityKind, EntitySchema } from './core';
import { batches } from './batches';
import { courseProgramMappings } from './course-program-mappings';
import { faculty } from './faculty';
import { nonFaculty } from './non-faculty';
import { crpStudents, dohaBahrainStudents, ncrpStudents } from './students';
import { testAccounts } from './test-accounts';

export * from './core';
export { batches, courseProgramMappings, crpStudents, dohaBahrainStudents, faculty, ncrpStudents, nonFaculty, testAccounts };
export { EDITABLE_MAPPING_CLASSES, CLASS_INCREMENT, nextClass } from './course-program-mappings';

export const entities: Readonly<Record<EntityKind, EntitySchema>> = Object.freeze({
  crp: crpStudents,
  ncrp: ncrpStudents,
  'doha-bahrain': dohaBahrainStudents,
  'crp-test': testAccounts,
  teacher: faculty,
  'non-faculty': nonFaculty,
  batch: batches,
  'course-program': courseProgramMappings,
});

export const entityKinds: readonly EntityKind[] = Object.freeze(Object.keys(entities) as EntityKind[]);

export function isEntityKind(value: unknown): value is EntityKind {
  return typeof value === 'string' && Object.hasOwn(entities, value);
}

/** The schema of a kind; undefined for anything else, including '__proto__' or 'constructor' from a URL. */
export function getEntity(kind: string): EntitySchema | undefined {
  return isEntityKind(kind) ? entities[kind] : undefined;
}

// The registry: every entity kind and its schema. Adding an entity is one schema file and its line here; then
// `npm run registry` rewrites manifest.generated.ts (menu label, ability, read by the console's main chunk) from it,
// and tests/architecture/registry.test.ts fails until it has.
import type { EntityKind, EntitySchema } from './core';
import { isManifestKind } from './manifest';
import { batches } from './batches';
import { calendarEvents } from './calendar-events';
import { courseProgramMappings } from './course-program-mappings';
import { faculty } from './faculty';
import { feedbackActivations } from './feedback-activations';
import { feedbackForms } from './feedback-forms';
import { feedbackQuestions } from './feedback-questions';
import { nonFaculty } from './non-faculty';
import { crpStudents, dohaBahrainStudents, ncrpStudents } from './students';
import { testAccounts } from './test-accounts';
import { timeTable } from './time-table';
import { coursePlan } from './course-plan';
import { kraFeedbackMappings } from './kra-feedback-mappings';
import { kraParameters } from './kra-parameters';

export * from './core';
export { ENTITY_MANIFEST, MANIFEST_KINDS, entityListPath, type EntityAccess, type ManifestEntry } from './manifest';
export { batches, courseProgramMappings, crpStudents, dohaBahrainStudents, faculty, ncrpStudents, nonFaculty, testAccounts };
export { EDITABLE_MAPPING_CLASSES, CLASS_INCREMENT, nextClass } from './course-program-mappings';

/** In the entity workspace's order; the menu orders by slot. */
export const entities: Readonly<Record<EntityKind, EntitySchema>> = Object.freeze({
  crp: crpStudents,
  ncrp: ncrpStudents,
  'doha-bahrain': dohaBahrainStudents,
  'crp-test': testAccounts,
  teacher: faculty,
  'non-faculty': nonFaculty,
  batch: batches,
  'course-program': courseProgramMappings,
  'calendar-events': calendarEvents,
  'time-table': timeTable,
  'feedback-questions': feedbackQuestions,
  'feedback-forms': feedbackForms,
  'feedback-activations': feedbackActivations,
  'course-plan': coursePlan,
  'kra-parameters': kraParameters,
  'kra-feedback-mappings': kraFeedbackMappings,
});

export const entityKinds: readonly EntityKind[] = Object.freeze(Object.keys(entities) as EntityKind[]);

export const isEntityKind: (value: unknown) => value is EntityKind = isManifestKind;

/** The schema of a kind; undefined for anything else, including '__proto__' or 'constructor' from a URL. */
export function getEntity(kind: string): EntitySchema | undefined {
  return isEntityKind(kind) ? entities[kind] : undefined;
}

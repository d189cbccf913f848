// Course-program mappings (kind course-program): which programme and SKU a class is sold as. Organisation-wide,
// so no centre. The class of a mapping can be moved up one year, only from 6th, 7th, 9th and 11th (§4).
import { API_PREFIX, BATCH_STATUS_TABS, CLASS_OPTIONS, classLevel, defineEntity, status, text } from './core';
import { COURSE_PROGRAM_REASONS } from './reasons';

const MAPPING_PATH = `${API_PREFIX}/course-program-mapping`;

export const EDITABLE_MAPPING_CLASSES = ['6th', '7th', '9th', '11th'] as const;
export const CLASS_INCREMENT = 1;

/** The class a mapping moves to on a class update, or null when its class may not be updated. */
export function nextClass(current: string): string | null {
  if (!(EDITABLE_MAPPING_CLASSES as readonly string[]).includes(current)) return null;
  return CLASS_OPTIONS[CLASS_OPTIONS.indexOf(current as (typeof CLASS_OPTIONS)[number]) + CLASS_INCREMENT] ?? null;
}

export const courseProgramMappings = defineEntity({
  kind: 'course-program',
  menuLabel: 'Course Program Mapping',
  access: { list: 'Course Program Mapping' },
  // No centre of their own: only organisation-wide admins change them (schemas/access mayChangeShared).
  sharedByCentres: true,
  label: 'Course Program Mapping',
  noun: 'Course Program Mapping',
  nounPlural: 'Course Program Mappings',
  api: {
    list: `${API_PREFIX}/course-program`,
    export: `${API_PREFIX}/course-program/export`,
    status: MAPPING_PATH,
    classUpdate: `${MAPPING_PATH}/update`,
  },
  table: { name: 'course_program_mappings', handTuned: true },
  fields: {
    class: classLevel({ label: 'Class', required: true, example: '11th' }),
    programName: text({ label: 'Program Name', required: true, maxLength: 150, example: 'JEE Advanced Two Year' }),
    sku: text({ label: 'SKU Code', required: true, unique: true, search: 'prefix', maxLength: 50, example: 'JEE-ADV-2Y-11' }),
    description: text({ label: 'Description', maxLength: 500, example: 'Two-year classroom programme for JEE Advanced' }),
    status: status({ label: 'Status', options: BATCH_STATUS_TABS.map((t) => t.key) }),
  },
  list: {
    sortKeys: ['programName', 'sku'],
    defaultSort: { field: 'programName', order: 'asc' },
    search: { placeholder: 'Search by Program Name / SKU Code', fields: ['programName', 'sku'] },
    statusTabs: BATCH_STATUS_TABS,
    filters: { class: 'class' },
  },
  reasons: COURSE_PROGRAM_REASONS,
  downloadName: 'Course_Program_Mapping_Details',
  preview: {
    loaderText: 'Generating Courses Preview',
    columns: [
      { key: 'class', label: 'Class' },
      { key: 'programName', label: 'Program Name' },
      { key: 'sku', label: 'SKU Code' },
      { key: 'description', label: 'Description' },
    ],
  },
  operations: [
    {
      key: 'create',
      label: 'create',
      tab: 'UPLOAD',
      path: MAPPING_PATH,
      columns: [{ key: 'class' }, { key: 'programName' }, { key: 'sku' }, { key: 'description' }],
    },
  ],
});

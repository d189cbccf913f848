// Faculty (kind teacher): teachers with subjects and batches; created, transferred between centres and
// associated with batches by upload.
import { STAFF_STATUS_TABS, defineEntity, name, ref } from './core';
import { FACULTY_REASONS } from './reasons';
import { STAFF_SEARCH_PLACEHOLDER, TEACHERS_PATH, staffApi, staffCentreColumn, staffFields, staffTable } from './staff-fields';

export const faculty = defineEntity({
  kind: 'teacher',
  menuLabel: 'Faculty Accounts',
  access: { list: 'Faculty Accounts' },
  label: 'Faculty',
  noun: 'Faculty',
  api: staffApi('teacher'),
  table: staffTable('teacher'),
  fields: {
    employeeCode: staffFields.employeeCode,
    name: name({ label: 'Faculty Name', example: 'Priya Iyer' }),
    role: staffFields.role,
    centre: staffFields.centre,
    subjects: ref('subject', { label: 'Subjects', multiple: true, example: 'Physics, Chemistry' }),
    batches: ref('batch', { label: 'Batches', multiple: true, example: 'JEE-2026-A1, JEE-2026-A2' }),
    status: staffFields.status,
    emailId: staffFields.emailId,
    mobile: staffFields.mobile,
  },
  list: {
    sortKeys: ['employeeCode', 'name'],
    defaultSort: { field: 'employeeCode', order: 'asc' },
    search: { placeholder: STAFF_SEARCH_PLACEHOLDER, fields: ['employeeCode', 'name'] },
    statusTabs: STAFF_STATUS_TABS,
    filters: { centre: 'centre', role: 'role', subject: { field: 'subjects', label: 'Subject' }, batch: { field: 'batches', dependsOn: 'centre', label: 'Batch' } },
  },
  reasons: FACULTY_REASONS,
  downloadName: 'Faculty_Batch_Details',
  preview: {
    loaderText: 'Generating Faculties Preview',
    columns: [
      { key: 'sNo', label: 'S.No' },
      { key: 'employeeCode', label: 'Emp. Code' },
      { key: 'name', label: 'Faculty Name' },
      { key: 'currentCentre', label: 'Current Centre' },
      { key: 'currentBatches', label: 'Current Batches' },
      { key: 'subjects', label: 'Subjects' },
      { key: 'newCentre', label: 'New Centre', from: 'centre' },
      { key: 'newBatches', label: 'New Batches' },
    ],
  },
  operations: [
    {
      key: 'create',
      label: 'create',
      tab: 'UPLOAD',
      path: TEACHERS_PATH,
      columns: [
        { key: 'employeeCode', required: true },
        { key: 'name', required: true },
        staffCentreColumn,
        { key: 'role', required: true },
        { key: 'subjects', required: true },
        { key: 'emailId' },
        { key: 'mobile', required: true },
      ],
    },
    {
      key: 'centre-transfer',
      label: 'centre transfer',
      tab: 'TRANSFER',
      path: `${TEACHERS_PATH}/centre-transfer`,
      columns: [
        { key: 'employeeCode', required: true },
        { key: 'newCentre', required: true, field: ref('centre', { label: 'New Centre', example: 'Jaipur City' }) },
        { key: 'newBatches', field: ref('batch', { label: 'New Batches', multiple: true, example: 'JEE-2026-B1' }) },
      ],
    },
    {
      // The listed batches replace the faculty's set; the server reports added, retained and deleted batches.
      key: 'batch-association',
      label: 'batch association',
      tab: 'BATCH_ASSOCIATION',
      path: `${TEACHERS_PATH}/batch-association`,
      columns: [
        staffCentreColumn,
        { key: 'employeeCode', required: true },
        { key: 'newBatches', required: true, field: ref('batch', { label: 'New Batches', multiple: true, example: 'JEE-2026-A1, NEET-2026-A1' }) },
      ],
    },
  ],
});

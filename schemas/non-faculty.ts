// Non-faculty staff (kind non-faculty): accounts for centre staff who do not teach. Created by upload through the
// teachers path (entities-spec §7); listed and sorted by centre, role and status (§3).
import { STAFF_STATUS_TABS, defineEntity, name } from './core';
import { NON_FACULTY_REASONS } from './reasons';
import { STAFF_SEARCH_PLACEHOLDER, TEACHERS_PATH, staffApi, staffCentreColumn, staffFields, staffTable } from './staff-fields';

export const nonFaculty = defineEntity({
  kind: 'non-faculty',
  menuLabel: 'Non Faculty Accounts',
  access: { list: 'Non Faculty Accounts' },
  label: 'Non Faculty Accounts',
  noun: 'Non-Faculty',
  api: staffApi('non-faculty'),
  table: staffTable('non-faculty'),
  fields: {
    employeeCode: staffFields.employeeCode,
    name: name({ label: 'Name', example: 'Rohit Verma' }),
    role: { ...staffFields.role, example: 'Centre Head' },
    centre: staffFields.centre,
    status: staffFields.status,
    emailId: staffFields.emailId,
    mobile: staffFields.mobile,
  },
  list: {
    sortKeys: ['centre', 'role', 'status'],
    defaultSort: { field: 'centre', order: 'asc' },
    search: { placeholder: STAFF_SEARCH_PLACEHOLDER, fields: ['employeeCode', 'name'] },
    statusTabs: STAFF_STATUS_TABS,
    filters: { centre: 'centre', role: 'role' },
  },
  reasons: NON_FACULTY_REASONS,
  downloadName: 'Non_Faculty_Account_Details',
  preview: {
    loaderText: 'Generating Faculties Preview',
    columns: [
      { key: 'sNo', label: 'S.No' },
      { key: 'employeeCode', label: 'Emp. Code' },
      { key: 'name', label: 'Name' },
      { key: 'centre', label: 'Centre' },
      { key: 'role', label: 'Role' },
      { key: 'emailId', label: 'Email' },
      { key: 'mobile', label: 'Mobile' },
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
        { key: 'emailId' },
        { key: 'mobile', required: true },
      ],
    },
  ],
});

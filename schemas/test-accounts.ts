// Student test accounts (kind crp-test): students in the same table, uploaded with action UPLOAD and always in
// multi-centre mode (entities-spec §2), so the sheet always has the Centre column.
import { defineEntity } from './core';
import { TEST_ACCOUNT_REASONS } from './reasons';
import { STUDENTS_PATH, STUDENT_PREVIEW_COLUMNS, studentApi, studentFields, studentList } from './student-fields';

export const testAccounts = defineEntity({
  kind: 'crp-test',
  menuLabel: 'Student Test Accounts',
  access: { list: 'Student Test Accounts' },
  label: 'Student Test Accounts',
  noun: 'Test Account',
  api: studentApi('crp-test'),
  table: { name: 'students', discriminator: { column: 'program_kind', value: 'crp-test' }, handTuned: true },
  fields: studentFields,
  list: studentList,
  reasons: TEST_ACCOUNT_REASONS,
  downloadName: 'Student_Batch_Details',
  preview: { loaderText: 'Generating Students Preview', columns: STUDENT_PREVIEW_COLUMNS },
  operations: [
    {
      key: 'upload',
      label: 'upload',
      tab: 'UPLOAD',
      path: STUDENTS_PATH,
      alwaysMultiCentre: true,
      columns: [
        { key: 'centre', required: true, multiCentreOnly: true },
        { key: 'enrolmentNo', required: true },
        { key: 'name', required: true },
        { key: 'class', required: true },
        { key: 'batch', required: true },
        { key: 'emailId' },
        { key: 'mobile' },
      ],
      unique: ['enrolmentNo'],
    },
  ],
});

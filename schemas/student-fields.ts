// What every student kind shares (CRP, NCRP, DoBa and test accounts): fields, list settings and upload columns.
// Students live in one table; `program_kind` tells the kinds apart.
import {
  API_PREFIX,
  STUDENT_DROPDOWN_BADGE_LIMIT,
  STUDENT_STATUS_TABS,
  classLevel,
  code,
  email,
  mobile,
  name,
  ref,
  status,
  type EntityInput,
  type EntityKind,
  type OperationInput,
} from './core';

export const studentFields = {
  enrolmentNo: code({ label: 'Enrollment No.', unique: true, example: '0012345', aliases: ['Enrolment No', 'Enrolment Number', 'Enrollment Number', 'Roll No', 'Roll Number', 'Admission No'] }),
  name: name({ label: 'Student Name', example: 'Aarav Sharma', aliases: ['Name', 'Full Name', 'Name of Student'] }),
  centre: ref('centre', { label: 'Centre', example: 'Kota Main', aliases: ['Center', 'Centre Name', 'Branch'] }),
  batch: ref('batch', { label: 'Batch', example: 'JEE-2026-A1', aliases: ['Batch Name', 'Batch Code'] }),
  class: classLevel({ label: 'Class', example: '11th', aliases: ['Grade', 'Standard', 'Std'] }),
  status: status({ label: 'Status', options: STUDENT_STATUS_TABS.map((t) => t.key) }),
  emailId: email({ label: 'Email', example: 'aarav.sharma@example.com', aliases: ['Email ID', 'E-mail Address', 'Email Address', 'Mail'] }),
  mobile: mobile({ label: 'Mobile', example: '+919876543210', aliases: ['Mobile No', 'Mobile Number', 'Phone', 'Phone Number', 'Contact No'] }),
};

type StudentKey = keyof typeof studentFields;
type Input = EntityInput<typeof studentFields>;

export const STUDENTS_PATH = `${API_PREFIX}/students`;

/** entities-spec §2: the student preview columns, shared by every student operation. */
export const STUDENT_PREVIEW_COLUMNS = [
  { key: 'sNo', label: 'S.No' },
  { key: 'enrolmentNo', label: 'Enrollment No.' },
  { key: 'name', label: 'Student Name' },
  { key: 'currentCentre', label: 'Current Centre' },
  { key: 'currentBatch', label: 'Current Batch' },
  { key: 'class', label: 'Class' },
  { key: 'newCentre', label: 'New Centre' },
  { key: 'newBatch', label: 'New Batch' },
] as const;

export const studentList: Input['list'] = {
  sortKeys: ['enrolmentNo', 'name'],
  defaultSort: { field: 'enrolmentNo', order: 'asc' },
  search: { placeholder: 'Search by Enrolment No. / Student Name', fields: ['enrolmentNo', 'name'] },
  statusTabs: STUDENT_STATUS_TABS,
  // The batch dropdown offers the batches of the chosen centres.
  filters: { centre: 'centre', batch: { field: 'batch', dependsOn: 'centre' }, class: 'class' },
  dropdownBadgeLimit: STUDENT_DROPDOWN_BADGE_LIMIT,
};

export function studentApi(kind: EntityKind): Input['api'] {
  return {
    list: `${API_PREFIX}/${kind}`,
    export: `${API_PREFIX}/${kind}/export`,
    status: STUDENTS_PATH,
    contact: `${STUDENTS_PATH}/contact-details`,
  };
}

const centreColumn = { key: 'centre', required: true, multiCentreOnly: true } as const;

/** Create, centre transfer and batch association: the operations of CRP, NCRP and DoBa students alike. */
export const studentOperations: readonly OperationInput<StudentKey>[] = [
  {
    key: 'create',
    label: 'create',
    tab: 'UPLOAD',
    path: STUDENTS_PATH,
    columns: [
      { key: 'enrolmentNo', required: true },
      { key: 'name', required: true },
      centreColumn,
      { key: 'class', required: true },
      { key: 'batch' },
      { key: 'emailId' },
      { key: 'mobile', required: true },
    ],
  },
  {
    key: 'centre-transfer',
    label: 'centre transfer',
    tab: 'TRANSFER',
    path: `${STUDENTS_PATH}/centre-transfer`,
    columns: [
      { key: 'enrolmentNo', required: true },
      { key: 'newCentre', required: true, field: ref('centre', { label: 'New Centre', example: 'Jaipur City' }) },
      // Without a new batch the student arrives unassociated.
      { key: 'newBatch', field: ref('batch', { label: 'New Batch', example: 'JEE-2026-B2' }) },
    ],
  },
  {
    key: 'batch-association',
    label: 'batch association',
    tab: 'BATCH_ASSOCIATION',
    path: `${STUDENTS_PATH}/batch-association`,
    columns: [
      centreColumn,
      { key: 'enrolmentNo', required: true },
      { key: 'newBatch', required: true, field: ref('batch', { label: 'New Batch', example: 'JEE-2026-A2' }) },
    ],
  },
];

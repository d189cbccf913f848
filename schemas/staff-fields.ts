// What faculty and non-faculty staff share: both live in the teachers table (`staff_kind` tells them apart) and
// both upload through the spec's teachers path.
import { API_PREFIX, STAFF_STATUS_TABS, code, email, mobile, ref, status, type EntityKind, type EntityApi } from './core';

export const TEACHERS_PATH = `${API_PREFIX}/teachers`;

export const staffFields = {
  employeeCode: code({ label: 'Employee Code', unique: true, example: 'EMP00123', aliases: ['Emp Code', 'Employee ID', 'Emp ID', 'Staff Code'] }),
  role: ref('role', { label: 'Role', example: 'Faculty' }),
  centre: ref('centre', { label: 'Centre', example: 'Kota Main' }),
  status: status({ label: 'Status', options: STAFF_STATUS_TABS.map((t) => t.key) }),
  emailId: email({ label: 'Email', example: 'priya.iyer@example.com', aliases: ['Email ID', 'Email Address'] }),
  mobile: mobile({ label: 'Mobile', example: '+919812345678', aliases: ['Mobile No', 'Mobile Number', 'Phone', 'Contact No'] }),
};

export const STAFF_SEARCH_PLACEHOLDER = 'Search by Emp. Code / Faculty Name';

export function staffApi(kind: EntityKind): EntityApi {
  return {
    list: `${API_PREFIX}/${kind}`,
    export: `${API_PREFIX}/${kind}/export`,
    status: TEACHERS_PATH,
    contact: `${API_PREFIX}/teacher-contact`,
  };
}

export function staffTable(kind: EntityKind) {
  return { name: 'teachers', discriminator: { column: 'staff_kind', value: kind }, handTuned: true as const };
}

/** Single-centre users pick the centre on the page; multi-centre sheets name it per row. */
export const staffCentreColumn = { key: 'centre', required: true, multiCentreOnly: true } as const;

// Students of the three programme kinds: CRP, NCRP and DoBa (Doha and Bahrain). They share fields, list and
// uploads; they differ in kind key, label, the ability they need and reason lists.
import { defineEntity, type CentreKind, type EntityKind, type EntitySchema } from './core';
import { CRP_STUDENT_REASONS, DOBA_STUDENT_REASONS, NCRP_STUDENT_REASONS, type ReasonLists } from './reasons';
import { STUDENT_PREVIEW_COLUMNS, studentApi, studentFields, studentList, studentOperations } from './student-fields';

function studentEntity(kind: EntityKind, label: string, menuLabel: string, reasons: ReasonLists, centreKinds: readonly CentreKind[]): EntitySchema {
  return defineEntity({
    kind,
    label,
    // The ability is named as the menu item (console-spec §3).
    menuLabel,
    access: { list: menuLabel },
    noun: 'Student',
    api: studentApi(kind),
    table: { name: 'students', discriminator: { column: 'program_kind', value: kind }, handTuned: true },
    fields: studentFields,
    // A programme's students study at its centres only, so its centre filter offers only those.
    centreKinds,
    list: studentList,
    reasons,
    downloadName: 'Student_Batch_Details',
    preview: { loaderText: 'Generating Students Preview', columns: STUDENT_PREVIEW_COLUMNS },
    operations: studentOperations,
    // Issue 26: a new student with the name and the mobile or email of a student of another centre is flagged.
    likelyDuplicates: { same: ['name'], anyOf: ['mobile', 'emailId'] },
  });
}

/** One student account permission per programme kind (console-spec §3). */
export const crpStudents = studentEntity('crp', 'CRP Students', 'Student Accounts', CRP_STUDENT_REASONS, ['regular']);
export const ncrpStudents = studentEntity('ncrp', 'NCRP Students', 'NCRP Student Accounts', NCRP_STUDENT_REASONS, ['NCRP']);
export const dohaBahrainStudents = studentEntity('doha-bahrain', 'DoBa Students', 'DoBa Student Accounts', DOBA_STUDENT_REASONS, ['Doha', 'Bahrain']);

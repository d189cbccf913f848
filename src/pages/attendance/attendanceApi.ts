// The attendance calls that are no list (the classes and the summary are the shared list's, through the
// dataProvider; the sheet is the upload machinery's): one class's roster, and its marks saved in one request. Both
// are quiet: the marking screen shows what failed in the server's words (ATTENDANCE_MESSAGES) beside the table.
import { createContext, useContext } from 'react';
import { ATTENDANCE_PREFIX, type AttendanceMark } from '../../../schemas/attendance';
import type { AttendanceRoster } from '../../../schemas/api/attendance';
import { http, type HttpClient } from '../../api/httpClient';

export type MarksBody = { marks: { studentId: number; mark: AttendanceMark }[] };

export interface AttendanceApi {
  roster(classId: number): Promise<AttendanceRoster>;
  /** Answers the server's message ('Attendance saved'). */
  saveMarks(classId: number, body: MarksBody): Promise<string>;
}

const classPath = (id: number) => `${ATTENDANCE_PREFIX}/classes/${id}`;

export function createAttendanceApi(client: Pick<HttpClient, 'get' | 'put'>): AttendanceApi {
  return {
    roster: async (id) => (await client.get<AttendanceRoster>(classPath(id), undefined, { quiet: true })).data,
    saveMarks: async (id, body) => (await client.put(`${classPath(id)}/marks`, body, { quiet: true })).message ?? '',
  };
}

export const AttendanceApiContext = createContext<AttendanceApi>(createAttendanceApi(http));
export const useAttendanceApi = () => useContext(AttendanceApiContext);

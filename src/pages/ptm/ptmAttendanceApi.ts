// A past meeting's attendance: which of its attendees came, every attendee kind of the meeting in one PATCH (the
// server refuses a partial answer and a meeting not yet begun with 422). Quiet: the dialog says what failed.
import { createContext, useContext } from 'react';
import { PTM_PREFIX } from '../../../schemas/ptm';
import { http, type HttpClient } from '../../api/httpClient';

export type PtmAttended = Partial<Record<'student' | 'father' | 'mother' | 'guardian', boolean>>;

export interface PtmAttendanceApi { mark(scheduleId: number, attended: PtmAttended): Promise<void> }

export function createPtmAttendanceApi(client: Pick<HttpClient, 'patch'>): PtmAttendanceApi {
  return {
    async mark(id, attended) {
      await client.patch(`${PTM_PREFIX}/schedules/${id}/attendance`, { attended }, { quiet: true, loader: true });
    },
  };
}

export const PtmAttendanceApiContext = createContext<PtmAttendanceApi>(createPtmAttendanceApi(http));
export const usePtmAttendanceApi = () => useContext(PtmAttendanceApiContext);

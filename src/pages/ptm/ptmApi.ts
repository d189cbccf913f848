// The PTM calls (the view's list is the shared list's, through the dataProvider): the academic years, the student
// file, and the upload: preview through the upload machinery's own call, submit answering a job (202) or the error
// file (422, entities-spec §8); a schedule's feedback questions, read and replaced whole.
import { createContext, useContext } from 'react';
import { API_PREFIX, type MappingPair } from '../../../schemas';
import { PTM_KIND, PTM_PREFIX, ptmSchedules } from '../../../schemas/ptm';
import type { PtmFeedbackQuestion, PtmFeedbackQuestions, PtmFilterOptions } from '../../../schemas/api';
import type { PtmFeedbackInput } from '../../../schemas/ptmFeedback';
import { http, type HttpClient } from '../../api/httpClient';
import type { FileResult } from '../../api/types';
import type { Job, Preview, UploadTarget } from '../uploads/types';
import { postPreview, sheetForm } from '../uploads/uploadsApi';

export type PtmSubmit = { kind: 'job'; job: Job } | { kind: 'errors'; file: FileResult };

export interface PtmApi {
  filters(): Promise<PtmFilterOptions>;
  studentFile(academicYear: number): Promise<FileResult>;
  sample(): Promise<FileResult>;
  /** `mapping`: the clerk's column mapping when the sheet's headers are not the sample's (issue 26). */
  preview(file: File, mapping?: MappingPair[]): Promise<Preview>;
  submit(file: File, idempotencyKey: string, mapping?: MappingPair[]): Promise<PtmSubmit>;
  feedback(scheduleId: number): Promise<PtmFeedbackQuestion[]>;
  saveFeedback(scheduleId: number, input: PtmFeedbackInput): Promise<PtmFeedbackQuestion[]>;
}

const op = ptmSchedules.uploads.operations[0];
export const PTM_TARGET: UploadTarget = { entity: PTM_KIND, operation: op.key, path: op.path, multiCentre: true, centreId: null };
const TIMEOUT_MS = 120_000;

const form = (file: File, mapping?: MappingPair[]) => sheetForm(file, { multiCentre: true, mapping });

const isFile = (r: unknown): r is FileResult => typeof r === 'object' && r !== null && 'blob' in r && 'fileName' in r;

export function createPtmApi(client: Pick<HttpClient, 'get' | 'post' | 'put' | 'download' | 'request'>): PtmApi {
  const feedbackPath = (id: number) => `${PTM_PREFIX}/schedules/${id}/feedback-questions`;
  return {
    async filters() {
      const { data } = await client.get<PtmFilterOptions>(`${PTM_PREFIX}/filters`);
      return data;
    },
    studentFile: (academicYear) => client.download(`${PTM_PREFIX}/students/download`, { academicYear }, { loader: true, quiet: true }),
    sample: () => client.download(`${API_PREFIX}/sample`, { entity: PTM_KIND, operation: op.key, multiCentre: true }, { loader: true }),
    preview: (file, mapping) => postPreview(client, op.path, form(file, mapping), { params: { entity: PTM_KIND }, timeoutMs: TIMEOUT_MS }),
    async submit(file, idempotencyKey, mapping) {
      const answer = await client.request({
        method: 'POST', path: op.path, body: form(file, mapping), params: { entity: PTM_KIND },
        flags: { headers: { 'Idempotency-Key': idempotencyKey }, timeoutMs: TIMEOUT_MS, loader: true, fileOnStatus: 422 },
      });
      return isFile(answer) ? { kind: 'errors', file: answer } : { kind: 'job', job: answer.data as Job };
    },
    // Quiet: the dialog says what failed; the list is checked with the server's own rules before it is sent.
    feedback: async (id) => (await client.get<PtmFeedbackQuestions>(feedbackPath(id), undefined, { quiet: true })).data.questions,
    saveFeedback: async (id, input) => (await client.put<PtmFeedbackQuestions>(feedbackPath(id), input, { quiet: true })).data.questions,
  };
}

export const PtmApiContext = createContext<PtmApi>(createPtmApi(http));
export const usePtmApi = () => useContext(PtmApiContext);

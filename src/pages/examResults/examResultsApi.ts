// The exam-result calls: exams and their years, exam configuration, an exam's sample sheet, the pre-signed upload
// URL of an exam and year, the preview (dryRun) and submit of a sheet through that URL (the history is the shared
// list's, through the dataProvider). Each call is quiet: the page says what failed in the spec's words (entities-spec §8).
import { createContext, useContext } from 'react';
import { EXAM_RESULT_PREFIX, type ExamInput } from '../../../schemas/examResults';
import type { ExamRow, ExamUploadUrl } from '../../../schemas/api';
import { http, type HttpClient } from '../../api/httpClient';
import type { FileResult } from '../../api/types';
import type { Job, Preview } from '../uploads/types';
import { postPreview, sheetForm } from '../uploads/uploadsApi';
import type { MappingPair } from '../../../schemas';

export interface ExamResultsApi {
  exams(): Promise<ExamRow[]>;
  years(examId: number): Promise<number[]>;
  createExam(input: ExamInput): Promise<ExamRow>;
  addYear(examId: number, year: number): Promise<ExamRow>;
  sample(examId: number): Promise<FileResult>;
  uploadUrl(examId: number, year: number): Promise<ExamUploadUrl>;
  /** `mapping`: the clerk's column mapping when the sheet's headers are not the sample's (issue 26). */
  preview(url: ExamUploadUrl, file: File, mapping?: MappingPair[]): Promise<Preview>;
  submit(url: ExamUploadUrl, file: File, idempotencyKey: string, mapping?: MappingPair[]): Promise<Job>;
}

const TIMEOUT_MS = 120_000;
const quiet = { quiet: true } as const;

const form = (file: File, mapping?: MappingPair[]) => sheetForm(file, { mapping });

export function createExamResultsApi(client: Pick<HttpClient, 'get' | 'post' | 'download'>): ExamResultsApi {
  const base = EXAM_RESULT_PREFIX;
  return {
    exams: async () => (await client.get<ExamRow[]>(`${base}/exams`, undefined, quiet)).data ?? [],
    years: async (examId) => (await client.get<number[]>(`${base}/exams/${examId}/years`, undefined, quiet)).data ?? [],
    createExam: async (input) => (await client.post<ExamRow>(`${base}/exams`, input, { ...quiet, loader: true })).data,
    addYear: async (examId, year) => (await client.post<ExamRow>(`${base}/exams/${examId}/years`, { year }, { ...quiet, loader: true })).data,
    sample: (examId) => client.download(`${base}/exams/${examId}/sample`, undefined, { ...quiet, loader: true }),
    uploadUrl: async (examId, year) => (await client.post<ExamUploadUrl>(`${base}/upload-url`, { examId, year }, quiet)).data,
    preview: (url, file, mapping) => postPreview(client, url.path, form(file, mapping), { ...quiet, params: url.query, timeoutMs: TIMEOUT_MS }),
    async submit(url, file, idempotencyKey, mapping) {
      const { data } = await client.post<Job>(url.path, form(file, mapping), {
        ...quiet, params: url.query, headers: { 'Idempotency-Key': idempotencyKey }, timeoutMs: TIMEOUT_MS, loader: true,
      });
      return data;
    },
  };
}

export const ExamResultsApiContext = createContext<ExamResultsApi>(createExamResultsApi(http));
export const useExamResultsApi = () => useContext(ExamResultsApiContext);

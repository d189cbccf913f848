// Everything the upload machinery accepts: every entity kind, and the upload targets that are no listed entity
// (PTM schedules, exam results). Routes, parse workers, jobs and history look a target up here by its kind.
import { entities } from './index';
import type { UploadTargetSchema } from './core/uploadTarget';
import { ptmSchedules } from './ptm';
import { examResults } from './examResults';
import { attendanceSheet } from './attendance';
import { feedbackResponses } from './feedback/responses';

export type { UploadTargetSchema } from './core/uploadTarget';

export const uploadTargets: Readonly<Record<string, UploadTargetSchema>> = Object.freeze({ ...entities, [ptmSchedules.kind]: ptmSchedules, [examResults.kind]: examResults, [attendanceSheet.kind]: attendanceSheet, [feedbackResponses.kind]: feedbackResponses });

/** The target of a kind; undefined for anything else, including '__proto__' from a URL. */
export function getUploadTarget(kind: string): UploadTargetSchema | undefined {
  return Object.hasOwn(uploadTargets, kind) ? uploadTargets[kind] : undefined;
}

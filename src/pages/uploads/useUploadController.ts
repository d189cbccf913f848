// The upload page's controller (DESIGN: controller and view apart): which kind, operation, centre mode and centre;
// the file checks the page can make at once; the dryRun that leads to the preview; the sample download.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { EntitySchema, MappingPair, MappingProposal, UploadOperation } from '../../../schemas';
import { HttpError } from '../../api/errors';
import { toastError, toastSuccess } from '../../shell/feedback';
import { saveBlob } from '../../../resources/actions/ExportButton';
import { SHEET_FILE, UPLOAD_TEXT } from './messages';
import { newIdempotencyKey, uploadSession } from './uploadSession';
import { useUploadsApi } from './uploadsApi';
import { proposalOf } from './useSheetFile';
import { centreQuestion, modeFor, type CentreQuestion } from './centreMode';
import type { CentreOption, UploadTarget } from './types';

import { UPLOAD_PATHS } from './paths';

export const PREVIEW_PATH = UPLOAD_PATHS.preview;

export type CentreMode = 'single' | 'multi';

export interface UploadController {
  schema: EntitySchema;
  operation: UploadOperation;
  setOperation(key: string): void;
  mode: CentreMode;
  /** What the page asks about centres: a choice, nothing (mappings), or a fixed mode (test accounts, one-centre users). */
  question: CentreQuestion;
  setMode(mode: CentreMode): void;
  centres: { list: CentreOption[]; isPending: boolean; failed: boolean };
  centreId: number | null;
  setCentreId(id: number | null): void;
  /** The dryRun is running; the page shows the schema's loader text. */
  previewing: boolean;
  error: string | null;
  /** False (with the spec's message shown) when the page is not ready for a file. */
  canChooseFile(): boolean;
  onFiles(files: readonly File[]): Promise<void>;
  /** The sheet's headers are not the operation's: the server's proposed mapping, for the clerk to confirm. */
  mappingStep: MappingStepState | null;
  confirmMapping(pairs: MappingPair[]): Promise<void>;
  cancelMapping(): void;
  downloadSample(operation: string, multiCentre: boolean): Promise<void>;
}

export interface MappingStepState {
  file: File;
  target: UploadTarget;
  proposal: MappingProposal;
  /** The server's words: why the headers did not match, or why the mapping sent was refused. */
  problem: string;
  refused: boolean;
}

export function useUploadController(schema: EntitySchema): UploadController {
  const api = useUploadsApi();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const operation = schema.uploads.operations.find((o) => o.key === params.get('operation')) ?? schema.uploads.operations[0];
  const centres = useQuery({ queryKey: ['uploads', 'centres'], queryFn: () => api.centres(), staleTime: 60_000 });
  const question = centreQuestion(operation, centres.data?.length);
  const mode: CentreMode = modeFor(question, params.get('mode') === 'multi' ? 'multi' : 'single');
  const [picked, setCentreId] = useState<number | null>(null);
  // A user with one centre has nothing to pick: their centre is the upload's.
  const centreId = picked ?? (question === 'singleOnly' ? centres.data![0].id : null);
  const [previewing, setPreviewing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [mappingStep, setMappingStep] = useState<MappingStepState | null>(null);

  const setParam = (key: string, value: string) => setParams((p) => { p.set(key, value); return p; }, { replace: true });

  /** A choice the page needs first (a centre, a sheet file): the toast says it, once; no second copy in the page. */
  function fail(message: string) {
    setError(null);
    toastError(message);
  }

  function canChooseFile(): boolean {
    if (mode === 'single' && centreId === null) {
      fail(UPLOAD_TEXT.selectCentre);
      return false;
    }
    return true;
  }

  async function onFiles(files: readonly File[]) {
    setError(null);
    const file = files[0];
    if (!file || files.length > 1 || !SHEET_FILE.test(file.name)) return fail(UPLOAD_TEXT.badFormat);
    if (!canChooseFile()) return;
    const target: UploadTarget = {
      entity: schema.kind, operation: operation.key, path: operation.path, multiCentre: mode === 'multi', centreId: mode === 'single' ? centreId : null,
    };
    setMappingStep(null);
    await preview(file, target);
  }

  async function preview(file: File, target: UploadTarget) {
    setPreviewing(true);
    try {
      const answer = await api.preview(target, file);
      setMappingStep(null);
      uploadSession.set({ file, target, preview: answer, idempotencyKey: newIdempotencyKey(), returnTo: `${location.pathname}${location.search}` });
      navigate(PREVIEW_PATH, { state: location.state });
    } catch (err) {
      const message = err instanceof HttpError && err.message ? err.message : UPLOAD_TEXT.uploadFailed;
      const proposal = proposalOf(err);
      // Headers that are not the operation's: the mapping step, with the server's proposal (issue 26).
      if (proposal) setMappingStep({ file, target, proposal, problem: message, refused: target.mapping !== undefined });
      // The call layer has already shown the server's words in a toast; the page keeps them in view.
      else setError(message);
    } finally {
      setPreviewing(false);
    }
  }

  async function confirmMapping(pairs: MappingPair[]) {
    if (!mappingStep) return;
    setError(null);
    await preview(mappingStep.file, { ...mappingStep.target, mapping: pairs });
  }

  async function downloadSample(op: string, multiCentre: boolean) {
    try {
      const file = await api.sample(schema.kind, op, multiCentre);
      saveBlob(file.blob, file.fileName ?? `${schema.kind}-${op}-sample.xlsx`);
      toastSuccess(UPLOAD_TEXT.success, UPLOAD_TEXT.sampleDownloaded);
    } catch {
      toastError(UPLOAD_TEXT.downloadFailed);
    }
  }

  return {
    schema, operation, mode, question, centreId, previewing, error, canChooseFile, onFiles, downloadSample, mappingStep, confirmMapping,
    cancelMapping: () => setMappingStep(null),
    setOperation: (key) => { setError(null); setMappingStep(null); setParam('operation', key); },
    setMode: (next) => { setError(null); setMappingStep(null); setParam('mode', next); },
    setCentreId: (id) => { setError(null); setCentreId(id); },
    centres: { list: centres.data ?? [], isPending: centres.isPending, failed: centres.isError },
  };
}

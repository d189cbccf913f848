// One dropped sheet on an upload tab outside the entity upload page (attendance, PTM, exam results): the file, its
// preview (the upload machinery's dryRun) and the Idempotency-Key its submit will carry, with the busy flag and the
// error line under the drop zone, and the column-mapping step when a sheet's headers are not the target's (issue 26).
// Each tab says how its preview is asked and what a submit does; the confirmed mapping goes with both.
import { useRef, useState } from 'react';
import type { MappingPair, MappingProposal } from '../../../schemas';
import { HttpError } from '../../api/errors';
import { SHEET_FILE, UPLOAD_TEXT } from './messages';
import { newIdempotencyKey } from './uploadSession';
import type { Preview } from './types';

/** The server's message where it sent one, else `fallback` (a network failure has none worth showing). */
export const messageOf = (err: unknown, fallback: string): string =>
  (err instanceof HttpError && err.status > 0 && err.message ? err.message : fallback);

/** The proposed column mapping a 422 preview answer carries, if any (server/uploads/parseUpload.ts). */
export function proposalOf(err: unknown): MappingProposal | null {
  const data = err instanceof HttpError ? (err.body as { data?: { mapping?: MappingProposal } } | undefined)?.data : undefined;
  return data?.mapping && Array.isArray(data.mapping.columns) ? data.mapping : null;
}

/** The sheet's headers are not the target's: the server's proposal, for the clerk to confirm. */
export interface SheetMappingStep {
  file: File;
  proposal: MappingProposal;
  /** The server's words: why the headers did not match, or why the mapping sent was refused. */
  problem: string;
  refused: boolean;
}

/** How a tab asks for a preview: with the clerk's confirmed mapping when there is one. */
export type PreviewOf = (file: File, mapping?: MappingPair[]) => Promise<Preview | undefined>;

export function useSheetFile() {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [key, setKey] = useState(newIdempotencyKey);
  const [mapping, setMapping] = useState<MappingPair[] | undefined>(undefined);
  const [mappingStep, setMappingStep] = useState<SheetMappingStep | null>(null);
  const lastPreviewOf = useRef<PreviewOf | null>(null);

  function clear() {
    setFile(null);
    setPreview(null);
    setError(null);
    setMapping(undefined);
    setMappingStep(null);
  }

  /** Busy while `work` runs. */
  async function whileBusy<T>(work: () => Promise<T>): Promise<T> {
    setBusy(true);
    try {
      return await work();
    } finally {
      setBusy(false);
    }
  }

  /**
   * A drop: nothing for no file; one .xlsx/.xls/.ods/.csv sheet or the format message; then its preview by
   * `previewOf`, which may answer undefined to stop (having said why). A new preview gets a new key: it is a new upload.
   */
  async function choose(files: readonly File[], previewOf: PreviewOf, ready: () => boolean = () => true) {
    const chosen = files[0];
    if (!chosen) return;
    clear();
    if (!ready()) return;
    if (files.length > 1 || !SHEET_FILE.test(chosen.name)) return setError(UPLOAD_TEXT.badFormat);
    lastPreviewOf.current = previewOf;
    await previewWith(chosen, previewOf, undefined);
  }

  async function previewWith(chosen: File, previewOf: PreviewOf, pairs: MappingPair[] | undefined) {
    await whileBusy(async () => {
      try {
        const answer = await previewOf(chosen, pairs);
        if (!answer) return;
        setMappingStep(null);
        setMapping(pairs);
        setPreview(answer);
        setFile(chosen);
        setKey(newIdempotencyKey());
      } catch (err) {
        const message = messageOf(err, UPLOAD_TEXT.uploadFailed);
        const proposal = proposalOf(err);
        // Headers that are not the target's: the mapping step, with the server's proposal, instead of an error line.
        if (proposal) setMappingStep({ file: chosen, proposal, problem: message, refused: pairs !== undefined });
        else setError(message);
      }
    });
  }

  /** The clerk confirmed the mapping: the same file previewed again, read through it. */
  async function confirmMapping(pairs: MappingPair[]) {
    if (!mappingStep || !lastPreviewOf.current) return;
    setError(null);
    await previewWith(mappingStep.file, lastPreviewOf.current, pairs);
  }

  return {
    file, preview, busy, error, key, mapping, mappingStep, setError, clear, choose, whileBusy, confirmMapping,
    cancelMapping: () => setMappingStep(null),
  };
}

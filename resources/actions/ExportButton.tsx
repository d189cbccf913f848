// Export: the whole filtered list (every page) as .xlsx from the server, named as §9 says by the server's
// Content-Disposition (the schema's download name when it sends none).
import { useState } from 'react';
import { Button } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import type { ResourceSchema } from '../../schemas';
import { toListQuery, type QueryParams } from '../../schemas/listQuery';
import { useEntityApi } from '../api';
import { MESSAGES } from '../messages';
import { useEntityToast } from '../toast';

/** The list's filters and sort as export parameters: no page or limit, the export holds every page. */
export function exportParams(filter: Record<string, unknown>, sort: { field: string; order: string }): QueryParams {
  const { page: _page, limit: _limit, ...rest } = toListQuery({ filter, sort });
  return rest;
}

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked a little later: some browsers start reading the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export interface ExportButtonProps {
  schema: ResourceSchema;
  filter: Record<string, unknown>;
  sort: { field: string; order: string };
  /** With "Select all N matching": the count, said on the button (the export always holds the whole filter). */
  matching?: number;
}

export function ExportButton({ schema, filter, sort, matching }: ExportButtonProps) {
  const api = useEntityApi();
  const toast = useEntityToast();
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    try {
      const file = await api.exportList(schema, exportParams(filter, sort));
      saveBlob(file.blob, file.fileName ?? `${schema.export?.downloadName ?? schema.kind}.xlsx`);
      toast.success(MESSAGES.downloaded);
    } catch {
      toast.error(MESSAGES.downloadFailed);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="outlined" size="small" startIcon={<FileDownloadOutlinedIcon />} onClick={run} disabled={busy}>
      {matching === undefined ? 'Export' : `Export all ${matching.toLocaleString('en-IN')}`}
    </Button>
  );
}

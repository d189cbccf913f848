// Helpers of the undo tests (issue 26 item 5): a sheet submitted and applied, and the undo's preview and submit.
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { upload, waitForJob, xlsx, type Cells } from './uploadsKit.js';

const HISTORY = '/api/auth/v4/glorifire-entities/upload-history';

export function undoKit(app: () => FastifyInstance, token: () => string) {
  const call = (method: 'GET' | 'POST', id: number, as = token()) => app().inject({ method, url: `${HISTORY}/${id}/undo`, headers: { 'access-token': as } });
  return {
    /** The sheet uploaded and applied: its finished job. */
    async applied(path: string, entity: string, rows: Cells[], fields: Record<string, string> = {}) {
      const res = await upload(app(), { path, entity, file: xlsx(rows), token: token(), fields });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(202);
      const job = await waitForJob(app(), token(), res.json().data.id);
      expect(job.status, job.errorMessage ?? '').toBe('successful');
      return job as { id: number; undoable: boolean };
    },
    preview: call.bind(null, 'GET'),
    submit: call.bind(null, 'POST'),
    /** The undo submitted and run: its finished job. */
    async undone(id: number) {
      const res = await call('POST', id);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(202);
      return waitForJob(app(), token(), res.json().data.id);
    },
    async historyRow(id: number) {
      return (await app().inject({ method: 'GET', url: `${HISTORY}/${id}`, headers: { 'access-token': token() } })).json().data;
    },
  };
}

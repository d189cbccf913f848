// Fixing a cell in an upload's preview (issue 26 item 2): the row is checked again at once, as an uploaded row is,
// with the in-file duplicate check and the database checks, and the answer carries the preview's new counts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PREFIX } from '../../schemas/index.js';
import { rowEdit, rowRecheckAnswer } from '../../schemas/api/index.js';
import { principalOf } from '../auth/plugin.js';
import { ApiError, forbidden, ok } from '../http/envelope.js';
import { answers } from '../http/responses.js';
import { canUpload } from '../uploads/context.js';
import { editSession } from '../uploads/previewEdits.js';
import { FIX_MESSAGES } from '../uploads/previewFixes.js';
import { recheckRow } from '../uploads/rowRecheck.js';
import type { RouteDeps } from './deps.js';

const params = z.strictObject({
  key: z.string().uuid({ error: 'The preview key is not one this server gave' }),
  row: z.coerce.number().int().min(2).max(1_000_000),
});

export default async function uploadPreviewEditRoutes(app: FastifyInstance, { db }: RouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(`/api/${API_PREFIX}/upload-preview/:key/rows/:row`, {
    config: { access: { signedIn: true } },
    schema: { tags: ['uploads'], params, body: rowEdit, response: answers(rowRecheckAnswer) },
  }, async (req) => {
    const p = principalOf(req);
    const s = editSession(req.params.key, p.userId);
    if (!s) throw new ApiError(409, FIX_MESSAGES.gone);
    // The ability is asked again: it may have been taken away since the preview.
    if (!canUpload(p, s.ctx.entity)) throw forbidden();
    return ok(await recheckRow(db, s, req.params.row, req.body.cells), 'Row checked again');
  });
}

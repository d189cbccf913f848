// Fixing a cell in an upload's preview (issue 26 item 2): the row is checked again at once, as an uploaded row is,
// with the in-file duplicate check and the database checks, and the answer carries the preview's new counts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PREFIX } from '../../schemas/index.js';
import { rowEdit, rowRecheckAnswer } from '../../schemas/api/index.js';
import { principalOf } from '../auth/plugin.js';
import { forbidden, ok } from '../http/envelope.js';
import { answers } from '../http/responses.js';
import { canUpload } from '../uploads/context.js';
import { fixRow } from '../uploads/previewFixes.js';
import { uploadTargets } from '../../schemas/uploadTargets.js';
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
    // Only someone who may upload something gets further; the preview's own ability is asked again when its context
    // is made (planContext), and a key is only ever found for the user who made the preview.
    if (!Object.values(uploadTargets).some((t) => canUpload(p, t))) throw forbidden();
    return ok(await fixRow(db, p, req.params.key, req.params.row, req.body.cells), 'Row checked again');
  });
}

// Teacher feedback's own lists (slot 151): Faculty Performance per faculty and question, and the remarks with their
// search (the shared list query on the remarks' resource). The questions, forms and activations are entities; the
// responses sheet goes through the shared uploads.
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuerySchema } from '../../schemas/index.js';
import { listPage } from '../../schemas/api/envelope.js';
import { FEEDBACK_PREFIX, PERFORMANCE_ABILITY, feedbackRemarks } from '../../schemas/feedback/responses.js';
import { performanceQuery } from '../../schemas/feedback/query.js';
import { principalOf } from '../auth/plugin.js';
import { listEntities } from '../entities/listRepo.js';
import { facultyPerformance } from '../feedback/performance.js';
import { ok } from '../http/envelope.js';
import { answers } from '../http/responses.js';
import type { RoutePlugin } from './deps.js';

const tags = ['teacher-feedback'];
const config = { access: { ability: PERFORMANCE_ABILITY } };
const anyRow = z.record(z.string(), z.unknown());

const teacherFeedbackRoutes: RoutePlugin = async (app, { db, database }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = `/api/${FEEDBACK_PREFIX}`;
  r.get(`${base}/performance`, { config, schema: { tags, querystring: performanceQuery, response: answers(listPage(anyRow)) } }, async (req) =>
    ok(await facultyPerformance(db, principalOf(req), req.query)));
  r.get(`${base}/remarks`, { config, schema: { tags, querystring: listQuerySchema(feedbackRemarks), response: answers(listPage(anyRow)) } }, async (req) =>
    ok(await listEntities(db, database.kind, feedbackRemarks, principalOf(req), req.query)));
};

export default teacherFeedbackRoutes;

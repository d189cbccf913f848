// The training-platform hand-off (console-spec §4 My Training and Help Guide, §7 GET auth/glorifire-token).
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from './deps.js';
import { ok } from '../http/envelope.js';
import { answers } from '../http/responses.js';
import { trainingTokenAnswer } from '../../schemas/api/index.js';
import { principalOf } from '../auth/plugin.js';
import { issueTrainingToken, trainingTokenSecret } from '../auth/trainingToken.js';

export const TOKEN_ISSUED = 'Training token issued';
export const ACCOUNT_UNAVAILABLE = 'Your Glorifire account has not been created yet. Please contact your account manager.';

export default async function trainingRoutes(app: FastifyInstance, { config, db }: RouteDeps) {
  // The token is a credential: like every personal API answer it goes out with no-store (http/securityHeaders.ts).
  app.get('/api/auth/glorifire-token', { config: { access: { signedIn: true } }, schema: { tags: ['training'], response: answers(trainingTokenAnswer) } }, async (req) => {
    const p = principalOf(req);
    const base = { trainingUser: p.trainingUser, platformUrl: config.trainingPlatformUrl };
    // A user without a training account gets code 200 and no token: the console then shows 'account unavailable'.
    if (!p.trainingUser) return ok({ ...base, authToken: null, expiresAt: null }, ACCOUNT_UNAVAILABLE);
    const name = [p.firstName, p.lastName].filter(Boolean).join(' ');
    const { token, expiresAt } = issueTrainingToken({ userId: p.userId, username: p.username, name }, await trainingTokenSecret(db));
    return ok({ ...base, authToken: token, expiresAt }, TOKEN_ISSUED);
  });
}

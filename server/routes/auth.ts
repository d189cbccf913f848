// Sign-in, abilities, sign-out. Handlers stay short: the work is in the repositories.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteDeps } from './deps.js';
import { findUserByUsername, loadPrincipal } from '../db/repos/users.js';
import { endSession, openSession } from '../db/repos/sessions.js';
import { clearFailures, recordFailure, waitBeforeLogin } from '../db/repos/loginThrottle.js';
import { writeAudit } from '../db/repos/audit.js';
import { ApiError, ok, unauthorized } from '../http/envelope.js';
import { dummyPasswordHash, hashToken, newToken, verifyPassword } from '../auth/passwords.js';
import { principalOf } from '../auth/plugin.js';
import { toLoginData } from '../auth/loginData.js';
import { answers } from '../http/responses.js';
import { abilitiesAnswer, loginAnswer, noData, sessionAnswer } from '../../schemas/api/index.js';

export const WRONG_CREDENTIALS = 'Invalid username or password.';
/** Body code for a failed sign-in: not 401, so the console shows the message instead of logging out. */
export const WRONG_CREDENTIALS_CODE = 4010;

const loginBody = z.object({
  username: z.string().trim().min(1, 'Username is required').max(100, 'Username must be at most 100 characters'),
  password: z.string().min(1, 'Password is required').max(200, 'Password must be at most 200 characters'),
});

export default async function authRoutes(app: FastifyInstance, { db }: RouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/auth/login', { config: { access: { public: true } }, schema: { body: loginBody, tags: ['auth'], response: answers(loginAnswer) } }, async (req) => {
    const { username, password } = req.body;
    const waitMs = await waitBeforeLogin(db, username);
    if (waitMs > 0) {
      throw new ApiError(429, `Too many failed sign-in attempts. Try again in ${Math.ceil(waitMs / 1000)} seconds.`);
    }
    const user = await findUserByUsername(db, username);
    const valid = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
    // An inactive user is refused exactly like a wrong password: no account enumeration.
    if (!user || !valid || !user.active) {
      await recordFailure(db, username);
      throw unauthorized(WRONG_CREDENTIALS, WRONG_CREDENTIALS_CODE);
    }
    await clearFailures(db, username);
    const token = newToken();
    await openSession(db, user.id, hashToken(token));
    await writeAudit(db, { userId: user.id, action: 'login' });
    const principal = (await loadPrincipal(db, user.id))!;
    return ok({ authToken: token, loginData: toLoginData(principal) }, 'Login successful');
  });

  r.get('/api/auth/session', { config: { access: { signedIn: true } }, schema: { tags: ['auth'], response: answers(sessionAnswer) } }, async (req) =>
    ok({ loginData: toLoginData(principalOf(req)) }));

  r.get('/api/auth/abilities', { config: { access: { signedIn: true } }, schema: { tags: ['auth'], response: answers(abilitiesAnswer) } }, async (req) =>
    ok(principalOf(req).roles[0]?.abilities ?? []));

  r.post('/api/auth/logout', { config: { access: { signedIn: true } }, schema: { tags: ['auth'], response: answers(noData) } }, async (req) => {
    await endSession(db, req.sessionId!, 'logout');
    await writeAudit(db, { userId: principalOf(req).userId, action: 'logout' });
    return ok(null, 'Logged out');
  });
}

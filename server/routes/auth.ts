// Sign-in, abilities, sign-out. Handlers stay short: the work is in the repositories.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteDeps } from './deps.js';
import { findUserByUsername, loadPrincipal, replacePasswordHash } from '../db/repos/users.js';
import { endSession, openSession } from '../db/repos/sessions.js';
import { clearFailures, noteFailedCheck, takeLoginAttempt, type AttemptKey } from '../db/repos/loginThrottle.js';
import { writeAudit } from '../db/repos/audit.js';
import { ApiError, ok, unauthorized } from '../http/envelope.js';
import { dummyPasswordHash, hashPassword, hashToken, needsRehash, newToken, verifyPassword } from '../auth/passwords.js';
import { principalOf } from '../auth/plugin.js';
import { toLoginData } from '../auth/loginData.js';
import { answers } from '../http/responses.js';
import { abilitiesAnswer, loginAnswer, noData, sessionAnswer } from '../../schemas/api/index.js';
import type { Db } from '../db/client.js';
import { clientKey } from '../potentialMatches/rateLimit.js';
import { readRateLimit } from './potentialMatches.js';

export const WRONG_CREDENTIALS = 'Invalid username or password.';
/** Body code for a failed sign-in: not 401, so the console shows the message instead of logging out. */
export const WRONG_CREDENTIALS_CODE = 4010;

const loginBody = z.object({
  username: z.string().trim().min(1, 'Username is required').max(100, 'Username must be at most 100 characters'),
  password: z.string().min(1, 'Password is required').max(200, 'Password must be at most 200 characters'),
});

/**
 * The user when the password is right and the account active; undefined otherwise (an inactive user is refused
 * exactly like a wrong password: no account enumeration). The attempt is counted before the check, atomically.
 */
async function checkCredentials(db: Db, key: AttemptKey, password: string) {
  const waitMs = await takeLoginAttempt(db, key);
  if (waitMs > 0) throw new ApiError(429, `Too many failed sign-in attempts. Try again in ${Math.ceil(waitMs / 1000)} seconds.`);
  const user = await findUserByUsername(db, key.username);
  const valid = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !valid || !user.active) {
    await noteFailedCheck(db, key);
    return undefined;
  }
  await clearFailures(db, key);
  // A hash made at an older, lower cost is replaced now that the password is known (passwords.ts).
  if (needsRehash(user.passwordHash)) await replacePasswordHash(db, user.id, user.passwordHash, await hashPassword(password));
  return user;
}

export default async function authRoutes(app: FastifyInstance, { db }: RouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The client as the potential-matches limit sees it: the socket, or what TRUSTED_PROXY_HOPS proxies saw.
  const { proxyHops } = readRateLimit();

  r.post('/api/auth/login', { config: { access: { public: true } }, schema: { body: loginBody, tags: ['auth'], response: answers(loginAnswer) } }, async (req) => {
    const { username, password } = req.body;
    const user = await checkCredentials(db, { client: clientKey(req, proxyHops), username }, password);
    if (!user) throw unauthorized(WRONG_CREDENTIALS, WRONG_CREDENTIALS_CODE);
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

// The peer of the lean-requests bench (issue 28 item 3): a bare Fastify 5 + `pg` server, run as its own process by
// leanRequests.ts. One route runs the very statements the console ran for the same list request (captured by the
// bench and handed over in LEAN_STATEMENTS), after an equivalent session check: one indexed select of the session
// by its token hash joined to its user. No ORM, no schema, no plugins: the floor the console is measured against.
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

export interface CapturedStatement { text: string; params: unknown[] }

const statements = JSON.parse(process.env.LEAN_STATEMENTS ?? '[]') as CapturedStatement[];
const idleMs = Number(process.env.LEAN_IDLE_MS ?? 1_800_000);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.LEAN_POOL_SIZE ?? 10) });

const SESSION = `select s.id, s.ended_reason, s.last_seen_at, u.active, s.created_at >= coalesce(u.access_changed_at, s.created_at) as access_current
  from sessions s join users u on u.id = s.user_id where s.token_hash = $1`;

const app = Fastify({ logger: false });

app.get('/api/health', async () => ({ ok: true }));

app.get('/peer/list', async (req, reply) => {
  const token = req.headers['access-token'];
  if (typeof token !== 'string') return reply.code(401).send({ code: 401, message: 'no token', data: null });
  const hash = createHash('sha256').update(token).digest('base64url');
  const s = (await pool.query(SESSION, [hash])).rows[0];
  if (!s || s.ended_reason || !s.active || !s.access_current || Date.now() - new Date(s.last_seen_at).getTime() > idleMs) {
    return reply.code(401).send({ code: 401, message: 'session ended', data: null });
  }
  // The page and its total together, as the console runs them.
  const results = await Promise.all(statements.map((st) => pool.query(st.text, st.params)));
  const rows = results[0].rows;
  const totalCount = results.length > 1 ? (results[1].rows[0] as { n: number }).n : rows.length;
  return { code: 200, message: 'Success', data: { rows, totalCount } };
});

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
const stop = async () => { await app.close(); await pool.end(); process.exit(0); };
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

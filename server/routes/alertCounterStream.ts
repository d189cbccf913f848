/**
 * GET /api/auth/alert-escalation/counters/stream: server-sent events telling the console that its organisation's
 * alert counters changed ("counters"), so the banner and dashboard re-fetch their own counts at once instead of at
 * the next poll. Authenticated like every route, with the access-token header: the console reads it with fetch
 * streaming, not EventSource, which cannot send headers (and a token in a URL ends up in logs). The stream ends
 * after STREAM_MAX_MS so the session is checked again when the console reconnects.
 */
import { PassThrough } from 'node:stream';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from './deps.js';
import { principalOf } from '../auth/plugin.js';
import { CounterEvents } from '../alerts/counterEvents.js';

export const COUNTER_STREAM_URL = '/api/auth/alert-escalation/counters/stream';
const STREAM_MAX_MS = 10 * 60_000;
// Proxies and load balancers drop a silent connection after a minute or so.
const PING_MS = 25_000;
const eventStream = z.any().meta({ type: 'string', description: 'text/event-stream: `event: counters` when the counts may have changed' });

export default async function alertCounterStreamRoutes(app: FastifyInstance, { database }: RouteDeps) {
  const events = new CounterEvents();
  const open = new Set<() => void>();
  app.addHook('onReady', async () => events.start(database));
  // Open streams would keep app.close() waiting: their connections are not idle, and Fastify closes idle ones only.
  app.addHook('preClose', async () => { for (const close of open) close(); });
  app.addHook('onClose', async () => events.stop());

  app.get(COUNTER_STREAM_URL, { config: { access: { signedIn: true } }, schema: { tags: ['alerts'], response: { 200: eventStream } } }, async (req, reply) => {
    const stream = new PassThrough();
    const send = (text: string) => { if (!stream.writableEnded) stream.write(text); };
    const unsubscribe = events.subscribe(principalOf(req).orgId, () => send('event: counters\ndata: {}\n\n'));
    const ping = setInterval(() => send(': ping\n\n'), PING_MS);
    const maxAge = setTimeout(() => stream.end(), STREAM_MAX_MS);
    const done = () => { unsubscribe(); clearInterval(ping); clearTimeout(maxAge); open.delete(shut); stream.end(); };
    const shut = () => { done(); reply.raw.destroy(); };
    open.add(shut);
    // The response's close, not the request's: the request closes once read, the response when the console goes.
    reply.raw.once('close', done);
    // The first bytes tell the console that the stream is up (it then polls slowly).
    send('retry: 3000\nevent: open\ndata: {}\n\n');
    return reply.header('content-type', 'text/event-stream; charset=utf-8').header('cache-control', 'no-store')
      .header('x-accel-buffering', 'no').send(stream);
  });
}

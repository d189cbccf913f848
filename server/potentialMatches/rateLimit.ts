// A per-client request limit for the public potential-matches endpoints (issue 15: protected from abuse). A fixed
// window per client, counted in the database (db/repos/sharedState.ts), so any number of server processes together
// allow one limit per client, not one each (issue 27).
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { countRequest, sweepRequestWindows } from '../db/repos/sharedState.js';

export interface RateLimitOptions {
  /** Requests allowed per client in one window. */
  limit: number;
  windowMs: number;
  /** Names the counters of this limit apart from any other's. */
  scope: string;
}

export type RateDecision = { allowed: true; remaining: number } | { allowed: false; retryAfterS: number };

export function createRateLimiter(db: Db, { limit, windowMs, scope }: RateLimitOptions) {
  return {
    async take(client: string): Promise<RateDecision> {
      const { count, resetInMs } = await countRequest(db, `${scope}:${client}`, windowMs);
      if (count > limit) return { allowed: false, retryAfterS: Math.max(1, Math.ceil(resetInMs / 1000)) };
      return { allowed: true, remaining: limit - count };
    },
    /** Drops ended windows (any process may; the route does it once per window). */
    sweep: () => sweepRequestWindows(db, windowMs),
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/**
 * The client a request is counted against. app.ts trusts every proxy hop, so req.ip is the left-most
 * X-Forwarded-For entry, which any client can write: it would let a client pick a fresh key per request. Instead
 * the address is the socket's, or with `proxyHops` reverse proxies in front, the one the outermost of them saw
 * (req.ips lists the socket's address, then X-Forwarded-For from right to left). IPv6 clients count per /64, the
 * block one subscriber usually holds.
 */
export function clientKey(req: Pick<FastifyRequest, 'ips' | 'socket'>, proxyHops = 0): string {
  const chain = req.ips ?? [];
  const raw = (proxyHops > 0 ? chain[Math.min(proxyHops, chain.length - 1)] : undefined) ?? req.socket.remoteAddress ?? 'unknown';
  const addr = raw.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (!addr.includes(':')) return addr;
  const groups = expandIpv6(addr);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : addr;
}

function expandIpv6(addr: string): string[] | null {
  const [head, tail, extra] = addr.toLowerCase().split('%')[0].split('::');
  if (extra !== undefined) return null;
  const left = head ? head.split(':') : [];
  const right = tail !== undefined && tail ? tail.split(':') : [];
  const fill = tail === undefined ? 0 : 8 - left.length - right.length;
  if (fill < 0) return null;
  return [...left, ...Array<string>(fill).fill('0'), ...right].map((g) => g.replace(/^0+(?=.)/, ''));
}

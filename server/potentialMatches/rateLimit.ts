// A per-client request limit kept in this process's memory (issue 15: the public potential-matches endpoint is
// protected from abuse). A fixed window per client: simple, O(1) per request, and the memory it holds is bounded
// (expired windows are swept once the map grows). With several server processes each one counts on its own.
import type { FastifyRequest } from 'fastify';

export interface RateLimitOptions {
  /** Requests allowed per client in one window. */
  limit: number;
  windowMs: number;
  now?: () => number;
  /** Past this many tracked clients, expired windows are swept. */
  sweepAbove?: number;
}

export type RateDecision = { allowed: true; remaining: number } | { allowed: false; retryAfterS: number };

export function createRateLimiter({ limit, windowMs, now = Date.now, sweepAbove = 10_000 }: RateLimitOptions) {
  const windows = new Map<string, { start: number; count: number }>();

  function sweep(t: number) {
    for (const [key, w] of windows) if (t - w.start >= windowMs) windows.delete(key);
  }

  function take(key: string): RateDecision {
    const t = now();
    let w = windows.get(key);
    if (!w || t - w.start >= windowMs) {
      if (!w && windows.size >= sweepAbove) sweep(t);
      w = { start: t, count: 0 };
      windows.set(key, w);
    }
    if (w.count >= limit) return { allowed: false, retryAfterS: Math.max(1, Math.ceil((w.start + windowMs - t) / 1000)) };
    w.count += 1;
    return { allowed: true, remaining: limit - w.count };
  }

  return { take, size: () => windows.size };
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

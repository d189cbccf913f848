import { describe, expect, it } from 'vitest';
import { clientKey, createRateLimiter } from './rateLimit';

describe('createRateLimiter', () => {
  it('allows `limit` requests per window, then says how long to wait, and opens again when the window ends', () => {
    let t = 1_000_000;
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now: () => t });
    expect([1, 2, 3].map(() => limiter.take('a'))).toEqual([
      { allowed: true, remaining: 2 }, { allowed: true, remaining: 1 }, { allowed: true, remaining: 0 },
    ]);
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterS: 60 });
    t += 59_001;
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterS: 1 });
    expect(limiter.take('b')).toEqual({ allowed: true, remaining: 2 });
    t += 999;
    expect(limiter.take('a')).toEqual({ allowed: true, remaining: 2 });
  });

  it('sweeps expired windows once many clients are tracked, so memory stays bounded', () => {
    let t = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now: () => t, sweepAbove: 100 });
    for (let i = 0; i < 100; i++) limiter.take(`c${i}`);
    expect(limiter.size()).toBe(100);
    t = 1000;
    limiter.take('late');
    expect(limiter.size()).toBe(1);
  });
});

describe('clientKey', () => {
  const req = (remoteAddress: string, ips?: string[]) => ({ socket: { remoteAddress }, ips }) as never;

  it.each([
    [req('10.0.0.1', ['10.0.0.1', '203.0.113.9']), 0, '10.0.0.1'],
    [req('::ffff:10.0.0.1'), 0, '10.0.0.1'],
    [req('10.0.0.1', ['10.0.0.1', '198.51.100.4', '203.0.113.9']), 1, '198.51.100.4'],
    [req('10.0.0.1', ['10.0.0.1']), 1, '10.0.0.1'],
    [req('2001:db8:aa:bb:1:2:3:4'), 0, '2001:db8:aa:bb::/64'],
    [req('2001:db8::1'), 0, '2001:db8:0:0::/64'],
  ])('counts %o with %i proxy hops as %s', (r, hops, key) => {
    expect(clientKey(r, hops)).toBe(key);
  });
});

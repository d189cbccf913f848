import { describe, expect, it } from 'vitest';
import { clientKey } from './rateLimit';

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

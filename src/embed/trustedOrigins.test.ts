import { describe, expect, it, vi } from 'vitest';
import { fetchTrustedOrigins } from './trustedOrigins';
import { embedModeFor, isFramed } from './embedMode';

const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe('fetchTrustedOrigins', () => {
  it('reads the list from GET config/embed under the API base', async () => {
    const f = answer(200, { code: 200, message: 'Success', data: { trustedOrigins: ['https://crm.example.com', '*'] } });
    expect(await fetchTrustedOrigins(f, '/api/')).toEqual(['https://crm.example.com']);
    expect(f).toHaveBeenCalledWith('/api/config/embed', expect.objectContaining({ credentials: 'omit' }));
  });

  it.each([
    ['a server error', answer(500, { code: 500 })],
    ['a body without the list', answer(200, { code: 200, data: {} })],
    ['a network failure', vi.fn(async () => { throw new TypeError('Failed to fetch'); })],
    ['a body that is not JSON', vi.fn(async () => new Response('<html>', { status: 200 }))],
  ])('fails closed (empty list) on %s', async (_label, f) => {
    expect(await fetchTrustedOrigins(f, '/api/')).toEqual([]);
  });
});

describe('embed mode', () => {
  it.each([
    [false, '/potential-matches', { framed: false, thirdParty: false }],
    [true, '/dashboard', { framed: true, thirdParty: false }],
    [true, '/potential-matches', { framed: true, thirdParty: true }],
    [true, '/potential-matches/', { framed: true, thirdParty: true }],
    [true, '/exam-result/potential-matches', { framed: true, thirdParty: true }],
    [true, '/exam-result/upload', { framed: true, thirdParty: false }],
  ])('framed=%s on %s', (framed, path, mode) => {
    expect(embedModeFor(framed, path)).toEqual(mode);
  });

  it('is framed when self differs from top, or when top cannot be read', () => {
    const self = {};
    expect(isFramed({ self, top: self })).toBe(false);
    expect(isFramed({ self, top: {} })).toBe(true);
    const hostile = { self, get top(): unknown { throw new Error('cross-origin'); } };
    expect(isFramed(hostile)).toBe(true);
  });
});

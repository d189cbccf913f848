import { describe, expect, it } from 'vitest';
import { cleanOrigins, isFromTrustedParent } from './trust';

const parent = { name: 'parent window' };
const other = { name: 'some other window' };
const trusted = ['https://crm.example.com', 'http://127.0.0.1:8300'];

describe('isFromTrustedParent: exact origin and source === window.parent', () => {
  it.each([
    ['trusted origin from the parent', 'https://crm.example.com', parent, true],
    ['second trusted origin from the parent', 'http://127.0.0.1:8300', parent, true],
    ['trusted origin from another window', 'https://crm.example.com', other, false],
    ['trusted origin with no source', 'https://crm.example.com', null, false],
    ['other port', 'http://127.0.0.1:8301', parent, false],
    ['other scheme', 'http://crm.example.com', parent, false],
    ['suffix attack', 'https://crm.example.com.evil.io', parent, false],
    ['prefix attack', 'https://evilcrm.example.com', parent, false],
    ['sub-domain', 'https://a.crm.example.com', parent, false],
    ['trailing slash', 'https://crm.example.com/', parent, false],
    ['upper case', 'https://CRM.example.com', parent, false],
    ['opaque origin', 'null', parent, false],
    ['empty origin', '', parent, false],
  ])('%s -> %s', (_label, origin, source, expected) => {
    expect(isFromTrustedParent({ origin, source, data: {} }, trusted, parent)).toBe(expected);
  });

  it('trusts nobody with an empty list', () => {
    expect(isFromTrustedParent({ origin: 'https://crm.example.com', source: parent, data: {} }, [], parent)).toBe(false);
  });

  it('an unframed window is its own parent, and its own messages do not count when the parent is missing', () => {
    expect(isFromTrustedParent({ origin: 'https://crm.example.com', source: undefined, data: {} }, trusted, undefined)).toBe(false);
  });
});

describe('cleanOrigins', () => {
  it('keeps well-formed origins and drops everything else', () => {
    expect(cleanOrigins(['https://crm.example.com', '*', 'null', 'https://*.example.com', 'ftp://x', 'https://a.com/path', 5, 'http://127.0.0.1:8300']))
      .toEqual(['https://crm.example.com', 'http://127.0.0.1:8300']);
    expect(cleanOrigins('https://crm.example.com')).toEqual([]);
  });
});

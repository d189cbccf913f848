import { describe, expect, it } from 'vitest';
import { LOGIN_INVALID, LOGIN_TOO_LARGE, MAX_LOGIN_DATA_BYTES, loginCallback, parseMessage, toInAppPath } from './messages';

const loginData = { userRoles: [{ name: 'Admin' }], userId: 7, Fname: 'Asha', lname: 'Verma', settings: { orgsData: [], centresData: [] } };

describe('parseMessage: LOGIN (console-spec §5: a token and non-empty login data with user roles)', () => {
  it('accepts a token with login data holding roles', () => {
    const parsed = parseMessage({ type: 'LOGIN', payload: { authToken: ' tok-123 ', loginData } });
    expect(parsed).toEqual({ ok: true, message: { type: 'LOGIN', payload: { authToken: 'tok-123', loginData } } });
  });

  it.each([
    ['no payload', undefined],
    ['no token', { loginData }],
    ['empty token', { authToken: '   ', loginData }],
    ['numeric token', { authToken: 42, loginData }],
    ['oversized token', { authToken: 'x'.repeat(513), loginData }],
    ['no login data', { authToken: 't' }],
    ['empty login data', { authToken: 't', loginData: {} }],
    ['login data as an array', { authToken: 't', loginData: [loginData] }],
    ['empty role list', { authToken: 't', loginData: { ...loginData, userRoles: [] } }],
    ['roles not a list', { authToken: 't', loginData: { ...loginData, userRoles: { name: 'Admin' } } }],
    ['a role without a name', { authToken: 't', loginData: { ...loginData, userRoles: [{}] } }],
    ['a role with a blank name', { authToken: 't', loginData: { ...loginData, userRoles: [{ name: ' ' }] } }],
  ])('rejects %s, naming LOGIN so the parent can be told', (_label, payload) => {
    expect(parseMessage({ type: 'LOGIN', payload })).toEqual({ ok: false, type: 'LOGIN', reason: LOGIN_INVALID });
  });

  it('fills a missing userId with an empty string rather than "undefined"', () => {
    const parsed = parseMessage({ type: 'LOGIN', payload: { authToken: 't', loginData: { userRoles: [{ name: 'AO (All)' }] } } });
    expect(parsed.ok && parsed.message.type === 'LOGIN' && parsed.message.payload.loginData.userId).toBe('');
  });
});

describe('parseMessage: LOGIN size', () => {
  const withNotes = (bytes: number) => {
    const base = { userRoles: [{ name: 'Admin' }], userId: 1, notes: '' };
    return { ...base, notes: 'x'.repeat(bytes - JSON.stringify(base).length) };
  };

  it('accepts loginData of exactly 256 KB as JSON', () => {
    expect(parseMessage({ type: 'LOGIN', payload: { authToken: 't', loginData: withNotes(MAX_LOGIN_DATA_BYTES) } }).ok).toBe(true);
  });

  it.each([
    ['one byte over 256 KB', withNotes(MAX_LOGIN_DATA_BYTES + 1)],
    ['5 MB', withNotes(5 * 1024 * 1024)],
    ['256 KB counted in UTF-8 bytes, not characters', { userRoles: [{ name: 'Admin' }], userId: 1, notes: 'é'.repeat(MAX_LOGIN_DATA_BYTES / 2) }],
  ])('refuses %s, saying why', (_label, loginData) => {
    expect(parseMessage({ type: 'LOGIN', payload: { authToken: 't', loginData } })).toEqual({ ok: false, type: 'LOGIN', reason: LOGIN_TOO_LARGE });
  });

  it('refuses loginData with no JSON form (a cycle, as structured clone allows)', () => {
    const loginData: Record<string, unknown> = { userRoles: [{ name: 'Admin' }], userId: 1 };
    loginData.self = loginData;
    expect(parseMessage({ type: 'LOGIN', payload: { authToken: 't', loginData } })).toEqual({ ok: false, type: 'LOGIN', reason: LOGIN_INVALID });
  });
});

describe('parseMessage: NAVIGATE with line separators', () => {
  it.each(['/notifications\u2028', '/notifications\u2029'])('refuses %j', (path) => {
    expect(parseMessage({ type: 'NAVIGATE', payload: { path } })).toEqual({ ok: false, type: 'NAVIGATE', reason: 'NAVIGATE accepts only paths inside the console.' });
  });
});

describe('parseMessage: other types', () => {
  it.each([
    [{ type: 'LOGOUT' }, { type: 'LOGOUT' }],
    [{ type: 'CLEAN_UP', payload: { ignored: true } }, { type: 'CLEAN_UP' }],
    [{ type: 'LOADER', payload: { show: true } }, { type: 'LOADER', payload: { show: true } }],
    [{ type: 'LOADER', payload: { show: false } }, { type: 'LOADER', payload: { show: false } }],
    [{ type: 'NAVIGATE', payload: { path: '/alert-escalation?activeTab=alert' } }, { type: 'NAVIGATE', payload: { path: '/alert-escalation?activeTab=alert' } }],
    [{ type: 'NAVIGATE', payload: { path: 'dashboard' } }, { type: 'NAVIGATE', payload: { path: '/dashboard' } }],
    [{ type: 'NAVIGATE' }, { type: 'NAVIGATE', payload: { path: '/' } }],
    [{ type: 'NAVIGATE', payload: { path: '' } }, { type: 'NAVIGATE', payload: { path: '/' } }],
  ])('accepts %j', (data, message) => {
    expect(parseMessage(data)).toEqual({ ok: true, message });
  });

  it.each([
    ['a string', 'LOGIN'],
    ['null', null],
    ['no type', { payload: {} }],
    ['an unknown type', { type: 'DELETE_EVERYTHING' }],
    ['a lower-case type', { type: 'login', payload: { authToken: 't', loginData } }],
    ['LOGIN_CALLBACK (outbound only)', { type: 'LOGIN_CALLBACK', payload: { success: true } }],
    ['LOADER without show', { type: 'LOADER' }],
    ['LOADER with a string', { type: 'LOADER', payload: { show: 'true' } }],
    ['NAVIGATE with a number', { type: 'NAVIGATE', payload: { path: 5 } }],
    ['NAVIGATE to an outside address', { type: 'NAVIGATE', payload: { path: 'https://evil.example/steal' } }],
  ])('rejects %s', (_label, data) => {
    expect(parseMessage(data).ok).toBe(false);
  });
});

describe('toInAppPath: NAVIGATE stays inside the console', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/glorifireEntities/students?tab=active', '/glorifireEntities/students?tab=active'],
    ['notifications', '/notifications'],
    ['/report/ptm-report/generate#top', '/report/ptm-report/generate#top'],
    ['/glorifireEntities/home?entity=crp&search=M%C3%BCller%20Kapoor', '/glorifireEntities/home?entity=crp&search=M%C3%BCller%20Kapoor'],
    ['/alert-escalation?search=100%', '/alert-escalation?search=100%'],
  ])('%s -> %s', (raw, path) => {
    expect(toInAppPath(raw)).toBe(path);
  });

  it.each([
    'https://evil.example/',
    'http://127.0.0.1:8300/',
    'HTTPS://evil.example',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\nscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'mailto:someone@example.com',
    '/dashboard\u0000',
    '/' + 'a'.repeat(2048),
    '/notifications\u2028',
    '/notifications\u2029x',
    '/dash\u0085board',
    '/dash\u200bboard',
    '/dash\u202eboard',
    '/dash\ufeffboard',
    '/dash\ud800board',
    // Percent-encoded line terminators: the router decodes them and then matches no route at all (issue 27 item 14).
    '/dashboard%0A',
    '/dashboard%0d',
    '/dash%E2%80%A8board',
    '/dashboard%E2%80%A9',
    '/glorifireEntities/home?entity=crp%0A',
  ])('rejects %j', (raw) => {
    expect(toInAppPath(raw)).toBeNull();
  });
});

describe('loginCallback', () => {
  it('carries success and, when given, a message', () => {
    expect(loginCallback(true)).toEqual({ type: 'LOGIN_CALLBACK', payload: { success: true } });
    expect(loginCallback(false, 'nope')).toEqual({ type: 'LOGIN_CALLBACK', payload: { success: false, message: 'nope' } });
  });
});

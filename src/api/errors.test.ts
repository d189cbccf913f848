// One case per row of console-spec §8's error catalogue, and one per exception.
import type { Toast } from './types';
import {
  ACCESS_LIMITS_MESSAGE, DEFAULT_ERROR_MESSAGE, DIFFERENT_ACCOUNT_MESSAGE, HttpError, INTERNAL_SERVER_ERROR_TOAST,
  reactionFor, SERVER_ERROR_MESSAGE, UNDEFINED_ERROR_MESSAGE, type Outcome, type Reaction,
} from './errors';

const err = (message: string): Toast => ({ type: 0, message });
const GET = (path: string, httpStatus: number, body: unknown): Outcome => ({ method: 'GET', path, httpStatus, body });
const POST = (path: string, httpStatus: number, body: unknown): Outcome => ({ method: 'POST', path, httpStatus, body });

const rows: [string, Outcome, Reaction][] = [
  ['body code 4001 → different-account toast, clear both stores, /login',
    GET('auth/x', 401, { code: 4001, message: 'replaced' }),
    { kind: 'reject', toasts: [err(DIFFERENT_ACCOUNT_MESSAGE)], clear: 'all', navigate: '/login', message: DIFFERENT_ACCOUNT_MESSAGE }],
  ['body code 4001 inside a 200 is still handled',
    GET('auth/x', 200, { code: 4001 }),
    { kind: 'reject', toasts: [err(DIFFERENT_ACCOUNT_MESSAGE)], clear: 'all', navigate: '/login', message: DIFFERENT_ACCOUNT_MESSAGE }],
  ['body code 401 → access-limits toast, clear the session store, /login',
    GET('auth/x', 401, { code: 401, message: 'Session expired' }),
    { kind: 'reject', toasts: [err(ACCESS_LIMITS_MESSAGE)], clear: 'session', navigate: '/login', message: 'Session expired' }],
  ['body code 401 inside a 200 is still handled',
    POST('auth/x', 200, { code: 401 }),
    { kind: 'reject', toasts: [err(ACCESS_LIMITS_MESSAGE)], clear: 'session', navigate: '/login', message: DEFAULT_ERROR_MESSAGE }],
  ['body code 401 exception: GET auth/mapped-organizations does nothing',
    GET('auth/mapped-organizations', 401, { code: 401, message: 'no' }),
    { kind: 'reject', toasts: [], message: 'no' }],
  ['body code 401 on a POST to auth/mapped-organizations is not the exception',
    POST('auth/mapped-organizations', 401, { code: 401, message: 'no' }),
    { kind: 'reject', toasts: [err(ACCESS_LIMITS_MESSAGE)], clear: 'session', navigate: '/login', message: 'no' }],
  ['body code 401 exception: a POST to the exam-result CRM API passes through',
    POST('salesforceAuth/exam-results', 401, { code: 401, message: 'crm' }),
    { kind: 'passThrough' }],
  ['HTTP 400 → different-account message, then the 401 handling',
    POST('auth/x', 400, { code: 400, message: 'Bad' }),
    { kind: 'reject', toasts: [err(DIFFERENT_ACCOUNT_MESSAGE), err(ACCESS_LIMITS_MESSAGE)], clear: 'session', navigate: '/login', message: 'Bad' }],
  ['HTTP 401 (no session body code) → rethrow the server message, nothing else',
    POST('auth/login', 401, { code: 1001, message: 'Wrong username or password' }),
    { kind: 'reject', toasts: [], message: 'Wrong username or password' }],
  ['HTTP 404 → Internal Server error toast, rethrow Server error',
    GET('auth/x', 404, { code: 404, message: 'Not found' }),
    { kind: 'reject', toasts: [err(INTERNAL_SERVER_ERROR_TOAST)], message: SERVER_ERROR_MESSAGE }],
  ['HTTP 500 → Internal Server error toast, rethrow Server error',
    GET('auth/x', 500, undefined),
    { kind: 'reject', toasts: [err(INTERNAL_SERVER_ERROR_TOAST)], message: SERVER_ERROR_MESSAGE }],
  ['other status → toast and rethrow the server message',
    GET('auth/x', 403, { code: 403, message: 'Centre outside your scope' }),
    { kind: 'reject', toasts: [err('Centre outside your scope')], message: 'Centre outside your scope' }],
  ['other status, no message → Something went wrong',
    POST('auth/x', 422, { code: 422 }),
    { kind: 'reject', toasts: [err(DEFAULT_ERROR_MESSAGE)], message: DEFAULT_ERROR_MESSAGE }],
  ['other status, unreadable body → Undefined error',
    GET('auth/x', 502, undefined),
    { kind: 'reject', toasts: [err(UNDEFINED_ERROR_MESSAGE)], message: UNDEFINED_ERROR_MESSAGE }],
  ['other status exception: past-achievement goal-level upload rethrows the whole error',
    POST('auth/goal-level-mapping/past-achievements/upload', 422, { code: 422, message: 'Rows invalid' }),
    { kind: 'reject', toasts: [err('Rows invalid')], message: 'Rows invalid', whole: true }],
  ['other status exception: rpi-mappings upload rethrows the whole error',
    POST('auth/goal-level-mapping/rpi-mappings/upload', 409, { code: 409, message: 'Dup' }),
    { kind: 'reject', toasts: [err('Dup')], message: 'Dup', whole: true }],
  ['a form refused (an entity record) rethrows the whole error, for its field errors',
    POST('auth/v4/glorifire-entities/time-table/record', 422, { code: 422, message: 'Faculty: clash' }),
    { kind: 'reject', toasts: [err('Faculty: clash')], message: 'Faculty: clash', whole: true }],
  ['a record change refused rethrows the whole error too',
    POST('auth/v4/glorifire-entities/time-table/record/12', 422, { code: 422, message: 'Batch: clash' }),
    { kind: 'reject', toasts: [err('Batch: clash')], message: 'Batch: clash', whole: true }],
  ['2xx with an ordinary code → ok',
    GET('auth/x', 200, { code: 200, message: 'ok', data: [] }),
    { kind: 'ok' }],
];

describe('reactionFor', () => {
  it.each(rows)('%s', (_name, outcome, reaction) => {
    expect(reactionFor(outcome)).toEqual(reaction);
  });

  it('a numeric string body code is read as a number', () => {
    expect(reactionFor(GET('auth/x', 200, { code: '4001' }))).toMatchObject({ clear: 'all' });
  });
});

describe('HttpError', () => {
  it('carries status, body code and message', () => {
    const e = new HttpError('Bad', 422, 422, { code: 422 });
    expect(e).toBeInstanceOf(Error);
    expect([e.name, e.message, e.status, e.code, e.body]).toEqual(['HttpError', 'Bad', 422, 422, { code: 422 }]);
  });
});

// One case per routing rule of console-spec §7 (and the entity uploads of entities-spec §7).
import { DEFAULT_API_CONFIG } from './config';
import { DEFAULT_TIMEOUT_MS, LONG_TIMEOUT_MS, cleanText, resolveRequest, toFormData, toQueryString, type RoutingSession } from './routing';
import type { ApiRequest } from './types';

const config = { apiBase: '/api/', classApiBase: '/cls/', contentApiBase: '/cnt/', schoolApiBase: '/sch/' };
const session: RoutingSession = { authToken: 'tok', schoolPlatformToken: 'school-tok' };
const resolve = (req: ApiRequest, s: RoutingSession = session) => resolveRequest(req, config, s);
const file = () => new File(['x'], 'a.xlsx');

describe('server base per path', () => {
  it.each([
    ['GET other path → backend', { method: 'GET', path: 'auth/notifications' }, '/api/auth/notifications'],
    ['GET getClass → class server', { method: 'GET', path: 'auth/getClassList' }, '/cls/auth/getClassList'],
    ['GET getClass under auth/attendance → backend', { method: 'GET', path: 'auth/attendance/getClass' }, '/api/auth/attendance/getClass'],
    ['POST getClass stays on backend (GET-only rule)', { method: 'POST', path: 'auth/getClass' }, '/api/auth/getClass'],
    ['GET getSolutions → content server', { method: 'GET', path: 'v1/getSolutions/12' }, '/cnt/v1/getSolutions/12'],
    ['POST user/login → school server', { method: 'POST', path: 'user/login' }, '/sch/user/login'],
    ['POST /assignTest → school server', { method: 'POST', path: 'v2/assignTest/create' }, '/sch/v2/assignTest/create'],
    ['POST /reports → school server', { method: 'POST', path: 'v1/reports/summary' }, '/sch/v1/reports/summary'],
    ['POST /student → school server', { method: 'POST', path: 'v1/student/list' }, '/sch/v1/student/list'],
    ['POST glorifire-entities/students stays on backend', { method: 'POST', path: 'auth/v4/glorifire-entities/students' }, '/api/auth/v4/glorifire-entities/students'],
    ['leading slash is joined once', { method: 'GET', path: '/auth/notifications' }, '/api/auth/notifications'],
  ] as const)('%s', (_name, req, url) => {
    expect(resolve(req as ApiRequest).url).toBe(url);
  });
});

describe('credentials', () => {
  it('default: access-token header with the session token', () => {
    expect(resolve({ method: 'GET', path: 'auth/notifications' }).headers).toEqual({ 'access-token': 'tok' });
  });
  it('no token: no access-token header', () => {
    expect(resolve({ method: 'GET', path: 'x' }, { authToken: null, schoolPlatformToken: null }).headers).toEqual({});
  });
  it('/assignTest: Authorization from body.accessToken, our token not sent', () => {
    const r = resolve({ method: 'POST', path: 'assignTest', body: { accessToken: 'student-tok', testId: 1 } });
    expect(r.headers.Authorization).toBe('student-tok');
    expect(r.headers['access-token']).toBeUndefined();
  });
  it('/reports and /student: Authorization with the school platform token from the session', () => {
    expect(resolve({ method: 'POST', path: 'reports/x' }).headers.Authorization).toBe('school-tok');
    expect(resolve({ method: 'POST', path: 'student' }).headers.Authorization).toBe('school-tok');
  });
  it('user/login: no credential at all', () => {
    const h = resolve({ method: 'POST', path: 'user/login', body: { u: 1 } }).headers;
    expect(h).toEqual({ 'Content-Type': 'application/json' });
  });
  it('extra headers (Idempotency-Key) are added', () => {
    const h = resolve({ method: 'POST', path: 'a', body: {}, flags: { headers: { 'Idempotency-Key': 'k1' } } }).headers;
    expect(h['Idempotency-Key']).toBe('k1');
  });
});

describe('GET', () => {
  it('params go in the query string, arrays as comma lists, empty values dropped', () => {
    const r = resolve({ method: 'GET', path: 'auth/x', params: { page: 2, centre: ['c1', 'c2'], q: '', s: undefined, b: true } });
    expect(r.url).toBe('/api/auth/x?page=2&centre=c1%2Cc2&b=true');
    expect(r.body).toBeUndefined();
  });
  it('params are appended to a query already in the path', () => {
    expect(resolve({ method: 'GET', path: 'template?type=ALERT_ESCALATION', params: { a: 1 } }).url).toBe('/api/template?type=ALERT_ESCALATION&a=1');
  });
});

describe('file responses', () => {
  it.each([
    ['auth/packages/invoice', 'auth/packages/invoice/77', 'file'],
    ['auth/downloads/organizations', 'auth/downloads/organizations', 'file'],
    ['PTM student Excel auth/ptm/.../download', 'auth/ptm/students/2024/download', 'file'],
    ['auth/downloads/centres', 'auth/downloads/centres/12', 'file'],
    ['auth/downloads/centres teacher-student-batch-mapping → JSON', 'auth/downloads/centres/teacher-student-batch-mapping', 'json'],
    ['auth/ptm without download → JSON', 'auth/ptm/students', 'json'],
    ['other GET → JSON', 'auth/notifications', 'json'],
  ])('%s', (_name, path, type) => {
    expect(resolve({ method: 'GET', path }).responseType).toBe(type);
  });
  it('flags.file forces a file answer', () => {
    expect(resolve({ method: 'GET', path: 'auth/jobs/1/result', flags: { file: true } }).responseType).toBe('file');
  });
});

const MULTIPART_POSTS = [
  'auth/bulkAllocateProduct', 'auth/wacGenerator', 'auth/uploadEnrollmentNo', 'auth/adduserscoupon', 'uploadRankPotenial',
  'auth/scheduleTests', 'auth/conceptTests', 'auth/orgTests', 'auth/sample-tests', 'auth/chap-tests', 'auth/zoom-users',
  'auth/zoom-meetings', 'auth/admission-test-upload', 'auth/course-toppers', 'auth/emails-mapping',
  'auth/upload', 'auth/uploadVod', 'auth/upload/anything/else', 'auth/register-students-on-myPAT', 'auth/school-directories',
  'aits/upload-enrolmentNos', 'auth/goal-settings/v4/results', 'auth/org-centre', 'auth/org-centre-mapping/upload',
  'auth/import/paper-attempts',
  'auth/v4/glorifire-entities/students', 'auth/v4/glorifire-entities/students/centre-transfer',
  'auth/v4/glorifire-entities/students/batch-association', 'auth/v4/glorifire-entities/teachers',
  'auth/v4/glorifire-entities/teachers/centre-transfer', 'auth/v4/glorifire-entities/teachers/batch-association',
  'auth/v4/glorifire-entities/batches/', 'auth/v4/glorifire-entities/course-program-mapping/',
];

describe('multipart', () => {
  it.each(MULTIPART_POSTS)('POST %s → FormData with only Accept: application/json', (path) => {
    const r = resolve({ method: 'POST', path, body: { file: 'not-a-blob', centreId: 3 } });
    expect(r.body).toBeInstanceOf(FormData);
    expect((r.body as FormData).get('centreId')).toBe('3');
    expect(r.headers).toEqual({ 'access-token': 'tok', Accept: 'application/json' });
  });
  it.each(['auth/alert-escalation/settings/list', 'auth/scheduleTests/list', 'auth/zoom-users-report', 'auth/v4/glorifire-entities/students/list'])(
    'POST %s (not in the list) → JSON', (path) => {
      const r = resolve({ method: 'POST', path, body: { a: 1 } });
      expect(r.body).toBe('{"a":1}');
      expect(r.headers['Content-Type']).toBe('application/json');
    });
  it('a Blob in the body makes any POST multipart (e.g. the test-account upload)', () => {
    const r = resolve({ method: 'POST', path: 'auth/v4/glorifire-entities/crp-test', body: { file: file() } });
    expect((r.body as FormData).get('file')).toBeInstanceOf(File);
    expect(r.headers['Content-Type']).toBeUndefined();
  });
  it('a FormData body is sent as is', () => {
    const form = new FormData();
    expect(resolve({ method: 'POST', path: 'anything', body: form }).body).toBe(form);
  });
});

describe('PATCH, PUT, DELETE', () => {
  it.each(['auth/v4/package-allocate/file-upload', 'auth/auto-allocation/mapping/file-upload'])('PATCH %s → file (multipart)', (path) => {
    expect(resolve({ method: 'PATCH', path, body: { file: 'x' } }).body).toBeInstanceOf(FormData);
  });
  it('PATCH other → JSON', () => {
    const r = resolve({ method: 'PATCH', path: 'auth/alert-escalation/events/5', body: { status: 'done' } });
    expect([r.body, r.headers['Content-Type']]).toEqual(['{"status":"done"}', 'application/json']);
  });
  it.each(['auth/schoolUser/bulk/bulkUpdatePassword', 'auth/schoolUserBulk/bulkUpdatePassword', 'auth/userInfoBulk/bulkUpdateEnrollmentNo'])(
    'PUT %s → multipart', (path) => {
      const r = resolve({ method: 'PUT', path, body: { file: 'x' } });
      expect(r.body).toBeInstanceOf(FormData);
      expect(r.headers.Accept).toBe('application/json');
    });
  it('PUT other → JSON', () => {
    expect(resolve({ method: 'PUT', path: 'auth/alert-escalation/settings/priority', body: { level: 2 } }).body).toBe('{"level":2}');
  });
  it('DELETE: params in the query', () => {
    const r = resolve({ method: 'DELETE', path: 'auth/x', params: { ids: [1, 2] } });
    expect([r.url, r.body]).toEqual(['/api/auth/x?ids=1%2C2', undefined]);
  });
  it('DELETE flagged: params in the JSON body', () => {
    const r = resolve({ method: 'DELETE', path: 'auth/x', params: { ids: [1, 2] }, flags: { deleteParamsInBody: true } });
    expect([r.url, r.body, r.headers['Content-Type']]).toEqual(['/api/auth/x', '{"ids":[1,2]}', 'application/json']);
  });
});

describe('timeouts', () => {
  it.each([
    ['default 120000 ms', { method: 'POST', path: 'auth/x' }, DEFAULT_TIMEOUT_MS],
    ['PATCH 120000 ms', { method: 'PATCH', path: 'auth/x' }, 120000],
    ['zoom-users POST 600000 ms', { method: 'POST', path: 'auth/zoom-users' }, LONG_TIMEOUT_MS],
    ['zoom-meetings POST 600000 ms', { method: 'POST', path: 'auth/zoom-meetings/upload' }, 600000],
    ['zoom-users GET stays 120000 ms', { method: 'GET', path: 'auth/zoom-users' }, 120000],
    ['flag override', { method: 'POST', path: 'auth/x', flags: { timeoutMs: 5 } }, 5],
  ] as const)('%s', (_n, req, ms) => {
    expect(resolve(req as ApiRequest).timeoutMs).toBe(ms);
  });
});

describe('helpers', () => {
  it('toQueryString of nothing is empty', () => expect(toQueryString(undefined)).toBe(''));
  it('toFormData: a Blob alone becomes the field file; objects become JSON fields', () => {
    expect(toFormData(file()).get('file')).toBeInstanceOf(File);
    expect(toFormData({ meta: { a: 1 }, skip: null }).get('meta')).toBe('{"a":1}');
  });
  it('default bases', () => expect(resolveRequest({ method: 'GET', path: 'a' }, DEFAULT_API_CONFIG, session).url).toBe('/api/a'));
});

describe('text the server would refuse (issue 13: a stray character must not sign the user out)', () => {
  it('drops NUL and replaces lone surrogates, keeping pairs', () => {
    expect(cleanText('ab\u0000c')).toBe('abc');
    expect(cleanText('x\uD83D')).toBe('x\uFFFD');
    expect(cleanText('\uDE00y')).toBe('\uFFFDy');
    expect(cleanText('ok \uD83D\uDE00')).toBe('ok \uD83D\uDE00');
  });

  it('cleans query values and JSON bodies', () => {
    expect(toQueryString({ search: 'Ra\u0000vi', ids: ['1\u0000', '2'] })).toBe('search=Ravi&ids=1%2C2');
    const put = resolveRequest({ method: 'PUT', path: 'auth/v4/glorifire-entities/crp/5', body: { reason: 'moved\u0000 \uD800', nested: { a: ['\u0000b'] } } }, config, session);
    expect(JSON.parse(put.body as string)).toEqual({ reason: 'moved \uFFFD', nested: { a: ['b'] } });
  });
});

// The path lists and patterns of console-spec §7 and entities-spec §7, as data plus small matchers.

/** Strips leading slashes, the query and a trailing slash: 'auth/x/?a=1' and '/auth/x' both become 'auth/x'. */
export function normalisePath(path: string): string {
  return path.split('?')[0].replace(/^\/+/, '').replace(/\/+$/, '');
}

const escapeRegex = (s: string) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** An entry matches a whole trailing part of the path: 'zoom-users' matches 'auth/zoom-users' but not
 *  'auth/zoom-users-archive'. '*' matches anything (auth/upload*), '{product}' one path segment. */
export function entryPattern(entry: string): RegExp {
  const body = escapeRegex(entry).replace(/\*/g, '.*').replace(/\\\{product\\\}|\{product\}/g, '[^/]+');
  return new RegExp(`(^|/)${body}$`);
}

const matchesAny = (norm: string, entries: readonly string[]) => entries.some((e) => entryPattern(e).test(norm));

/** POST upload paths sent as multipart with only Accept: application/json (console-spec §7, exactly this list). */
export const MULTIPART_POST_PATHS = [
  'auth/bulkAllocateProduct',
  'auth/wacGenerator',
  'auth/uploadEnrollmentNo',
  'auth/adduserscoupon',
  'uploadRankPotenial',
  'auth/scheduleTests',
  'conceptTests',
  'orgTests',
  'sample-tests',
  'chap-tests',
  'zoom-users',
  'zoom-meetings',
  'admission-test-upload',
  'course-toppers',
  'emails-mapping',
  'auth/upload*',
  'register-students-on-{product}',
  'school-directories',
  'aits/upload-enrolmentNos',
  'goal-settings/v4/results',
  'auth/org-centre*',
  'auth/import/paper-attempts',
] as const;

/** Spreadsheet uploads of entity administration (entities-spec §7, issue 5), also multipart. */
export const ENTITY_UPLOAD_PATHS = [
  'auth/v4/glorifire-entities/students',
  'auth/v4/glorifire-entities/students/centre-transfer',
  'auth/v4/glorifire-entities/students/batch-association',
  'auth/v4/glorifire-entities/teachers',
  'auth/v4/glorifire-entities/teachers/centre-transfer',
  'auth/v4/glorifire-entities/teachers/batch-association',
  'auth/v4/glorifire-entities/batches',
  'auth/v4/glorifire-entities/course-program-mapping',
] as const;

/** PATCH paths that carry a file (console-spec §7). */
export const MULTIPART_PATCH_PATHS = [
  'auth/v4/package-allocate/file-upload',
  'auth/auto-allocation/mapping/file-upload',
] as const;

/** PUT paths that are multipart. The spec writes the first as "auth/schoolUser bulk bulkUpdatePassword";
 *  the '*' accepts both auth/schoolUser/bulk/… and auth/schoolUserBulk/…. */
export const MULTIPART_PUT_PATHS = ['auth/schoolUser*bulkUpdatePassword', 'auth/userInfoBulk/bulkUpdateEnrollmentNo'] as const;

/** POSTs with the long timeout (console-spec §9). */
export const LONG_TIMEOUT_POST_PATHS = ['zoom-users', 'zoom-meetings'] as const;

export const isMultipartPost = (norm: string) => matchesAny(norm, MULTIPART_POST_PATHS) || matchesAny(norm, ENTITY_UPLOAD_PATHS);
export const isMultipartPatch = (norm: string) => matchesAny(norm, MULTIPART_PATCH_PATHS);
export const isMultipartPut = (norm: string) => matchesAny(norm, MULTIPART_PUT_PATHS);
// Anywhere in the path: a longer timeout on a neighbouring path costs nothing.
export const isLongTimeoutPost = (norm: string) => LONG_TIMEOUT_POST_PATHS.some((p) => `/${norm}/`.includes(`/${p}/`));

/** GET paths whose answer is a file (console-spec §7). */
export function isFileGet(norm: string): boolean {
  if (norm.includes('auth/packages/invoice') || norm.includes('auth/downloads/organizations')) return true;
  if (/auth\/ptm\/.+\/download/.test(norm)) return true;
  return norm.includes('auth/downloads/centres') && !norm.includes('teacher-student-batch-mapping');
}

export const isClassServerGet = (norm: string) => norm.includes('getClass') && !norm.includes('auth/attendance');
export const isContentServerGet = (norm: string) => norm.includes('getSolutions');

// Matched against '/' + path so that "containing /assignTest" also holds for a path that starts with it.
export const isSchoolLogin = (norm: string) => `/${norm}`.includes('/user/login');
export const isAssignTest = (norm: string) => `/${norm}`.includes('/assignTest');
/** '/student' only as a whole segment: '/students' is our own entity API (entities-spec §7), not the school's. */
export const isSchoolReport = (norm: string) => `/${norm}`.includes('/reports') || /(^|\/)student(\/|$)/.test(norm);

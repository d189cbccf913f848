import { isNoLoginPath, resolveNavigation } from './redirects';

describe('resolveNavigation', () => {
  it.each([
    // [path, has token, expected decision]
    ['', true, { redirect: '/dashboard' }],
    ['/', true, { redirect: '/dashboard' }],
    ['/login', true, { redirect: '/dashboard' }],
    ['login', true, { redirect: '/dashboard' }],
    ['/login', false, {}],
    ['/', false, { redirect: '/login' }],
    ['/no-such-module', true, { redirect: '/dashboard' }],
    ['/no-such-module', false, { redirect: '/dashboard' }],
    ['/sales/unknown-tab', true, { redirect: '/dashboard' }],
    ['/sales', true, {}],
    ['/sales', false, { redirect: '/login', rememberPath: '/sales' }],
    ['/glorifireEntities/home?entity=crp', false, {
      redirect: '/login',
      rememberPath: '/glorifireEntities/home?entity=crp',
    }],
    ['/upload-vdo', false, {}],
    ['/potential-matches', false, {}],
    ['/potential-matches?school=x', false, {}],
    ['/exam-result/potential-matches', false, {}],
    ['/exam-result', false, { redirect: '/login', rememberPath: '/exam-result' }],
    ['/assignTests?authToken=abc123', false, { storeToken: 'abc123', redirect: '/assignTests' }],
    ['/assignTests/view?authToken=abc&testId=7', false, { storeToken: 'abc', redirect: '/assignTests/view?testId=7' }],
    ['/assignTests?authToken=', false, { redirect: '/login', rememberPath: '/assignTests' }],
    ['/sales?authToken=abc', false, { redirect: '/login', rememberPath: '/sales?authToken=abc' }],
  ])('%s (token %s) -> %j', (path, hasToken, expected) => {
    expect(resolveNavigation(path, { hasToken })).toEqual(expected);
  });

  it('after storing the token, the cleaned path resolves without a login redirect', () => {
    const first = resolveNavigation('/assignTests/create?authToken=t', { hasToken: false });
    expect(resolveNavigation(first.redirect!, { hasToken: true })).toEqual({});
  });
});

describe('isNoLoginPath', () => {
  it.each([
    ['/upload-vdo', true],
    ['/potential-matches', true],
    ['/exam-result/potential-matches?x=1', true],
    ['/dashboard', false],
    ['/nope', false],
  ])('%s -> %s', (path, expected) => {
    expect(isNoLoginPath(path)).toBe(expected);
  });
});

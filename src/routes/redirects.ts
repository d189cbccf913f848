/**
 * Where a navigation goes before any page loads (console-spec §2, §4): pure, so the router wrapper, the
 * authProvider and tests share one rule set. The caller applies the decision and, after a redirect, resolves again.
 */
import { matchRoute, normalisePath } from './routeTable';

export const DASHBOARD_PATH = '/dashboard';
export const LOGIN_PATH = '/login';
/** The query parameter by which the assignTests route receives a session token. */
export const AUTH_TOKEN_PARAM = 'authToken';

export interface NavigationDecision {
  /** Go here instead. */
  redirect?: string;
  /** Open this path (with its query) after the user signs in. */
  rememberPath?: string;
  /** A session token carried by the assignTests route: store it as the session token. */
  storeToken?: string;
}

function splitQuery(path: string): { bare: string; params: URLSearchParams } {
  const [beforeHash] = path.split('#');
  const [pathPart, query = ''] = beforeHash.split('?');
  return { bare: normalisePath(pathPart), params: new URLSearchParams(query) };
}

const withQuery = (bare: string, params: URLSearchParams) => {
  const query = params.toString();
  return query ? `${bare}?${query}` : bare;
};

/** True for paths that need no login (upload-vdo, potential-matches, exam-result/potential-matches). */
export function isNoLoginPath(path: string): boolean {
  return matchRoute(path)?.noLogin === true;
}

export function resolveNavigation(path: string, { hasToken }: { hasToken: boolean }): NavigationDecision {
  const { bare, params } = splitQuery(path);
  if (bare === '/' || bare === LOGIN_PATH) {
    if (hasToken) return { redirect: DASHBOARD_PATH };
    return bare === '/' ? { redirect: LOGIN_PATH } : {};
  }
  const route = matchRoute(bare);
  if (!route) return { redirect: DASHBOARD_PATH };

  if (bare === '/assignTests' || bare.startsWith('/assignTests/')) {
    const token = params.get(AUTH_TOKEN_PARAM);
    // Stored, then dropped from the address so the token never sits in history or a Referer header.
    params.delete(AUTH_TOKEN_PARAM);
    if (token) return { storeToken: token, redirect: withQuery(bare, params) };
  }
  if (route.noLogin || hasToken) return {};
  return { redirect: LOGIN_PATH, rememberPath: withQuery(bare, params) };
}

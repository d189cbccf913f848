/**
 * The assignTests route receives a session token in its address (console-spec §2: "accepts an authToken query
 * parameter and stores it as the session token"). The token is checked with the server and stored as the session
 * token with the server's login data for it (name, role, centres), then dropped from the address so it never sits in
 * history or a Referer header.
 */
import type { SessionStore } from '../api/session';
import type { TokenSession } from '../api/tokenSession';
import { resolveNavigation } from '../routes/redirects';

export interface Address {
  /** pathname + search of the current address. */
  current(): string;
  /** Replaces the address without a navigation (history.replaceState). */
  replace(path: string): void;
}

export const windowAddress: Address = {
  current: () => window.location.pathname + window.location.search,
  replace: (path) => window.history.replaceState(window.history.state, '', path),
};

/** The token an assignTests address carries, after taking it out of the address; null when there is none. */
export function takeCarriedToken(address: Address, hasToken: boolean): string | null {
  const decision = resolveNavigation(address.current(), { hasToken });
  if (!decision.storeToken) return null;
  address.replace(decision.redirect ?? '/');
  return decision.storeToken;
}

export interface AdoptDeps {
  session: SessionStore;
  tokens: TokenSession;
  /** Drops whatever the previous user left (abilities cache, react-admin's cache). */
  forget(): void;
}

/**
 * Makes `token` the session token. The same token again changes nothing; another user's token replaces the
 * previous session, which is revoked. A token the server refuses leaves nobody signed in and rejects.
 */
export async function adoptToken({ session, tokens, forget }: AdoptDeps, token: string): Promise<void> {
  const previous = session.getToken();
  if (previous === token) return;
  let user;
  try {
    user = await tokens.whoIs(token);
  } finally {
    forget();
    session.clearAllStores();
    if (previous) void tokens.revoke(previous);
  }
  session.saveLogin(token, user);
}

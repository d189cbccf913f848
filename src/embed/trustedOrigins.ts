/**
 * The trusted parent origins come from the server (GET config/embed, env TRUSTED_PARENT_ORIGINS), so operators change
 * them without rebuilding the console. Any failure means an empty list: the bridge then trusts nobody (fail closed).
 */
import { readApiConfig } from '../api/config';
import { cleanOrigins } from './trust';

export const EMBED_CONFIG_PATH = 'config/embed';

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

export async function fetchTrustedOrigins(fetchFn: Fetch, apiBase = readApiConfig().apiBase): Promise<string[]> {
  try {
    // Plain fetch, not the call layer: this public call must never toast or log anybody out.
    const res = await fetchFn(apiBase + EMBED_CONFIG_PATH, { headers: { Accept: 'application/json' }, credentials: 'omit' });
    if (!res.ok) return [];
    const body = (await res.json()) as { data?: { trustedOrigins?: unknown } };
    return cleanOrigins(body?.data?.trustedOrigins);
  } catch {
    return [];
  }
}

let cached: Promise<string[]> | undefined;

/** Fetched once per page load. */
export function trustedOrigins(): Promise<string[]> {
  cached ??= fetchTrustedOrigins((url, init) => window.fetch(url, init));
  return cached;
}

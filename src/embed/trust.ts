/**
 * Who may talk to the framed console (console-spec §4, DESIGN.md promise 4): only the window that frames us, and only
 * when its origin is exactly one of the configured trusted origins. No prefix, suffix or wildcard matching.
 */

export interface MessageEventLike {
  origin: string;
  source: unknown;
  data: unknown;
}

export function isFromTrustedParent(event: MessageEventLike, trustedOrigins: readonly string[], parent: unknown): boolean {
  if (typeof event.origin !== 'string' || event.origin === 'null') return false;
  // A window that is not framed is its own parent: nothing there counts as a parent.
  if (event.source === null || event.source === undefined || event.source !== parent) return false;
  return trustedOrigins.includes(event.origin);
}

/** Keeps only well-formed origins from the server's answer, as the browser writes them (event.origin form). */
export function cleanOrigins(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  return list.filter((o): o is string => typeof o === 'string' && /^https?:\/\/[^/?#\s]+$/i.test(o) && !o.includes('*'));
}

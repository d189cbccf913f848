/**
 * Framed and third-party mode (console-spec §2): framed when another page frames the console; third-party when
 * framed on /potential-matches (the embedded third-party view).
 */
import { useLocation } from 'react-router-dom';

export const THIRD_PARTY_PATH = '/potential-matches';

export interface EmbedMode {
  framed: boolean;
  thirdParty: boolean;
}

export function isFramed(win: { readonly self: unknown; readonly top: unknown } = window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    // Reading top can throw across origins in some browsers: that is a frame too.
    return true;
  }
}

export function embedModeFor(framed: boolean, pathname: string): EmbedMode {
  return { framed, thirdParty: framed && pathname.replace(/\/+$/, '') === THIRD_PARTY_PATH };
}

export function useEmbedMode(): EmbedMode {
  return embedModeFor(isFramed(), useLocation().pathname);
}

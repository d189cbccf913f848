/**
 * Framed and third-party mode (console-spec §2): framed when another page frames the console; third-party when
 * framed on /potential-matches (the embedded third-party view), also under its module as /exam-result/potential-matches.
 */
import { useLocation } from 'react-router-dom';

export const THIRD_PARTY_PATH = '/potential-matches';
const THIRD_PARTY_PATHS = [THIRD_PARTY_PATH, `/exam-result${THIRD_PARTY_PATH}`];

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
  return { framed, thirdParty: framed && THIRD_PARTY_PATHS.includes(pathname.replace(/\/+$/, '')) };
}

export function useEmbedMode(): EmbedMode {
  return embedModeFor(isFramed(), useLocation().pathname);
}

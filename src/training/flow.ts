/**
 * My Training and Help Guide (console-spec §4): fetch a training token, then open the training platform in a new tab.
 * Effects are injected so the timing and every branch are tested without a browser; index.ts binds the real ones.
 */
import { HttpError } from '../api/errors';
import type { ApiEnvelope } from '../api/types';
import { helpGuideLink, trainingLink } from './links';
import type { PopupStore } from './popupStore';
import { DEFAULT_ERROR, NOT_AUTHORISED } from './texts';

/** console-spec §9. */
export const REDIRECT_DELAY_MS = 3000;
export const ADVISOR_POPUP_DELAY_MS = 100;
export const TOKEN_PATH = 'auth/glorifire-token';

export interface TokenAnswer {
  authToken: string | null;
  trainingUser?: boolean;
  platformUrl: string;
}

export interface TrainingDeps {
  /** GET auth/glorifire-token with the loader on (the call layer switches it off again, also on errors). */
  fetchToken(): Promise<ApiEnvelope<TokenAnswer>>;
  toastError(message: string): void;
  /** Opens a new tab; false when the browser blocked it. */
  openTab(url: string): boolean;
  schedule(run: () => void, ms: number): void;
  popup: PopupStore;
  /** The console's session token: the help guide needs one (§5). */
  sessionToken(): string | null;
  production: boolean;
}

/** The answer's data on code 200, else null after telling the user (§8: the message as an error toast). */
async function requestToken(deps: TrainingDeps): Promise<TokenAnswer | null> {
  try {
    const res = await deps.fetchToken();
    if (res.code !== 200) {
      deps.toastError(res.message?.trim() ? res.message : DEFAULT_ERROR);
      return null;
    }
    return res.data;
  } catch (error) {
    // HTTP and transport failures were already toasted by the call layer (§8); only surprises are shown here.
    if (!(error instanceof HttpError)) deps.toastError(error instanceof Error && error.message ? error.message : DEFAULT_ERROR);
    return null;
  }
}

function open(deps: TrainingDeps, link: string): void {
  deps.popup.set(deps.openTab(link) ? { view: 'hidden' } : { view: 'blocked', link });
}

let busy = false;

async function once(run: () => Promise<void>): Promise<void> {
  // A double click must not fetch two tokens and open two tabs.
  if (busy) return;
  busy = true;
  try {
    await run();
  } finally {
    busy = false;
  }
}

export function startMyTraining(deps: TrainingDeps): Promise<void> {
  return once(async () => {
    if (deps.popup.get().view === 'redirecting') return;
    const answer = await requestToken(deps);
    if (!answer) return;
    if (!answer.authToken) return deps.popup.set({ view: 'unavailable' });
    const link = trainingLink(answer.platformUrl, answer.authToken);
    if (!link) return deps.toastError(DEFAULT_ERROR);
    deps.popup.set({ view: 'redirecting' });
    deps.schedule(() => open(deps, link), REDIRECT_DELAY_MS);
  });
}

export function startHelpGuide(deps: TrainingDeps): Promise<void> {
  return once(async () => {
    if (!deps.sessionToken()) return deps.toastError(NOT_AUTHORISED);
    const answer = await requestToken(deps);
    if (!answer) return;
    if (!answer.authToken) return deps.popup.set({ view: 'unavailable' });
    const link = helpGuideLink(answer.platformUrl, answer.authToken, deps.production);
    if (!link) return deps.toastError(DEFAULT_ERROR);
    open(deps, link);
  });
}

// The real effects of the training hand-off, bound once: the call layer, the shell's toasts, window.open and timers.
import { http } from '../api/httpClient';
import { sessionStore } from '../api/session';
import { toastError } from '../shell/feedback';
import { startHelpGuide, startMyTraining, TOKEN_PATH, type TokenAnswer, type TrainingDeps } from './flow';
import { trainingPopup } from './popupStore';

function openTab(url: string): boolean {
  // Not 'noopener': with it window.open always answers null, and a blocked tab could not be told from an opened one.
  const tab = window.open(url, '_blank');
  if (!tab) return false;
  try {
    tab.opener = null; // the platform's page must not reach back into the console
  } catch {
    /* some browsers refuse: the tab is open anyway */
  }
  return true;
}

export const trainingDeps: TrainingDeps = {
  fetchToken: () => http.get<TokenAnswer>(TOKEN_PATH, undefined, { loader: true }),
  toastError,
  openTab,
  schedule: (run, ms) => void setTimeout(run, ms),
  popup: trainingPopup,
  sessionToken: () => sessionStore().getToken(),
  production: import.meta.env.PROD,
};

/** The 'My Training' menu item: loader, token, popup, and the platform in a new tab after 3 s. */
export const openMyTraining = (): Promise<void> => startMyTraining(trainingDeps);

/** The top bar's Help Guide link: the platform in a new tab, opened on the help guide. */
export const openHelpGuide = (): Promise<void> => startHelpGuide(trainingDeps);

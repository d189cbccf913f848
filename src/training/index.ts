// The training hand-off (console-spec §4 My Training and Help Guide) as the shell uses it.
import { useCallback } from 'react';
import { openMyTraining } from './training';

export { openMyTraining, openHelpGuide } from './training';
export { TrainingPopupHost } from './TrainingPopupHost';

/** A stable callback for the 'My Training' menu item. */
export function useMyTraining(): () => void {
  return useCallback(() => void openMyTraining(), []);
}

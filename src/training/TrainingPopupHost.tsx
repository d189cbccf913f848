/**
 * Renders the training popup wherever it was opened from, and honours the advisor hand-off query
 * (navigatedFrom=my advisor&navigateTo=my training opens My Training after 100 ms, console-spec §2, §9).
 * Mount once inside the signed-in layout.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { TrainingPopup } from './TrainingPopup';
import { trainingPopup, usePopupState } from './popupStore';
import { asksForMyTraining, withoutMyTrainingQuery } from './links';
import { ADVISOR_POPUP_DELAY_MS } from './flow';
import { openMyTraining } from './training';

export function TrainingPopupHost() {
  const state = usePopupState();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (!asksForMyTraining(search)) return undefined;
    const timer = setTimeout(() => {
      // Dropped from the address, so a reload or a back step does not open the popup again.
      navigate(pathname + withoutMyTrainingQuery(search) + hash, { replace: true });
      void openMyTraining();
    }, ADVISOR_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname, search, hash, navigate]);

  return <TrainingPopup state={state} onClose={() => trainingPopup.set({ view: 'hidden' })} />;
}

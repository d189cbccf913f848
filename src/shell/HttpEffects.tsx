/**
 * Hands the call layer its effects (console-spec §8): the loader, toasts, the two store clears and navigation.
 * Going to /login is a real logout in react-admin (its query cache, store and permissions are cleared), so the next
 * user on this tab sees nothing of the previous one.
 */
import { useEffect } from 'react';
import { useLogout } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { setHttpEffects } from '../api/httpClient';
import { sessionStore } from '../api/session';
import { LOGIN_PATH } from '../api/errors';
import { feedback } from './feedback';

export function HttpEffects() {
  const navigate = useNavigate();
  const logout = useLogout();
  useEffect(() => {
    setHttpEffects({
      setLoader: feedback.setLoader,
      toast: feedback.showToast,
      clearSession: () => sessionStore().clearSession(),
      clearAllStores: () => sessionStore().clearAllStores(),
      navigate: (path) => {
        if (path.split('?')[0] === LOGIN_PATH) void logout({}, LOGIN_PATH, false);
        else navigate(path);
      },
    });
  }, [navigate, logout]);
  return null;
}

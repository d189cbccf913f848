/**
 * The postMessage bridge of console-spec §4, mounted once inside <Admin>. It listens only when the console is framed,
 * and it must stay mounted on the sign-in page too, where the parent's LOGIN arrives.
 */
import { useEffect, useRef } from 'react';
import { useAuthProvider, useLogout } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { sessionStore } from '../api/session';
import { feedback } from '../shell/feedback';
import { startBridge, type BridgeWindow } from './bridge';
import { createEmbedHandler, LOGIN_PATH, type EmbedEffects } from './actions';
import { isFramed } from './embedMode';
import { trustedOrigins } from './trustedOrigins';

export function EmbedBridge() {
  const authProvider = useAuthProvider();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = useLogout();
  const location = useLocation();

  // The listener is installed once; it reads the latest hooks' values through this ref.
  const latest = useRef<EmbedEffects | null>(null);
  latest.current = {
    session: sessionStore(),
    storage: window.sessionStorage,
    refreshPermissions: () => authProvider?.getPermissions?.({}) ?? Promise.resolve(),
    clearCache: () => queryClient.clear(),
    navigate: (path) => navigate(path),
    logout: () => void logout({}, LOGIN_PATH, false),
    setLoader: feedback.setLoader,
    currentPath: () => location.pathname + location.search,
  };

  useEffect(() => {
    if (!isFramed()) return undefined;
    const effects: EmbedEffects = {
      session: sessionStore(),
      storage: window.sessionStorage,
      refreshPermissions: () => latest.current!.refreshPermissions(),
      clearCache: () => latest.current!.clearCache(),
      navigate: (path) => latest.current!.navigate(path),
      logout: () => latest.current!.logout(),
      setLoader: (on) => latest.current!.setLoader(on),
      currentPath: () => latest.current!.currentPath(),
    };
    const handle = createEmbedHandler(effects);
    return startBridge({
      win: window as unknown as BridgeWindow,
      trustedOrigins: trustedOrigins(),
      onMessage: (message, reply) => void handle(message, reply),
      onRejected: (reason, event) => {
        if (import.meta.env.DEV) console.debug('[embed] message ignored:', reason, event.origin);
      },
    });
  }, []);

  return null;
}

/**
 * The postMessage bridge of console-spec §4, mounted inside <Admin> (on the sign-in page and in the layout). The
 * window listener itself starts when this module loads, and only when the console is framed, so a LOGIN that the
 * parent posts on the frame's load event is heard even before React has rendered.
 */
import { useEffect, useRef } from 'react';
import { useAuthProvider, useLogout } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { sessionStore } from '../api/session';
import { tokenSession } from '../api/tokenSession';
import { feedback } from '../shell/feedback';
import { createHandlerSlot, startBridge, type BridgeWindow } from './bridge';
import { createEmbedHandler, LOGIN_PATH, type EmbedEffects } from './actions';
import { isFramed } from './embedMode';
import { trustedOrigins } from './trustedOrigins';

const slot = createHandlerSlot();
let listening = false;

function listenWhenFramed(): void {
  if (listening || typeof window === 'undefined' || !isFramed()) return;
  listening = true;
  startBridge({
    win: window as unknown as BridgeWindow,
    trustedOrigins: trustedOrigins(),
    onMessage: slot.deliver,
    onRejected: (reason, event) => {
      if (import.meta.env.DEV) console.debug('[embed] message ignored:', reason, event.origin);
    },
  });
}

listenWhenFramed();

export function EmbedBridge() {
  const authProvider = useAuthProvider();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = useLogout();
  const location = useLocation();

  // The handler is attached once; it reads the latest hooks' values through this ref.
  const latest = useRef<EmbedEffects | null>(null);
  latest.current = {
    session: sessionStore(),
    storage: window.sessionStorage,
    whoIs: (token) => tokenSession().whoIs(token),
    revoke: (token) => tokenSession().revoke(token),
    refreshPermissions: () => authProvider?.getPermissions?.({}) ?? Promise.resolve(),
    clearCache: () => queryClient.clear(),
    navigate: (path) => navigate(path),
    logout: () => void logout({}, LOGIN_PATH, false),
    setLoader: feedback.setLoader,
    currentPath: () => location.pathname + location.search,
  };

  useEffect(() => {
    listenWhenFramed();
    const fx = (): EmbedEffects => latest.current!;
    const handle = createEmbedHandler({
      session: sessionStore(),
      storage: window.sessionStorage,
      whoIs: (token) => fx().whoIs(token),
      revoke: (token) => fx().revoke(token),
      refreshPermissions: () => fx().refreshPermissions(),
      clearCache: () => fx().clearCache(),
      navigate: (path) => fx().navigate(path),
      logout: () => fx().logout(),
      setLoader: (on) => fx().setLoader(on),
      currentPath: () => fx().currentPath(),
    });
    // One message that fails must not take the bridge down: later messages are still answered.
    return slot.attach((message, reply) => {
      handle(message, reply).catch((error: unknown) => console.error('[embed] message failed:', message.type, error));
    });
  }, []);

  return null;
}

/**
 * The route guard of console-spec §4 around every signed-in route: a route needs its permission (slot) or the Admin
 * role. A denied user stays where they were (back to the last allowed location, or /dashboard on a first page load);
 * the first denial says 'Not authorized to use this module.', a second consecutive one is silent.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { usePermissions } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { LinearProgress } from '@mui/material';
import { createRouteGuard, isAllowed } from '../access/guard';
import type { AccessState } from '../../schemas/access/slots';
import type { RouteDef } from '../routes/routeTable';
import { DASHBOARD_PATH } from '../routes/redirects';
import { toastError } from './feedback';

const guard = createRouteGuard();
/** Where a denied user is sent back to: the last location the guard let them open. */
let lastAllowed: string | null = null;
/** Marks the navigation that sends a denied user back, which is not a new attempt for the denial counter. */
const BOUNCE = 'routeGuardBounce';

/** Forget the previous user's denials and location (called when the login page shows). */
export function resetRouteGuard(): void {
  guard.reset();
  lastAllowed = null;
}

const inputFor = (route: RouteDef, state: AccessState) => ({
  requiredSlot: route.slot,
  noAccessCheck: route.noAccessCheck,
  adminOnly: route.adminOnly,
  state,
});

export function RouteGuard({ route, children }: { route: RouteDef; children: ReactNode }) {
  const { permissions, isPending } = usePermissions<AccessState>();
  const location = useLocation();
  const navigate = useNavigate();
  const checkedKey = useRef<string | null>(null);
  const allowed = permissions ? isAllowed(inputFor(route, permissions)) : false;

  useEffect(() => {
    // Once per navigation: StrictMode's second effect run and re-renders must not count as another attempt.
    const here = location.pathname + location.search;
    // React reuses this component across routes, and a page load's location key is always 'default': key and path.
    const navigation = `${location.key} ${here}`;
    if (!permissions || checkedKey.current === navigation) return;
    checkedKey.current = navigation;
    const bounced = (location.state as Record<string, unknown> | null)?.[BOUNCE] === true;
    if (bounced) {
      if (allowed) lastAllowed = here;
      else navigate(DASHBOARD_PATH, { replace: true });
      return;
    }
    const result = guard.check(inputFor(route, permissions));
    if (result.allowed) {
      lastAllowed = here;
      return;
    }
    if (result.message) toastError(result.message);
    const back = lastAllowed && lastAllowed !== here ? lastAllowed : DASHBOARD_PATH;
    navigate(back, { replace: true, state: { [BOUNCE]: true } });
  }, [permissions, location, route, allowed, navigate]);

  if (isPending || !permissions) return <LinearProgress aria-label="Checking access" />;
  return allowed ? <>{children}</> : null;
}

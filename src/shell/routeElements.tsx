// The route table turned into react-router <Route> elements: each page is its own lazily loaded chunk.
import { Route } from 'react-router-dom';
import { LinearProgress } from '@mui/material';
import { ROUTES, matchRoute, type RouteDef } from '../routes/routeTable';
import { pageLoaders } from '../routes/pageLoaders';
import type { PageKey } from '../routes/pageKeys';
import { RouteGuard } from './RouteGuard';
import { loadable, type Loadable } from '../../resources/loadable';
import { ShellHosts } from './ShellHosts';

const loadablePages = new Map<PageKey, Loadable<object>>();
function pageFor(key: PageKey) {
  let page = loadablePages.get(key);
  if (!page) {
    page = loadable(pageLoaders[key]);
    loadablePages.set(key, page);
  }
  return page;
}

function element(route: RouteDef) {
  const Page = pageFor(route.page);
  // The page's chunk shown once it arrives (resources/loadable.tsx).
  const page = <Page fallback={<LinearProgress aria-label="Loading page" />} />;
  // Public pages have no layout, so they carry the shell's hosts (toasts, loader, bridge) themselves.
  return route.noLogin ? (
    <>
      <ShellHosts />
      {page}
    </>
  ) : (
    <RouteGuard route={route}>{page}</RouteGuard>
  );
}

const toRoute = (route: RouteDef) => <Route key={route.path} path={route.path} element={element(route)} />;

/** Routes inside the shell (need a session). */
export const layoutRoutes = ROUTES.filter((r) => !r.noLogin).map(toRoute);
/** Routes with no login and no shell (upload-vdo, potential-matches). */
export const publicRoutes = ROUTES.filter((r) => r.noLogin).map(toRoute);

/**
 * Starts loading the page of the address the console opens at, while the shell still starts (auth check, layout,
 * permissions): the page's chunk would otherwise be asked for only once its route renders. Called signed in only
 * (App.tsx), so the login page loads no page it does not show.
 */
export function preloadPageAt(pathname: string): void {
  const route = matchRoute(pathname);
  // A failure is the page's to report: its route asks again when it renders.
  if (route) pageFor(route.page).preload().catch(() => undefined);
}

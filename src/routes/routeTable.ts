/**
 * The console's route table (console-spec §2, entities-spec §2) as data: every top-level route and every sub-route or
 * tab, with its title, the slot it needs, its sidebar category and the key of its lazily loaded page. '' and login are
 * not rows: the login page belongs to the shell, and redirects.ts decides where they go.
 */
import type { RouteDef } from './types';
import { dashboardRoutes, productRoutes } from './table/dashboardProduct';
import { reportRoutes } from './table/reports';
import { instituteRoutes } from './table/institute';
import { authorRoutes, communityRoutes, schoolRoutes } from './table/schoolsAuthors';
import { adminRoutes, edugangaRoutes, marketingRoutes, supportRoutes } from './table/marketingSupport';
import { entityRoutes, footerRoutes, publicRoutes, standaloneRoutes } from './table/standalone';

export type { RouteDef } from './types';

export const ROUTES: readonly RouteDef[] = [
  ...dashboardRoutes,
  ...productRoutes,
  ...reportRoutes,
  ...instituteRoutes,
  ...entityRoutes,
  ...schoolRoutes,
  ...authorRoutes,
  ...communityRoutes,
  ...marketingRoutes,
  ...supportRoutes,
  ...edugangaRoutes,
  ...adminRoutes,
  ...standaloneRoutes,
  ...footerRoutes,
  ...publicRoutes,
];

const BY_PATH: ReadonlyMap<string, RouteDef> = new Map(ROUTES.map((route) => [route.path, route]));

/** '/a/b/?x=1#h', 'a/b' and '/a/b' all become '/a/b'. Paths stay case-sensitive, as the router's are. */
export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/)[0].replace(/\/+$/, '');
  return bare.startsWith('/') ? bare : `/${bare}`;
}

/** The route for a location path (query and hash ignored), or undefined for an unknown path. */
export function matchRoute(path: string): RouteDef | undefined {
  return BY_PATH.get(normalisePath(path));
}

/** The module a tab belongs to, for breadcrumbs. */
export function parentRoute(route: RouteDef): RouteDef | undefined {
  return route.parent ? BY_PATH.get(route.parent) : undefined;
}

import type { RouteArea } from '../access/categories';
import type { SlotReq } from '../../schemas/access/slots';
import type { PageKey } from './pageKeys';

/** One route of the console: data only, so the guard, the menu, redirects and the server can all read it. */
export interface RouteDef {
  /** Absolute, no trailing slash, no query: '/userInfo/userBasicInfo'. */
  path: string;
  title: string;
  /** Slot needed to open it (any one of a list). Absent only for adminOnly and noLogin routes. */
  slot?: SlotReq;
  /** Sidebar category (or another area) the route belongs to, used for breadcrumbs. */
  category: RouteArea;
  /** Key into pageLoaders. */
  page: PageKey;
  /** For tabs and sub-routes: the path of the module they belong to (breadcrumb middle). */
  parent?: string;
  noLogin?: boolean;
  noAccessCheck?: boolean;
  adminOnly?: boolean;
}

/** Optional fields a route row may add. */
export type RouteExtras = Partial<Pick<RouteDef, 'page' | 'noLogin' | 'noAccessCheck' | 'adminOnly' | 'category'>>;

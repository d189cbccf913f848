/**
 * Which sidebar entry is active for a location (console-spec §2): the parent item and the tab are highlighted.
 * Dashboards derive both from the URL segments (§9: module index 1, sub-module index 2, sub-module route length 3).
 */
import type { MenuItem } from './menuItems';
import { MENU_CATEGORIES, STANDALONE_ITEMS } from './menuData';
import { normalisePath } from './routeTable';

export interface ActiveMenu {
  /** Category key, 'standalone', or null when nothing matches. */
  category: string | null;
  /** Key of the highlighted top-level item. */
  parent: string | null;
  /** Key of the highlighted tab within it. */
  tab: string | null;
}

interface Section {
  key: string;
  items: readonly MenuItem[];
}

const MODULE_INDEX = 1;
const SUB_MODULE_INDEX = 2;
const SUB_MODULE_ROUTE_LENGTH = 3;
const DASHBOARD_MODULES = ['dashboard', 'chairman-dashboard'];
const NOTHING: ActiveMenu = { category: null, parent: null, tab: null };

const defaultSections = (): Section[] => [
  ...MENU_CATEGORIES.map((c) => ({ key: c.key, items: c.items })),
  { key: 'standalone', items: STANDALONE_ITEMS },
];

/** How well an item's path (maybe with a query) fits the location; -1 when it does not. Longer is better. */
function fit(itemPath: string | undefined, path: string, params: URLSearchParams): number {
  if (!itemPath) return -1;
  const [bare, query = ''] = itemPath.split('?');
  if (bare !== path && !path.startsWith(`${bare}/`)) return -1;
  const wanted = [...new URLSearchParams(query)];
  if (wanted.some(([key, value]) => params.get(key) !== value)) return -1;
  return bare.length * 2 + (wanted.length > 0 ? 1 : 0);
}

function sectionOf(sections: Section[], itemKey: string): string | null {
  return sections.find((s) => s.items.some((item) => item.key === itemKey))?.key ?? null;
}

function fromDashboardSegments(path: string, sections: Section[]): ActiveMenu | null {
  const segments = path.split('/');
  const module = segments[MODULE_INDEX];
  if (!DASHBOARD_MODULES.includes(module)) return null;
  const parent = `/${module}`;
  const tab = segments.length === SUB_MODULE_ROUTE_LENGTH ? `${parent}/${segments[SUB_MODULE_INDEX]}` : null;
  return { category: sectionOf(sections, parent), parent, tab };
}

/**
 * The active entry for a location. Pass the user's visible sections (categories plus standalone) so an entry that
 * appears in several categories is found where the user sees it; by default the whole menu is searched.
 */
export function activeMenu(pathname: string, search = '', sections: Section[] = defaultSections()): ActiveMenu {
  const path = normalisePath(pathname);
  const dashboard = fromDashboardSegments(path, sections);
  if (dashboard) return dashboard;
  const params = new URLSearchParams(search);
  let best = { score: -1, active: NOTHING };
  const consider = (score: number, active: ActiveMenu) => {
    if (score > best.score) best = { score, active };
  };
  for (const section of sections) {
    for (const item of section.items) {
      // Tabs first and by a hair: a tab on its module's own path is the more precise highlight.
      for (const tab of item.tabs ?? []) {
        const score = fit(tab.path, path, params);
        if (score >= 0) consider(score + 0.5, { category: section.key, parent: item.key, tab: tab.key });
      }
      consider(fit(item.path, path, params), { category: section.key, parent: item.key, tab: null });
    }
  }
  return best.active;
}

/** The sections of a user's visible menu, to pass to activeMenu. */
export function sectionsOf(menu: { categories: { key: string; items: MenuItem[] }[]; standalone: MenuItem[] }) {
  const categories = menu.categories.map((c) => ({ key: c.key, items: c.items }));
  return [...categories, { key: 'standalone', items: menu.standalone }];
}

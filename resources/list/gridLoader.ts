// The list's grid (the MUI X chunk) as a loadable (../loadable.tsx), in a module of its own so that a page loader can
// start it beside the page's chunk (src/routes/pageLoaders.ts) and the list renders it at once when it has come.
import { loadable } from '../loadable';

export const EntityGrid = loadable(() => import('./EntityGrid'));

// Every endpoint group of the API, registered by app.ts in this order.
import authRoutes from './auth.js';
import healthRoutes from './health.js';

import type { RoutePlugin } from './deps.js';

export const apiRoutes: RoutePlugin[] = [healthRoutes, authRoutes];

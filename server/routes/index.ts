// Every endpoint group of the API, registered by app.ts in this order.
import authRoutes from './auth.js';
import healthRoutes from './health.js';

export const apiRoutes = [healthRoutes, authRoutes] as const;

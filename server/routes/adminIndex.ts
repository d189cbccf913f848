// The user-management endpoint groups (issue 16), all under /api/admin/ and for the Admin role only.
import adminUserRoutes from './adminUsers.js';
import adminRoleRoutes from './adminRoles.js';
import adminAuditRoutes from './adminAudit.js';
import type { RoutePlugin } from './deps.js';

export const adminRoutes: RoutePlugin[] = [adminUserRoutes, adminRoleRoutes, adminAuditRoutes];

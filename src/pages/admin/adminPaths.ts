// User Management's resources: their names are their URL paths under /supporthome (and their API paths under
// /api/admin, see providers/adminDataProvider).
export const SUPPORT_HOME = '/supporthome';
export const USERS = 'supporthome/users';
export const ROLES = 'supporthome/roles';
export const AUDIT_LOG = 'supporthome/audit-log';
export const ORGANISATIONS = 'supporthome/organisations';
export const CENTRES = 'supporthome/centres';

export const ADMIN_TABS = [
  { label: 'Users', resource: USERS },
  { label: 'Roles', resource: ROLES },
  { label: 'Audit log', resource: AUDIT_LOG },
] as const;

/**
 * Role and user-type names of console-spec §1, §5, §6. Pure TypeScript (the server seeds and checks the same names).
 * Role labels that carry the institute brand are written with the brand omitted, as the spec does.
 */

export const ADMIN_ROLE = 'Admin';
export const SUPPORT_ADMIN_ROLE = 'Support Admin';
export const SUPPORT_TEAM_ROLE = 'Support Team';
/** "the operations role" of the spec. */
export const OPERATIONS_ROLE = 'Ops';
/** "the institute admin role" of the spec. */
export const INSTITUTE_ADMIN_ROLE = 'Institute Admin';

/** Roles granted slots 122 and 192 (console-spec §4); all but the operations role also get 121. */
export const SUPPORT_SLOT_ROLES = [
  ADMIN_ROLE,
  SUPPORT_ADMIN_ROLE,
  SUPPORT_TEAM_ROLE,
  OPERATIONS_ROLE,
  INSTITUTE_ADMIN_ROLE,
] as const;

export const HELP_GUIDE_ROLES = [
  ADMIN_ROLE,
  'AO (All)',
  OPERATIONS_ROLE,
  'Full Rights',
  'Product Team',
  'QA',
  SUPPORT_ADMIN_ROLE,
  SUPPORT_TEAM_ROLE,
  INSTITUTE_ADMIN_ROLE,
  'Auto Product Allocation Admin',
  'AO (Online Classes)',
  'AO (Assign Test)',
  'Centre Head',
  'NAO + Admission',
  'NAO Admin',
] as const;

/** Their chairman dashboard is titled 'Managing Partner Dashboard'. */
export const MANAGING_PARTNER_ROLES = ['AO (All)', 'AO (Online Classes)', 'AO (Assign Test)', 'Centre Head'] as const;
export const MANAGING_PARTNER_DASHBOARD_TITLE = 'Managing Partner Dashboard';

/** Roles that always see the Schools category (console-spec §5). */
export const SCHOOL_ROLES = ['principal', 'coordinator', ADMIN_ROLE] as const;

/** User types the advisor module is for (console-spec §6). */
export const ADVISOR_USER_TYPES = ['ao', 'headAo', 'centreHead', 'nao'] as const;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Role names compare case-insensitively everywhere. */
export function roleIn(roleName: string | undefined | null, roles: readonly string[]): boolean {
  return !!roleName && roles.some((role) => same(role, roleName));
}

export const isAdminRole = (roleName: string | undefined | null) => roleIn(roleName, [ADMIN_ROLE]);
export const isHelpGuideRole = (roleName: string | undefined | null) => roleIn(roleName, HELP_GUIDE_ROLES);
export const isManagingPartnerRole = (roleName: string | undefined | null) => roleIn(roleName, MANAGING_PARTNER_ROLES);
export const seesSchools = (roleName: string | undefined | null) => roleIn(roleName, SCHOOL_ROLES);
export const isAdvisorUserType = (userType: string | undefined | null) => roleIn(userType, ADVISOR_USER_TYPES);

/**
 * An AO user: user type 'ao', or one of the AO roles (AO (All), AO (Online Classes), AO (Assign Test)).
 * The spec's role-type constant is 'AO'; we accept either signal because the login data may carry only one of them.
 */
export function isAoUser(roleName: string | undefined | null, userType: string | undefined | null): boolean {
  return same(userType ?? '', 'ao') || /^ao\b/i.test((roleName ?? '').trim());
}

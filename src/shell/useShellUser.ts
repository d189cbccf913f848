/**
 * Who is signed in, as the shell shows it: name and role from the session store (console-spec §3), the access state
 * react-admin keeps as permissions, and the menu user the sidebar model needs.
 */
import { useMemo } from 'react';
import { usePermissions } from 'react-admin';
import { sessionStore, type SessionStore } from '../api/session';
import type { AccessState } from '../../schemas/access/slots';
import type { MenuUser } from '../routes/menu';

export interface ShellUser {
  fullName: string;
  firstName: string;
  roleName: string;
  menuUser: MenuUser;
}

/** The user type is top-level in the login data (stored on its own); older sessions kept it in the settings. */
function userTypeOf(stored: string | null, settings: Record<string, unknown>): string | undefined {
  if (stored) return stored;
  return typeof settings.userType === 'string' ? settings.userType : undefined;
}

export function readShellUser(store: SessionStore = sessionStore()): ShellUser {
  const s = store.getSession();
  const roleName = s.roleName ?? '';
  const firstName = s.firstName ?? '';
  const settings = s.userSettings ?? {};
  return {
    fullName: [firstName, s.lastName].filter(Boolean).join(' '),
    firstName,
    roleName,
    menuUser: {
      roleName,
      userType: userTypeOf(s.userType, settings),
      isProductUser: settings.ismyPATUser === true,
    },
  };
}

/** The user and their access state; access is undefined while react-admin is still computing permissions. */
export function useShellUser(): ShellUser & { access: AccessState | undefined; isPending: boolean } {
  const { permissions, isPending } = usePermissions<AccessState>();
  // The session changes only on login and logout, and both remount the shell: reading it once per mount is enough.
  const user = useMemo(() => readShellUser(), [permissions]);
  return { ...user, access: permissions, isPending };
}

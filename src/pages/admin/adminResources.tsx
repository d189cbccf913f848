/**
 * User Management as react-admin <Resource>s under /supporthome (issue 16): users, roles (list, create, edit) and the
 * audit log (list, show), plus the organisations and centres the forms choose from. Each screen is its own lazily
 * loaded chunk inside AdminFrame (the /supporthome guard and tabs).
 */
import type { ComponentType } from 'react';
import { loadable } from '../../../resources/loadable';
import { LinearProgress } from '@mui/material';
import { Resource } from 'react-admin';
import { AdminFrame } from './AdminFrame';
import { AUDIT_LOG, CENTRES, ORGANISATIONS, ROLES, USERS } from './adminPaths';
import { fullName } from './users/userRules';

function screen(load: () => Promise<{ default: ComponentType }>) {
  const Screen = loadable(load);
  return (
    <AdminFrame>
      <Screen fallback={<LinearProgress aria-label="Loading page" />} />
    </AdminFrame>
  );
}

const roles = () => import('./roles/RoleScreens');
const audit = () => import('./audit/AuditScreens');

export const adminResourceElements = [
  <Resource
    key={USERS}
    name={USERS}
    options={{ label: 'Users' }}
    recordRepresentation={(r: { firstName?: string; lastName?: string; username?: string }) => fullName(r) || r.username || ''}
    list={screen(() => import('./users/UserList'))}
    create={screen(() => import('./users/UserCreate'))}
    edit={screen(() => import('./users/UserEdit'))}
  />,
  <Resource
    key={ROLES}
    name={ROLES}
    options={{ label: 'Roles' }}
    recordRepresentation="name"
    list={screen(() => roles().then((m) => ({ default: m.RoleList })))}
    create={screen(() => roles().then((m) => ({ default: m.RoleCreate })))}
    edit={screen(() => roles().then((m) => ({ default: m.RoleEdit })))}
  />,
  <Resource
    key={AUDIT_LOG}
    name={AUDIT_LOG}
    options={{ label: 'Audit log' }}
    list={screen(() => audit().then((m) => ({ default: m.AuditLogList })))}
    show={screen(() => audit().then((m) => ({ default: m.AuditLogShow })))}
  />,
  <Resource key={ORGANISATIONS} name={ORGANISATIONS} options={{ label: 'Organisations' }} recordRepresentation="name" />,
  <Resource key={CENTRES} name={CENTRES} options={{ label: 'Centres' }} recordRepresentation="name" />,
];

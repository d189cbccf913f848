/**
 * Every User Management screen: the /supporthome route guard (Admin role only, console-spec §6), the page heading and
 * the Users / Roles / Audit log tabs. The Resources' own routes (/supporthome/users/...) sit outside the route table,
 * so they take the /supporthome row's guard here.
 */
import type { ReactNode } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { Link, useLocation } from 'react-router-dom';
import { RouteGuard } from '../../shell/RouteGuard';
import { PageHeading } from '../PageHeading';
import { CATEGORY_LABELS } from '../../access/categories';
import { matchRoute } from '../../routes/routeTable';
import { ADMIN_TABS, SUPPORT_HOME } from './adminPaths';

const route = matchRoute(SUPPORT_HOME)!;

/** guarded={false} where the route table's own row already guards the page (/supporthome itself). */
export function AdminFrame({ children, guarded = true }: { children: ReactNode; guarded?: boolean }) {
  const { pathname } = useLocation();
  const current =
    pathname.replace(/\/+$/, '') === SUPPORT_HOME
      ? ADMIN_TABS[0]
      : ADMIN_TABS.find((t) => pathname === `/${t.resource}` || pathname.startsWith(`/${t.resource}/`));
  const frame = (
    <Box sx={{ pb: 2, maxWidth: 1440 }}>
      {/* The screens' own react-admin views set the top bar's title. */}
      <PageHeading id="admin-title" title="User Management" trail={[CATEGORY_LABELS.admin]} barTitle={null} />
      <Tabs value={current?.resource ?? false} aria-label="User Management" sx={{ mb: 1, borderBottom: 1, borderColor: 'divider' }}>
        {ADMIN_TABS.map((t) => (
          <Tab key={t.resource} value={t.resource} label={t.label} component={Link} to={`/${t.resource}`} />
        ))}
      </Tabs>
      {children}
    </Box>
  );
  return guarded ? <RouteGuard route={route}>{frame}</RouteGuard> : frame;
}


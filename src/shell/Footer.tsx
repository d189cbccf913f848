/**
 * The footer (console-spec §2): only for a signed-in user, not on chairman-dashboard, time-table or attendance
 * paths. Its links are the footer items the user may see; Login As carries the chosen login-as option in `login`.
 */
import { useMemo, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Box, Link, Menu, MenuItem as MuiMenuItem, Stack, Typography } from '@mui/material';
import { visibleMenu, type MenuItem } from '../routes/menu';
import { sessionStore } from '../api/session';
import { useShellUser } from './useShellUser';

const HIDDEN_ON = ['chairman-dashboard', 'time-table', 'attendance'];

/** Login-as options: the support constants' user types ({product} means student, stakeholder means teacher). */
export const LOGIN_AS_OPTIONS = [
  { login: 'glorifire', label: 'Glorifire user (student)' },
  { login: 'stakeholder', label: 'Stakeholder (teacher)' },
] as const;

export function footerHiddenOn(pathname: string): boolean {
  return HIDDEN_ON.some((part) => pathname.includes(part));
}

function LoginAsLink({ item }: { item: MenuItem }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Link
        component="button"
        variant="body2"
        underline="hover"
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {item.label}
      </Link>
      <Menu open={anchor !== null} anchorEl={anchor} onClose={() => setAnchor(null)}>
        {LOGIN_AS_OPTIONS.map((option) => (
          <MuiMenuItem
            key={option.login}
            component={RouterLink}
            to={`${item.path}?login=${option.login}`}
            onClick={() => setAnchor(null)}
          >
            {option.label}
          </MuiMenuItem>
        ))}
      </Menu>
    </>
  );
}

export function Footer() {
  const { pathname } = useLocation();
  const { access, menuUser } = useShellUser();
  const links = useMemo(() => (access ? visibleMenu(access, menuUser).footer : []), [access, menuUser]);
  if (!sessionStore().isAuthenticated() || footerHiddenOn(pathname)) return null;
  return (
    <Box
      component="footer"
      sx={{ mt: 'auto', pt: 4, pb: 2, px: 1, borderTop: 1, borderColor: 'divider', color: 'text.secondary' }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="body2">© {new Date().getFullYear()} Edu Ops Console</Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} component="nav" aria-label="Footer">
          {links.map((item) =>
            item.path === '/userProfileAccess' ? (
              <LoginAsLink key={item.key} item={item} />
            ) : (
              <Link key={item.key} component={RouterLink} to={item.path ?? '/'} variant="body2" underline="hover" color="inherit">
                {item.label}
              </Link>
            ),
          )}
        </Stack>
      </Stack>
    </Box>
  );
}

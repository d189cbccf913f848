/**
 * The top bar (console-spec §2): side-nav toggler and page title, then notifications, the Help Guide for help-guide
 * roles, the light/dark toggle, the user's name and role, and Logout behind the 'Ready to Leave?' dialog.
 */
import { useState } from 'react';
import { AppBar, TitlePortal, ToggleThemeButton, useLogout, type AppBarProps } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Divider, Link, Stack, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlined';
import { isHelpGuideRole } from '../../schemas/access/roles';
import { LOGIN_PATH } from '../api/errors';
import { DASHBOARD_PATH } from '../routes/redirects';
import { LogoutDialog } from './LogoutDialog';
import { NotificationsBell } from './notifications/NotificationsBell';
import { openHelpGuideFromShell } from './integrations';
import { useShellUser } from './useShellUser';
import { useEmbedMode } from '../embed/embedMode';

function UserBadge({ name, role }: { name: string; role: string }) {
  return (
    <Box sx={{ textAlign: 'right', lineHeight: 1.2, px: 1, display: { xs: 'none', sm: 'block' } }} data-testid="user-badge">
      <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>{name}</Typography>
      <Typography variant="caption" component="p" sx={{ opacity: 0.85 }}>{role}</Typography>
    </Box>
  );
}

function TopBarTools() {
  const { fullName, roleName } = useShellUser();
  const logout = useLogout();
  const [confirming, setConfirming] = useState(false);
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', pr: 1 }}>
      <NotificationsBell />
      {isHelpGuideRole(roleName) && (
        <Button color="inherit" startIcon={<HelpOutlineIcon />} onClick={openHelpGuideFromShell}>
          Help Guide
        </Button>
      )}
      <ToggleThemeButton />
      <Divider orientation="vertical" flexItem sx={{ borderColor: 'rgba(255,255,255,0.3)', mx: 1 }} />
      <UserBadge name={fullName} role={roleName} />
      <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => setConfirming(true)}>
        Logout
      </Button>
      <LogoutDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        onLogout={() => {
          setConfirming(false);
          // Not back to this page after the next sign-in: the next person on this tab may be someone else.
          void logout({}, LOGIN_PATH, false);
        }}
      />
    </Stack>
  );
}

// With no side nav (framed or third-party) its toggler has nothing to toggle.
const noTogglerSx = { '& .RaAppBar-menuButton': { display: 'none' }, '& .RaAppBar-toolbar': { pl: 2 } };

export function TopBar(props: AppBarProps) {
  const { framed, thirdParty } = useEmbedMode();
  return (
    <AppBar {...props} color="primary" userMenu={false} toolbar={<TopBarTools />} sx={framed || thirdParty ? noTogglerSx : undefined}>
      <Link
        component={RouterLink}
        to={DASHBOARD_PATH}
        color="inherit"
        underline="none"
        variant="subtitle1"
        sx={{ fontWeight: 700, mr: 2, whiteSpace: 'nowrap', display: { xs: 'none', md: 'block' } }}
      >
        Edu Ops Console
      </Link>
      <TitlePortal variant="subtitle1" sx={{ opacity: 0.9 }} />
    </AppBar>
  );
}

/**
 * The line at the top of the menu (console-spec §2): 'N Pending Alert(s)!' or, with no alerts, 'N Pending
 * Escalation(s)!', linking to /alert-escalation, under the label 'myEscalations' or 'myAlerts & myEscalations'.
 * Only for users who may open the alert list; nothing at all while the counters are unknown or failed. With only
 * escalations pending, the latest one (from the escalation list, §4) is named under the line.
 */
import { Link as RouterLink } from 'react-router-dom';
import { Box, Link, Typography } from '@mui/material';
import NotificationImportantIcon from '@mui/icons-material/NotificationImportant';
import { ALERT_ESCALATION_PATH, bannerLabel, bannerLine, useAlertCounters } from '../alertCounters';

export function MenuBanner({ roleName, allowed }: { roleName: string; allowed: boolean }) {
  const counters = useAlertCounters(allowed, true);
  if (!allowed || !counters) return null;
  const pending = counters.alertCount > 0 || counters.escalationCount > 0;
  return (
    <Box
      data-testid="menu-banner"
      sx={{
        mx: 1.5,
        mt: 1.5,
        mb: 1,
        px: 1.5,
        py: 1,
        borderRadius: 2,
        bgcolor: 'action.hover',
        borderLeft: 3,
        borderColor: pending ? 'warning.main' : 'divider',
      }}
    >
      <Typography variant="caption" color="text.secondary" component="p" sx={{ fontWeight: 600 }}>
        {bannerLabel(roleName)}
      </Typography>
      <Link
        component={RouterLink}
        to={ALERT_ESCALATION_PATH}
        underline="hover"
        variant="body2"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
      >
        <NotificationImportantIcon fontSize="inherit" aria-hidden />
        {bannerLine(counters)}
      </Link>
      {counters.latestEscalation && (
        <Typography variant="caption" color="text.secondary" component="p" noWrap title={`${counters.latestEscalation.userName} · ${counters.latestEscalation.words}`}>
          Latest: {counters.latestEscalation.userName} · {counters.latestEscalation.words}
        </Typography>
      )}
    </Box>
  );
}

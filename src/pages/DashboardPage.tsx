/**
 * The landing page (/dashboard): a greeting with the user's name and role, the pending alert counts for those who
 * work alerts, and cards linking to every module the user may open. Managing-partner roles see it titled
 * 'Managing Partner Dashboard' (console-spec §6). Nothing here is made up: it all comes from the session,
 * the access state and the counters endpoint.
 */
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Title } from 'react-admin';
import { Box, Button, Card, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { MANAGING_PARTNER_DASHBOARD_TITLE } from '../../schemas/access/roles';
import { canAccess } from '../access/canAccess';
import { CATEGORY_LABELS } from '../access/categories';
import { visibleMenu } from '../routes/menu';
import { ALERT_ESCALATION_PATH, useAlertCounters, type AlertCounters } from '../shell/alertCounters';
import { useShellUser } from '../shell/useShellUser';
import { DashboardModules, type ModuleSection } from './DashboardModules';

export const DASHBOARD_TITLE = 'Dashboard';

export function greetingFor(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 17) return 'Good afternoon';
  return 'Good evening';
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Box>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>{value}</Typography>
      <Typography variant="body2" color="text.secondary">{label}</Typography>
    </Box>
  );
}

function PendingCard({ counters }: { counters: AlertCounters | null }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby="dashboard-pending">
      <CardContent>
        <Typography id="dashboard-pending" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
          Pending alerts and escalations
        </Typography>
        {counters ? (
          <Stack direction="row" spacing={4} sx={{ alignItems: 'flex-end', flexWrap: 'wrap' }}>
            <Count label="Pending alerts" value={counters.alertCount} />
            <Count label="Pending escalations" value={counters.escalationCount} />
            <Button component={RouterLink} to={ALERT_ESCALATION_PATH} variant="outlined" size="small">
              Open alerts &amp; escalations
            </Button>
          </Stack>
        ) : (
          <Typography color="text.secondary">The counts are not available right now.</Typography>
        )}
      </CardContent>
    </Card>
  );
}

export default function DashboardPage() {
  const { access, menuUser, firstName, fullName, roleName } = useShellUser();
  const title = access?.managingPartner ? MANAGING_PARTNER_DASHBOARD_TITLE : DASHBOARD_TITLE;
  const seesAlerts = !!access && canAccess(access, { resource: ALERT_ESCALATION_PATH });
  const counters = useAlertCounters(seesAlerts);
  const sections = useMemo<ModuleSection[]>(() => {
    if (!access) return [];
    const menu = visibleMenu(access, menuUser);
    const standalone = { key: 'standalone', label: CATEGORY_LABELS.standalone, items: menu.standalone };
    return [...menu.categories, standalone].filter((s) => s.items.length > 0);
  }, [access, menuUser]);

  return (
    <Box component="section" aria-labelledby="dashboard-title" sx={{ pb: 3 }}>
      <Title title={title} />
      <Stack spacing={3}>
        <Box>
          <Typography id="dashboard-title" variant="h5" component="h1">{title}</Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5, flexWrap: 'wrap' }}>
            <Typography color="text.secondary">
              {greetingFor(new Date().getHours())}, {firstName || fullName}.
            </Typography>
            {roleName && <Chip size="small" color="primary" variant="outlined" label={roleName} />}
          </Stack>
        </Box>
        {seesAlerts && <PendingCard counters={counters} />}
        <Box>
          <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>Your modules</Typography>
          {access ? <DashboardModules sections={sections} /> : <Skeleton variant="rounded" height={160} aria-label="Loading modules" />}
        </Box>
      </Stack>
    </Box>
  );
}

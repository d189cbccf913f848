// The frame of the three alert & escalation screens: breadcrumb, title and the section tabs List, Report and Config,
// each shown only to users holding its slot (console-spec §6: 188-190; the module slot 181 also opens the list).
import type { ReactNode } from 'react';
import { Box, Breadcrumbs, Tab, Tabs, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { ALERT_ESCALATION_TABS } from '../../../schemas/access/abilityTable';
import type { AccessState } from '../../../schemas/access/slots';
import { canAccess } from '../../access/canAccess';
import { useShellUser } from '../../shell/useShellUser';

export const ALERTS_TITLE = 'Alerts & Escalations';
export const BASE_PATH = '/alert-escalation';

const SECTION_PATHS: Readonly<Record<(typeof ALERT_ESCALATION_TABS)[number]['key'], string>> = {
  list: BASE_PATH,
  report: `${BASE_PATH}/report`,
  config: `${BASE_PATH}/config`,
};

/** The section tabs a user may open, in the order list, report, config. */
export function allowedSections(access: AccessState | undefined) {
  return ALERT_ESCALATION_TABS.filter((t) => canAccess(access, { resource: SECTION_PATHS[t.key] })).map((t) => ({
    key: t.key,
    label: t.key === 'list' ? 'List' : t.key === 'report' ? 'Report' : 'Config',
    path: SECTION_PATHS[t.key],
  }));
}

export function AlertsFrame({ subtitle, children, actions }: { subtitle: string; children: ReactNode; actions?: ReactNode }) {
  const { access } = useShellUser();
  const { pathname } = useLocation();
  const sections = allowedSections(access);
  const current = sections.find((s) => s.path === pathname.replace(/\/+$/, ''))?.path ?? false;
  return (
    <Box component="section" aria-labelledby="alerts-title" sx={{ pb: 2, minWidth: 0 }}>
      <Title title={`${ALERTS_TITLE} · ${subtitle}`} />
      <Box sx={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, mb: 0.5, flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: 0 }}>
          <Breadcrumbs aria-label="breadcrumb" separator="›">
            <Typography color="text.secondary" variant="body2">Institute</Typography>
            <Typography color="text.secondary" variant="body2">{ALERTS_TITLE}</Typography>
          </Breadcrumbs>
          <Typography id="alerts-title" variant="h5" component="h1">{subtitle}</Typography>
        </Box>
        {actions}
      </Box>
      {sections.length > 1 && (
        <Tabs value={current} aria-label="Alert & escalation sections" sx={{ mb: 1.5, minHeight: 40, '& .MuiTab-root': { minHeight: 40 } }}>
          {sections.map((s) => (
            <Tab key={s.key} value={s.path} label={s.label} component={RouterLink} to={s.path} />
          ))}
        </Tabs>
      )}
      {children}
    </Box>
  );
}

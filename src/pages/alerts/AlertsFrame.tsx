// The frame of the three alert & escalation screens: breadcrumb, title and the section tabs List, Report and Config,
// each shown only to users holding its slot (console-spec §6: 188-190; the module slot 181 also opens the list).
import type { ReactNode } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { ALERT_ESCALATION_TABS } from '../../../schemas/access/abilityTable';
import type { AccessState } from '../../../schemas/access/slots';
import { canAccess } from '../../access/canAccess';
import { useShellUser } from '../../shell/useShellUser';
import { INSTITUTE, PageHeading } from '../PageHeading';

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
      <PageHeading id="alerts-title" title={subtitle} trail={[INSTITUTE, ALERTS_TITLE]} barTitle={`${ALERTS_TITLE} · ${subtitle}`} actions={actions} alignEnd />
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

// /alert-escalation (console-spec §2): the alert and escalation lists. The tab (activeTab), the history view
// (isHistoryView), the date range (startDate, endDate), the search (from 3 characters) and the page (20 a page from
// 1) are all in the URL. The lists are the resources' list machinery on the schemas of schemas/alerts/resources.ts.
import { useCallback, useMemo, useState } from 'react';
import { Box, Tab, Tabs, ToggleButton, ToggleButtonGroup } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { ListFrame, useUrlList } from '../../../resources';
import { ALERT_RESOURCES, alertListPath } from '../../../schemas/alerts/resources';
import { roleIn } from '../../../schemas/access/roles';
import { ESCALATION_ROLE } from '../../shell/alertCounters';
import { useShellUser } from '../../shell/useShellUser';
import { AlertDetailDrawer } from './AlertDetailDrawer';
import { AlertsFrame } from './AlertsFrame';
import { alertColumns, escalationColumns } from './alertColumns';
import { readAlertView, writeAlertView, type AlertView } from './alertUrl';
import type { AlertListSuffix } from '../../../schemas/alerts';
import type { AlertTab } from './types';

const TAB_LABELS: Record<AlertTab, string> = { alert: 'Alerts', escalation: 'Escalations' };

/** Users whose only role is the escalation role start on the escalation tab. */
export const tabOrder = (roleName: string): AlertTab[] => (roleIn(roleName, [ESCALATION_ROLE]) ? ['escalation', 'alert'] : ['alert', 'escalation']);

/** Report links hand the list an assignee, event or centre; they narrow the request but are not filters one edits. */
function linkFilter(params: URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of ['assignedUserId', 'eventKey', 'centreId']) {
    const v = params.get(key);
    if (v && /^[A-Za-z0-9_]{1,60}$/.test(v)) out[key] = v;
  }
  return out;
}

export default function AlertEscalationPage() {
  const { roleName } = useShellUser();
  const [params, setParams] = useSearchParams();
  const view = readAlertView(params, tabOrder(roleName));
  const schema = ALERT_RESOURCES[view.tab];
  const fixed = useMemo(() => linkFilter(params), [params]);
  const list = useUrlList(schema, { path: alertListPath(view.tab, view.suffix), filter: fixed });
  const [opened, setOpened] = useState<{ record: RaRecord; expanded: boolean } | null>(null);
  const setView = (next: AlertView) => setParams((before) => writeAlertView(before, next), { replace: false });

  const showMore = useCallback((record: RaRecord) => setOpened({ record, expanded: true }), []);
  const rows = list.data;
  const columns = useMemo(() => {
    if (view.tab === 'alert') return alertColumns(showMore);
    const index = new Map(rows.map((r, i) => [r.id, i]));
    return escalationColumns((id) => index.get(id) ?? 0, list.page, list.perPage, showMore);
  }, [view.tab, showMore, rows, list.page, list.perPage]);

  const header = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 2, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}>
      <Tabs
        value={view.tab}
        onChange={(_e, tab: AlertTab) => setView({ tab, suffix: view.suffix })}
        aria-label="Alert or escalation"
        sx={{ minHeight: 44, '& .MuiTab-root': { minHeight: 44, px: 2 } }}
      >
        {tabOrder(roleName).map((t) => (
          <Tab key={t} value={t} label={TAB_LABELS[t]} />
        ))}
      </Tabs>
      <Box sx={{ flex: 1 }} />
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view.suffix}
        onChange={(_e, suffix: AlertListSuffix | null) => suffix && setView({ tab: view.tab, suffix })}
        aria-label="History view"
      >
        <ToggleButton value="list">Open</ToggleButton>
        <ToggleButton value="history">History</ToggleButton>
        {view.suffix === 'all' && <ToggleButton value="all">All</ToggleButton>}
      </ToggleButtonGroup>
    </Box>
  );

  const what = view.tab === 'alert' ? 'alerts' : 'escalations';
  const empty = Object.keys(list.filterValues).length > 0 || Object.keys(fixed).length > 0
    ? `No ${what} match the current filters.`
    : view.suffix === 'history' ? `No resolved ${what} yet.` : `No pending ${what}. You are all caught up.`;

  return (
    <AlertsFrame subtitle="Alert & Escalation List">
      <ListFrame
        key={view.tab}
        schema={schema}
        list={list}
        header={header}
        emptyMessage={empty}
        columns={columns}
        onRowClick={(record) => setOpened({ record, expanded: false })}
        rowClassName={(r) => (r.isViewed === false ? 'alert-unviewed' : '')}
        gridHeight="max(360px, calc(100vh - 380px))"
      />
      <AlertDetailDrawer
        key={opened ? String(opened.record.id) : 'none'}
        record={opened?.record ?? null}
        tab={view.tab}
        expanded={opened?.expanded ?? false}
        onClose={() => setOpened(null)}
      />
    </AlertsFrame>
  );
}

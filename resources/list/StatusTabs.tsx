// The status tabs of an entity (entities-spec §4): students Active, Unassociated, Deactivated, Completed; the
// others without Unassociated. The chosen tab is the list's status filter, so it lives in the URL.
import { Tab, Tabs } from '@mui/material';
import type { StatusKey, StatusTab } from '../../schemas';

export interface StatusTabsProps {
  tabs: readonly StatusTab[];
  value: StatusKey;
  onChange: (status: StatusKey) => void;
}

export function StatusTabs({ tabs, value, onChange }: StatusTabsProps) {
  return (
    <Tabs
      value={value}
      onChange={(_e, next: StatusKey) => onChange(next)}
      aria-label="Status"
      sx={{ minHeight: 40, '& .MuiTab-root': { minHeight: 40, px: 2 } }}
    >
      {tabs.map((t) => (
        <Tab key={t.key} value={t.key} label={t.label} />
      ))}
    </Tabs>
  );
}

/** The tab a filter value names, or the first tab when it names none; undefined for a list without tabs. */
export function currentStatus(tabs: readonly StatusTab[], value: unknown): StatusKey | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  return tabs.find((t) => t.key === raw)?.key ?? tabs[0]?.key;
}

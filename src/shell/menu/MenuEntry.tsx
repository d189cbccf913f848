/**
 * One sidebar entry: a link to its route, an action (My Training), or a group that only holds tabs. Tabs show under
 * their entry when it is active or opened; the active entry and tab are highlighted (console-spec §2).
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Collapse, List, ListItem, ListItemButton, ListItemText } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { MenuItem } from '../../routes/menu';
import type { ActiveMenu } from '../../routes/activeMenu';

export interface MenuEntryProps {
  item: MenuItem;
  active: ActiveMenu;
  depth?: number;
  onAction?: (action: NonNullable<MenuItem['action']>) => void;
}

const entrySx = (depth: number) => ({
  pl: 2 + depth * 2,
  py: 0.5,
  borderRadius: 1.5,
  mx: 1,
  '&.Mui-selected': { fontWeight: 600 },
});

function EntryText({ label, strong }: { label: string; strong: boolean }) {
  return (
    <ListItemText
      primary={label}
      slotProps={{ primary: { variant: 'body2', component: 'span', noWrap: true, title: label, sx: { fontWeight: strong ? 600 : 400 } } }}
    />
  );
}

export function MenuEntry({ item, active, depth = 0, onAction }: MenuEntryProps) {
  const isParent = active.parent === item.key;
  const isTab = depth > 0 && active.tab === item.key;
  const selected = depth === 0 ? isParent && !active.tab : isTab;
  const [opened, setOpened] = useState(false);
  const tabs = item.tabs ?? [];
  const showTabs = tabs.length > 0 && (isParent || opened);
  const tabsId = `menu-tabs-${item.key.replace(/[^a-zA-Z0-9]+/g, '-')}`;

  let button;
  if (item.action) {
    button = (
      <ListItemButton sx={entrySx(depth)} onClick={() => onAction?.(item.action!)}>
        <EntryText label={item.label} strong={false} />
      </ListItemButton>
    );
  } else if (item.path) {
    button = (
      <ListItemButton
        component={RouterLink}
        to={item.path}
        state={item.state}
        selected={selected}
        aria-current={selected ? 'page' : undefined}
        sx={entrySx(depth)}
      >
        <EntryText label={item.label} strong={isParent} />
      </ListItemButton>
    );
  } else {
    button = (
      <ListItemButton
        sx={entrySx(depth)}
        onClick={() => setOpened(!showTabs)}
        aria-expanded={showTabs}
        aria-controls={tabsId}
      >
        <EntryText label={item.label} strong={isParent} />
        {showTabs ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
    );
  }

  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      {button}
      {tabs.length > 0 && (
        <Collapse in={showTabs} unmountOnExit>
          <List disablePadding dense id={tabsId}>
            {tabs.map((tab) => (
              <MenuEntry key={tab.key} item={tab} active={active} depth={depth + 1} onAction={onAction} />
            ))}
          </List>
        </Collapse>
      )}
    </ListItem>
  );
}

/**
 * A sidebar category as a collapsible group (console-spec §2). It opens by itself when the page shown belongs to it;
 * in the collapsed sidebar only its icon shows, and a click opens the sidebar on it.
 */
import { useEffect, useState } from 'react';
import { Collapse, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { MenuItem } from '../../routes/menu';
import type { ActiveMenu } from '../../routes/activeMenu';
import { MenuEntry } from './MenuEntry';
import { iconFor } from './categoryIcons';

export interface MenuSectionProps {
  sectionKey: string;
  label: string;
  items: MenuItem[];
  active: ActiveMenu;
  sidebarOpen: boolean;
  onOpenSidebar: () => void;
  onAction?: MenuEntryAction;
  defaultOpen?: boolean;
}

type MenuEntryAction = (action: NonNullable<MenuItem['action']>) => void;

export function MenuSection(props: MenuSectionProps) {
  const { sectionKey, label, items, active, sidebarOpen, onOpenSidebar, onAction, defaultOpen = false } = props;
  const holdsActive = active.category === sectionKey;
  const [expanded, setExpanded] = useState(holdsActive || defaultOpen);
  useEffect(() => {
    if (holdsActive) setExpanded(true);
  }, [holdsActive]);
  const Icon = iconFor(sectionKey);
  const listId = `menu-section-${sectionKey}`;

  if (!sidebarOpen) {
    return (
      <ListItem disablePadding>
      <Tooltip title={label} placement="right">
        <ListItemButton
          aria-label={label}
          selected={holdsActive}
          onClick={() => {
            setExpanded(true);
            onOpenSidebar();
          }}
          sx={{ justifyContent: 'center', px: 0, py: 1 }}
        >
          <Icon fontSize="small" color={holdsActive ? 'primary' : 'action'} />
        </ListItemButton>
      </Tooltip>
      </ListItem>
    );
  }

  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton onClick={() => setExpanded(!expanded)} aria-expanded={expanded} aria-controls={listId} sx={{ py: 0.75 }}>
        <ListItemIcon sx={{ minWidth: 36 }}>
          <Icon fontSize="small" color={holdsActive ? 'primary' : 'action'} />
        </ListItemIcon>
        <ListItemText
          primary={label}
          slotProps={{ primary: { variant: 'subtitle2', component: 'span', color: holdsActive ? 'primary' : 'text.primary' } }}
        />
        {expanded ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={expanded} unmountOnExit>
        <List dense disablePadding id={listId} aria-label={label} sx={{ pb: 1 }}>
          {items.map((item) => (
            <MenuEntry key={item.key} item={item} active={active} onAction={onAction} />
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
}

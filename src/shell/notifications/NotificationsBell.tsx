// The top bar's notifications dropdown: the list capped at 350 px and a way to the full page.
import { useState } from 'react';
import { loadable } from '../../../resources/loadable';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Divider, IconButton, LinearProgress, Popover, Tooltip, Typography } from '@mui/material';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { DROPDOWN_MAX_HEIGHT } from './dropdown';
import { useNotifications } from './useNotifications';

// The list loads with the first opening: the console's first page does not carry it.
const NotificationsList = loadable(() => import('./NotificationsList').then((m) => ({ default: m.NotificationsList })));

export function NotificationsBell() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const query = useNotifications(open);
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title="Notifications">
        <IconButton color="inherit" aria-label="Notifications" aria-haspopup="dialog" onClick={(e) => setAnchor(e.currentTarget)}>
          <NotificationsNoneIcon />
        </IconButton>
      </Tooltip>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 380, mt: 1 }, role: 'dialog', 'aria-label': 'Notifications' } }}
      >
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>Notifications</Typography>
        </Box>
        <Divider />
        <NotificationsList
          fallback={<LinearProgress aria-label="Loading notifications" />}
          rows={query.data}
          isPending={query.isPending}
          isError={query.isError}
          onRetry={() => void query.refetch()}
          onOpen={close}
          maxHeight={DROPDOWN_MAX_HEIGHT}
        />
        <Divider />
        <Box sx={{ p: 1, textAlign: 'center' }}>
          <Button component={RouterLink} to="/notifications" onClick={close} size="small">View all notifications</Button>
        </Box>
      </Popover>
    </>
  );
}

/**
 * The notifications as a list: title, body, how long ago, and a link to open the thing it is about. Loading, empty
 * and error states included; the top-bar dropdown caps it at 350 px (console-spec §9), the page lets it grow.
 */
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, Link, List, ListItem, ListItemText, Skeleton, Stack, Typography } from '@mui/material';
import InboxIcon from '@mui/icons-material/Inbox';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import { relativeTime } from '../../../schemas/alerts';
import type { NotificationRow } from './useNotifications';

export const EMPTY_NOTIFICATIONS_TEXT = 'You have no notifications.';
export const NOTIFICATIONS_FAILED_TEXT = 'Notifications could not be loaded.';

export interface NotificationsListProps {
  rows: NotificationRow[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  /** Called when the user follows a notification's link (the dropdown closes). */
  onOpen?: () => void;
  maxHeight?: number;
  now?: number;
}

function Row({ row, now, onOpen }: { row: NotificationRow; now: number; onOpen?: () => void }) {
  return (
    <ListItem divider alignItems="flex-start" sx={{ gap: 1.5, py: 1.25 }}>
      <FiberManualRecordIcon
        aria-label={row.isRead ? undefined : 'Unread'}
        aria-hidden={row.isRead}
        sx={{ fontSize: 10, mt: 0.9, color: row.isRead ? 'transparent' : 'primary.main' }}
      />
      <ListItemText
        primary={
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography variant="body2" component="span" sx={{ fontWeight: row.isRead ? 500 : 700 }}>
              {row.title}
            </Typography>
            <Typography variant="caption" component="span" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              <time dateTime={row.createdAt}>{relativeTime(row.createdAt, now)}</time>
            </Typography>
          </Stack>
        }
        secondary={
          <>
            {row.body && <Typography variant="body2" component="span" color="text.secondary" sx={{ display: 'block' }}>{row.body}</Typography>}
            {row.link && (
              <Link component={RouterLink} to={row.link} onClick={onOpen} variant="body2" underline="hover">
                Open<Box component="span" sx={visuallyHidden}>: {row.title}</Box>
              </Link>
            )}
          </>
        }
        slotProps={{ secondary: { component: 'div' } }}
      />
    </ListItem>
  );
}

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } as const;

export function NotificationsList({ rows, isPending, isError, onRetry, onOpen, maxHeight, now = Date.now() }: NotificationsListProps) {
  if (isPending) {
    return (
      <Box sx={{ p: 2 }} aria-busy="true" aria-label="Loading notifications">
        {[0, 1, 2].map((i) => <Skeleton key={i} height={48} />)}
      </Box>
    );
  }
  if (isError) {
    return (
      <Alert severity="error" sx={{ m: 2 }} action={<Button color="inherit" size="small" onClick={onRetry}>Retry</Button>}>
        {NOTIFICATIONS_FAILED_TEXT}
      </Alert>
    );
  }
  if (!rows || rows.length === 0) {
    return (
      <Stack sx={{ alignItems: 'center', py: 5, px: 2, color: 'text.secondary' }} spacing={1}>
        <InboxIcon fontSize="large" aria-hidden />
        <Typography>{EMPTY_NOTIFICATIONS_TEXT}</Typography>
      </Stack>
    );
  }
  return (
    <List disablePadding aria-label="Notifications" sx={{ maxHeight, overflowY: maxHeight ? 'auto' : undefined }}>
      {rows.map((row) => <Row key={row.id} row={row} now={now} onOpen={onOpen} />)}
    </List>
  );
}

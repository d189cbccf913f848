// The notifications page (/notifications): the signed-in user's notifications from the server, newest first.
import { Title } from 'react-admin';
import { Box, Button, Card, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { NotificationsList } from '../shell/notifications/NotificationsList';
import { useNotifications } from '../shell/notifications/useNotifications';

export default function NotificationsPage() {
  const query = useNotifications();
  return (
    <Box component="section" aria-labelledby="notifications-title" sx={{ maxWidth: 880, pb: 3 }}>
      <Title title="Notifications" />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography id="notifications-title" variant="h5" component="h1">Notifications</Typography>
        <Button startIcon={<RefreshIcon />} onClick={() => void query.refetch()} disabled={query.isFetching}>
          Refresh
        </Button>
      </Stack>
      <Card variant="outlined">
        <NotificationsList
          rows={query.data}
          isPending={query.isPending}
          isError={query.isError}
          onRetry={() => void query.refetch()}
        />
      </Card>
    </Box>
  );
}

// The grid's empty and error states: a plain sentence, and for a failure the spec's text with a way to retry.
import { Box, Button, Typography } from '@mui/material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';

export interface ListOverlayProps {
  message?: string;
  error?: boolean;
  onRetry?: () => void;
}

export function ListOverlay({ message, error, onRetry }: ListOverlayProps) {
  const Icon = error ? ErrorOutlineIcon : SearchOffIcon;
  return (
    <Box
      role={error ? 'alert' : 'status'}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 1, p: 3 }}
    >
      <Icon color={error ? 'error' : 'disabled'} sx={{ fontSize: 40 }} />
      <Typography color={error ? 'error' : 'text.secondary'}>{message}</Typography>
      {error && onRetry && (
        <Button size="small" variant="outlined" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Box>
  );
}

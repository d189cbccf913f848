// The sign-in page: one card, labelled fields, a clear error, progress while signing in. With a session token it
// goes straight to the dashboard (console-spec §4); it carries the shell's toasts, loader and the CRM bridge.
import { useEffect, useState, type FormEvent } from 'react';
import { useLogin } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import SchoolIcon from '@mui/icons-material/School';
import { getLastRequestedPath, getToken, setLastRequestedPath } from '../api/session';
import { DASHBOARD_PATH } from '../routes/redirects';
import { ShellHosts } from '../shell/ShellHosts';
import { resetRouteGuard } from '../shell/RouteGuard';

export function LoginPage() {
  const login = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const { state } = useLocation();
  // Whoever signs in next starts with a clean guard: no denial counter, no previous user's location.
  useEffect(resetRouteGuard, []);
  // A protected URL opened without a session: react-admin's logout on the way here cleared the stores (and the path
  // checkAuth remembered), but hands the path over in the location state; keep it so it opens after sign-in.
  useEffect(() => {
    const next = state as { nextPathname?: string; nextSearch?: string } | null;
    const path = next?.nextPathname;
    if (path && path !== '/' && path !== '/login' && !getLastRequestedPath()) setLastRequestedPath(path + (next.nextSearch ?? ''));
  }, [state]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!username.trim() || !password) {
      setError('Enter your username and password.');
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await login({ username: username.trim(), password });
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : 'Something went wrong');
      setBusy(false);
    }
  };

  if (getToken() && !busy) return <Navigate to={DASHBOARD_PATH} replace />;

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <ShellHosts />
      <Card sx={{ width: '100%', maxWidth: 400 }} elevation={3}>
        <CardContent sx={{ p: 4 }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 3 }}>
            <SchoolIcon color="primary" fontSize="large" aria-hidden />
            <Box>
              <Typography component="h1" variant="h5">Edu Ops Console</Typography>
              <Typography variant="body2" color="text.secondary">Sign in with your staff account</Typography>
            </Box>
          </Stack>
          <Box component="form" onSubmit={submit} noValidate>
            <Stack spacing={2}>
              {error && <Alert severity="error" role="alert">{error}</Alert>}
              <TextField
                label="Username" name="username" autoComplete="username" autoFocus variant="outlined"
                value={username} onChange={(e) => setUsername(e.target.value)} disabled={busy}
              />
              <TextField
                label="Password" name="password" type="password" autoComplete="current-password" variant="outlined"
                value={password} onChange={(e) => setPassword(e.target.value)} disabled={busy}
              />
              <Button type="submit" variant="contained" size="large" disabled={busy}
                startIcon={busy ? <CircularProgress size={18} color="inherit" aria-label="Signing in" /> : undefined}>
                {busy ? 'Signing in…' : 'Sign in'}
              </Button>
            </Stack>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}

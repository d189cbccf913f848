/**
 * Reset password: confirmed first; the server answers a one-time password, shown here once with a copy button and a
 * warning that it will not be shown again (the server keeps only its hash and ends the user's sessions).
 */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import LockResetIcon from '@mui/icons-material/LockReset';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, InputAdornment, TextField, Tooltip, Button as MuiButton } from '@mui/material';
import { Button, Confirm, useDataProvider, useNotify, useRecordContext } from 'react-admin';
import type { AdminDataProvider } from '../../../providers/adminDataProvider';
import { fullName } from './userRules';
import type { UserRecord } from './UserList';

export const NOT_SHOWN_AGAIN = 'This password will not be shown again. Copy it now and give it to the user; they should change it after signing in.';

export function OneTimePasswordDialog({ password, onClose }: { password: string | null; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password ?? '');
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Dialog open={password !== null} onClose={onClose} aria-labelledby="otp-title" maxWidth="sm" fullWidth>
      <DialogTitle id="otp-title">One-time password</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {NOT_SHOWN_AGAIN}
        </Alert>
        <TextField
          label="One-time password"
          value={password ?? ''}
          fullWidth
          slotProps={{
            htmlInput: { readOnly: true, style: { fontFamily: 'monospace', fontSize: '1.1rem' }, 'data-testid': 'one-time-password' },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <Tooltip title={copied ? 'Copied' : 'Copy'}>
                    <IconButton aria-label="Copy password" onClick={copy} edge="end">
                      <ContentCopyIcon />
                    </IconButton>
                  </Tooltip>
                </InputAdornment>
              ),
            },
          }}
        />
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose} variant="contained">
          Done
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}

export function ResetPasswordButton() {
  const record = useRecordContext<UserRecord>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState<string | null>(null);
  const { mutate, isPending } = useMutation({
    mutationFn: (id: UserRecord['id']) => dataProvider.adminResetPassword(id),
    onSuccess: ({ oneTimePassword }) => {
      setConfirming(false);
      setPassword(oneTimePassword);
    },
    onError: (error: Error) => {
      setConfirming(false);
      notify(error.message, { type: 'error' });
    },
  });
  if (!record) return null;
  return (
    <>
      <Button label="Reset password" onClick={() => setConfirming(true)} startIcon={<LockResetIcon />} />
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title={`Reset the password of ${fullName(record) || record.username}?`}
        content="Their current password stops working and they are signed out. You will see a one-time password to give them."
        confirm="Reset password"
        onConfirm={() => mutate(record.id)}
        onClose={() => setConfirming(false)}
      />
      <OneTimePasswordDialog password={password} onClose={() => setPassword(null)} />
    </>
  );
}

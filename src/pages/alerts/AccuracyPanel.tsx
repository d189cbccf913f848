// The accuracy confirmation of an alert whose key asks for it (schemas/alerts ALERT_EVENTS `accuracy`: batch or student
// data accuracy by faculty, plan accuracy by faculty or AO; POST alerts/accuracy/{actionableId}): confirming the data
// records who and when and resolves the alert; saying it is inaccurate needs a remark and keeps the alert open.
import { useState } from 'react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { dateTime } from '../../../resources/format';
import type { AlertDetail } from './types';

export interface AccuracyPanelProps {
  detail: AlertDetail;
  /** Whether this viewer may act on it (the alert tab). */
  canAct: boolean;
  pending: boolean;
  onRecord: (body: { isAccurate: boolean; remark?: string }) => void;
}

export function recordText(record: NonNullable<AlertDetail['accuracy']>): string {
  const who = record.byName ?? 'a user';
  return `${record.isAccurate ? 'Confirmed accurate' : 'Reported inaccurate'} by ${who} on ${dateTime(record.at)}`;
}

export function AccuracyPanel({ detail, canAct, pending, onRecord }: AccuracyPanelProps) {
  const [remark, setRemark] = useState('');
  const [reporting, setReporting] = useState(false);
  const record = detail.accuracy;
  const tooShort = remark.trim().length < 3;
  return (
    <Box component="section" aria-label="Data accuracy">
      <Typography variant="subtitle2" component="h3" gutterBottom>Data accuracy</Typography>
      {record && (
        <Alert severity={record.isAccurate ? 'success' : 'warning'} sx={{ mb: 1 }}>
          {recordText(record)}{record.remark ? `: ${record.remark}` : ''}
        </Alert>
      )}
      {canAct && detail.status === 'open' && (
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary">Check the data this alert names, then confirm it or say what is wrong.</Typography>
          <Stack direction="row" spacing={1}>
            <Button variant="contained" color="success" disabled={pending} onClick={() => onRecord({ isAccurate: true })}>Confirm data is accurate</Button>
            {!reporting && <Button disabled={pending} onClick={() => setReporting(true)}>Report inaccuracy</Button>}
          </Stack>
          {reporting && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField
                size="small"
                label="What is inaccurate"
                value={remark}
                onChange={(e) => setRemark(e.target.value)}
                error={remark.length > 0 && tooShort}
                helperText={remark.length > 0 && tooShort ? 'Say what is inaccurate (at least 3 characters)' : ' '}
                slotProps={{ htmlInput: { maxLength: 500 } }}
                sx={{ flex: 1 }}
              />
              <Button variant="outlined" disabled={pending || tooShort} onClick={() => onRecord({ isAccurate: false, remark: remark.trim() })}>Send</Button>
            </Stack>
          )}
        </Stack>
      )}
    </Box>
  );
}

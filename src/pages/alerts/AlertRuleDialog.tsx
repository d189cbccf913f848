// Editing one event key on the config tab: its rule's thresholds (for the keys a rule decides; the organisation's
// own) and its escalation rules, level 1 to the centre head and level 2 to the organisation admin after a number of
// hours not viewed or not resolved (POST events/{alertId}). Each message sits under its field; the server's 422
// (the same checks) lands there too; nothing is sent while a field is wrong.
import { useMemo, useState } from 'react';
import {
  Alert, Box, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormHelperText, MenuItem, Stack, TextField, Typography,
} from '@mui/material';
import { ESCALATION_LEVELS, ESCALATION_LEVEL_LABELS, ESCALATION_TRIGGERS, ESCALATION_TRIGGER_LABELS, type EscalationLevel } from '../../../schemas/alerts';
import { HttpError } from '../../api/errors';
import { alertsApi } from './alertsApi';
import { changesOf, formErrors, formOf, thresholdDefs, type LevelForm, type RuleForm } from './ruleForm';
import type { AlertSetting } from './types';

export type RuleApi = Pick<typeof alertsApi, 'setThresholds' | 'setTriggers'>;

export interface AlertRuleDialogProps {
  setting: AlertSetting;
  onClose: () => void;
  /** The setting as saved. */
  onSaved: (setting: AlertSetting) => void;
  api?: RuleApi;
}

/** The server's field errors of a 422 ({ key, message }[] under data.errors), keyed by field. */
function serverErrors(error: unknown): Record<string, string> | null {
  if (!(error instanceof HttpError) || error.status !== 422) return null;
  const list = (error.body as { data?: { errors?: { key: string; message: string }[] } } | null)?.data?.errors ?? [];
  return Object.fromEntries(list.map((e) => [e.key, e.message]));
}

export function AlertRuleDialog({ setting, onClose, onSaved, api = alertsApi }: AlertRuleDialogProps) {
  const [form, setForm] = useState<RuleForm>(() => formOf(setting));
  const [touched, setTouched] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const defs = thresholdDefs(setting);
  const errors = useMemo(() => ({ ...server, ...formErrors(setting, form) }), [server, setting, form]);
  const shown = touched ? errors : server;
  const titleId = `alert-rule-${setting.id}-title`;

  const edit = (next: RuleForm) => {
    setForm(next);
    setServer({});
  };
  const setLevel = (l: EscalationLevel, patch: Partial<LevelForm>) => edit({ ...form, levels: { ...form.levels, [l]: { ...form.levels[l], ...patch } } });

  async function save() {
    setTouched(true);
    if (Object.keys(formErrors(setting, form)).length > 0 || busy) return;
    const changes = changesOf(setting, form);
    setBusy(true);
    setFailure(null);
    try {
      let saved = setting;
      if (changes.thresholds) saved = await api.setThresholds(setting.eventKey, changes.thresholds);
      if (changes.triggers) saved = await api.setTriggers(setting.id, changes.triggers);
      onSaved(saved);
    } catch (error) {
      const fields = serverErrors(error);
      if (fields) setServer(fields);
      setFailure(error instanceof Error && error.message ? error.message : 'The settings could not be saved.');
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{setting.words}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          {failure && <Alert severity="error">{failure}</Alert>}
          {defs.length > 0 && (
            <Box component="section" aria-label="Thresholds">
              <Typography variant="subtitle2" component="h3" gutterBottom>Thresholds</Typography>
              <Stack spacing={2}>
                {defs.map((t) => (
                  <TextField
                    key={t.key}
                    label={t.label}
                    size="small"
                    value={form.thresholds[t.key] ?? ''}
                    onChange={(e) => edit({ ...form, thresholds: { ...form.thresholds, [t.key]: e.target.value } })}
                    error={Boolean(shown[t.key])}
                    helperText={shown[t.key] ?? `${t.min} to ${t.max} (default ${t.default})`}
                    slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                  />
                ))}
              </Stack>
            </Box>
          )}
          <Box component="section" aria-label="Escalation">
            <Typography variant="subtitle2" component="h3" gutterBottom>Escalation</Typography>
            <Stack spacing={1.5}>
              {ESCALATION_LEVELS.map((l) => {
                const level = form.levels[l];
                const name = `Level ${l} (${ESCALATION_LEVEL_LABELS[l]})`;
                return (
                  <Box key={l} role="group" aria-label={name} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
                    <FormControlLabel
                      sx={{ minWidth: 240, mt: 0.5 }}
                      control={<Checkbox checked={level.enabled} onChange={(e) => setLevel(l, { enabled: e.target.checked, afterHours: level.afterHours || '24' })} />}
                      label={`Escalate to level ${l}: ${ESCALATION_LEVEL_LABELS[l].toLowerCase()}`}
                    />
                    <TextField
                      select
                      size="small"
                      label="When"
                      disabled={!level.enabled}
                      value={level.trigger}
                      onChange={(e) => setLevel(l, { trigger: e.target.value as LevelForm['trigger'] })}
                      sx={{ width: 150 }}
                    >
                      {ESCALATION_TRIGGERS.map((t) => <MenuItem key={t} value={t}>{ESCALATION_TRIGGER_LABELS[t]}</MenuItem>)}
                    </TextField>
                    <TextField
                      size="small"
                      label={`Level ${l} after (hours)`}
                      disabled={!level.enabled}
                      value={level.afterHours}
                      onChange={(e) => setLevel(l, { afterHours: e.target.value })}
                      error={Boolean(shown[`level${l}`])}
                      helperText={shown[`level${l}`]}
                      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                      sx={{ width: 190 }}
                    />
                  </Box>
                );
              })}
              {shown.levels && <FormHelperText error>{shown.levels}</FormHelperText>}
            </Stack>
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>Cancel</Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>Save</Button>
      </DialogActions>
    </Dialog>
  );
}

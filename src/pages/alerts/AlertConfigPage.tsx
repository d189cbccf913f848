// /alert-escalation/config (console-spec §7: settings list, priority update, triggers; slot 190): each event key's
// priority, its rule's thresholds and its escalation rules (level 1 → the centre head, level 2 → the organisation
// admin, after a number of hours not viewed or not resolved), all the user's organisation's own. The priority is
// changed in place, the thresholds and escalation in a dialog (AlertRuleDialog), only by users holding the config slot.
// What the organisation has set for itself is named under the alert, and "Use defaults" (confirmed) removes it, so the
// shared defaults, and their later changes, apply again.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Confirm } from 'react-admin';
import {
  Alert, Button, Card, Chip, MenuItem, Select, Skeleton, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography,
} from '@mui/material';
import { ESCALATION_LEVEL_LABELS, ESCALATION_TRIGGER_LABELS, PRIORITY_LEVELS, PRIORITY_LABELS } from '../../../schemas/alerts';
import { canAccess } from '../../access/canAccess';
import { useShellUser } from '../../shell/useShellUser';
import { AlertsFrame } from './AlertsFrame';
import { alertsApi } from './alertsApi';
import { AlertRuleDialog } from './AlertRuleDialog';
import { thresholdDefs } from './ruleForm';
import type { AlertSetting } from './types';

const SETTINGS_KEY = ['alert-settings'];

export function ruleText(rule: AlertSetting['escalationRules'][number]): string {
  return `Level ${rule.level} (${ESCALATION_LEVEL_LABELS[rule.level]}): ${ESCALATION_TRIGGER_LABELS[rule.trigger].toLowerCase()} after ${rule.afterHours} h`;
}

/** What the organisation has set for itself of a setting, in words ('priority, escalation'), or '' for none. */
export function ownText(setting: AlertSetting): string {
  const { priority, thresholds, escalationRules } = setting.own;
  return [priority && 'priority', thresholds && 'thresholds', escalationRules && 'escalation'].filter(Boolean).join(', ');
}

/** 'Hours after a class ends: 24' for each threshold of the key's rule. */
export function thresholdText(setting: AlertSetting): string[] {
  return thresholdDefs(setting).map((t) => `${t.label}: ${setting.thresholds[t.key] ?? t.default}`);
}

export default function AlertConfigPage() {
  const { access } = useShellUser();
  const editable = canAccess(access, { resource: '/alert-escalation/config' });
  const client = useQueryClient();
  const settings = useQuery({ queryKey: SETTINGS_KEY, queryFn: alertsApi.settings });
  const [saved, setSaved] = useState<string | null>(null);
  const [editing, setEditing] = useState<AlertSetting | null>(null);
  const [resetting, setResetting] = useState<AlertSetting | null>(null);
  const replace = (updated: AlertSetting) => client.setQueryData<AlertSetting[]>(SETTINGS_KEY, (rows) => rows?.map((r) => (r.eventKey === updated.eventKey ? updated : r)));
  const priority = useMutation({
    mutationFn: ({ setting, level }: { setting: AlertSetting; level: number }) => alertsApi.setPriority(setting.eventKey, level),
    onSuccess: (updated) => {
      replace(updated);
      setSaved(`Priority of "${updated.words}" set to ${PRIORITY_LABELS[updated.priorityLevel] ?? updated.priorityLevel}.`);
    },
  });

  const defaults = useMutation({
    mutationFn: (setting: AlertSetting) => alertsApi.restoreDefaults(setting.eventKey),
    onSuccess: (updated) => {
      replace(updated);
      setSaved(`"${updated.words}" follows the defaults again.`);
    },
    onSettled: () => setResetting(null),
  });

  return (
    <AlertsFrame subtitle="Alert & Escalation Config">
      <Stack spacing={2}>
        {saved && <Alert severity="success" onClose={() => setSaved(null)}>{saved}</Alert>}
        {priority.isError && <Alert severity="error">The priority could not be changed.</Alert>}
        {defaults.isError && <Alert severity="error">The defaults could not be applied.</Alert>}
        {settings.isError && <Alert severity="error">The settings could not be loaded.</Alert>}
        {settings.isPending && <Skeleton variant="rounded" height={320} aria-label="Loading settings" />}
        {settings.data && (
          <Card variant="outlined">
            <TableContainer>
              <Table size="small" aria-label="Alert settings">
                <TableHead>
                  <TableRow>
                    <TableCell>Alert</TableCell>
                    <TableCell sx={{ width: 170 }}>Priority</TableCell>
                    <TableCell>Thresholds</TableCell>
                    <TableCell>Escalation</TableCell>
                    <TableCell sx={{ width: 100 }}>State</TableCell>
                    {editable && <TableCell sx={{ width: 120 }}>Change</TableCell>}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {settings.data.length === 0 && (
                    <TableRow><TableCell colSpan={editable ? 6 : 5}><Typography color="text.secondary">No alert settings yet.</Typography></TableCell></TableRow>
                  )}
                  {settings.data.map((s) => (
                    <TableRow key={s.id} hover>
                      <TableCell>
                        {s.words}
                        {ownText(s) && <Typography variant="caption" component="div" color="text.secondary">{`This organisation's own: ${ownText(s)}`}</Typography>}
                      </TableCell>
                      <TableCell>
                        {editable ? (
                          <Select
                            size="small"
                            value={s.priorityLevel}
                            disabled={priority.isPending}
                            onChange={(e) => priority.mutate({ setting: s, level: Number(e.target.value) })}
                            inputProps={{ 'aria-label': `Priority of ${s.words}` }}
                            sx={{ minWidth: 140 }}
                          >
                            {PRIORITY_LEVELS.map((l) => (
                              <MenuItem key={l} value={l}>{l} · {PRIORITY_LABELS[l]}</MenuItem>
                            ))}
                          </Select>
                        ) : (
                          `${s.priorityLevel} · ${PRIORITY_LABELS[s.priorityLevel] ?? ''}`
                        )}
                      </TableCell>
                      <TableCell>
                        {thresholdText(s).map((t) => <Typography key={t} variant="body2">{t}</Typography>)}
                      </TableCell>
                      <TableCell>
                        {s.escalationRules.length === 0 ? (
                          <Typography variant="body2" color="text.secondary">Not escalated</Typography>
                        ) : (
                          s.escalationRules.map((r) => <Typography key={r.level} variant="body2">{ruleText(r)}</Typography>)
                        )}
                      </TableCell>
                      <TableCell>{s.active ? <Chip size="small" color="success" label="Active" /> : <Chip size="small" label="Off" />}</TableCell>
                      {editable && (
                        <TableCell>
                          <Button size="small" onClick={() => setEditing(s)} aria-label={`Edit ${s.words}`}>Edit</Button>
                          {ownText(s) && (
                            <Button size="small" onClick={() => setResetting(s)} aria-label={`Use defaults for ${s.words}`}>Use defaults</Button>
                          )}
                        </TableCell>
                      )}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Card>
        )}
      </Stack>
      <Confirm
        isOpen={resetting !== null}
        title={`Use the defaults for "${resetting?.words ?? ''}"?`}
        content={`This organisation's own ${resetting ? ownText(resetting) : ''} for this alert will be removed: the shared defaults, and their later changes, apply again.`}
        confirm="Use defaults"
        cancel="Cancel"
        loading={defaults.isPending}
        onConfirm={() => resetting && defaults.mutate(resetting)}
        onClose={() => setResetting(null)}
      />
      {editing && (
        <AlertRuleDialog
          setting={editing}
          onClose={() => setEditing(null)}
          onSaved={(updated) => {
            replace(updated);
            setEditing(null);
            setSaved(`Settings of "${updated.words}" saved.`);
          }}
        />
      )}
    </AlertsFrame>
  );
}

// An opened alert or escalation: the event in words, when, who and where, the lines behind it (show-more for all
// but the three event keys §9 names), its escalation steps, where to act (training not started → /dashboard) and
// resolving it. Opening it on the alert tab marks it viewed (useAlertDetail).
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Alert, Box, Button, Chip, CircularProgress, Divider, Drawer, IconButton, List, ListItem, ListItemText, Stack, Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import OpenInNewIcon from '@mui/icons-material/ArrowForward';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { saveBlob } from '../../../resources/actions/ExportButton';
import { MESSAGES } from '../../../resources/messages';
import { toastError } from '../../shell/feedback';
import { alertsApi } from './alertsApi';
import type { RaRecord } from 'react-admin';
import { ESCALATION_LEVEL_LABELS, ESCALATION_TRIGGER_LABELS, alertEvent, relativeTime } from '../../../schemas/alerts';
import { priorityLabel } from './alertColumns';
import { dateTime } from '../../../resources/format';
import { useAlertDetail } from './useAlertDetail';
import { AccuracyPanel } from './AccuracyPanel';
import type { AlertTab } from './types';

/** Where an alert's action leads: §9 sends 'platform training not started' to /dashboard whatever the server says. */
export function actionPath(eventKey: string, link: string | undefined): string {
  const event = alertEvent(eventKey);
  if (event.key === 'PLATFORM_TRAINING_NOT_STARTED') return '/dashboard';
  return link && link.startsWith('/') && !link.startsWith('//') ? link : event.link;
}

/** The alert (or escalation) as .xlsx, with every line behind it. */
async function downloadAlert(tab: AlertTab, actionableId: number) {
  try {
    const file = await alertsApi.downloadAlert(tab, actionableId);
    saveBlob(file.blob, file.fileName ?? `${tab}-${actionableId}.xlsx`);
  } catch {
    toastError(MESSAGES.downloadFailed);
  }
}

/** Lines shown before "Show more". */
export const PREVIEW_LINES = 3;

export interface AlertDetailDrawerProps {
  record: RaRecord | null;
  tab: AlertTab;
  /** Opened from "Show more": every line at once. */
  expanded: boolean;
  onClose: () => void;
}

export function AlertDetailDrawer({ record, tab, expanded, onClose }: AlertDetailDrawerProps) {
  const actionableId = record ? Number(record.actionableId ?? record.id) : null;
  const { detail, status, accuracy } = useAlertDetail(actionableId, tab, record ? record.isViewed === true : undefined);
  const [more, setMore] = useState(false);
  const data = detail.data;
  const event = alertEvent(String(data?.eventKey ?? record?.eventKey ?? ''));
  const showAll = !event.showMore || expanded || more;
  const items = data ? (showAll ? data.items : data.items.slice(0, PREVIEW_LINES)) : [];
  const words = String(data?.words ?? record?.words ?? event.words);

  return (
    <Drawer anchor="right" open={record !== null} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 460 } } } }}>
      <Box role="dialog" aria-labelledby="alert-detail-title" sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="overline" color="text.secondary">{tab === 'alert' ? 'Alert' : 'Escalation'}</Typography>
            <Typography id="alert-detail-title" variant="h6" component="h2">{words}</Typography>
            {data?.title && data.title !== words && <Typography color="text.secondary">{data.title}</Typography>}
          </Box>
          <IconButton aria-label="Close" onClick={onClose}><CloseIcon /></IconButton>
        </Box>
        {detail.isPending && <CircularProgress size={28} aria-label="Loading alert" />}
        {detail.isError && <Alert severity="error">The alert could not be loaded.</Alert>}
        {data && (
          <>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Chip size="small" variant="outlined" label={priorityLabel(data.priorityLevel)} />
              <Chip size="small" color={data.status === 'resolved' ? 'success' : 'default'} label={data.status === 'resolved' ? 'Resolved' : 'Open'} />
              {data.overdue && data.status !== 'resolved' && <Chip size="small" color="error" label="Overdue" />}
              <Chip size="small" variant="outlined" label={data.isViewed ? 'Viewed' : 'New'} />
            </Stack>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '120px 1fr', rowGap: 0.75, '& dt': { color: 'text.secondary' }, '& dd': { m: 0 } }}>
              <dt>Raised</dt>
              <dd title={dateTime(data.createdAt)}>{relativeTime(data.createdAt)}</dd>
              <dt>Assigned to</dt>
              <dd>{data.userName}{data.empCode ? ` (${data.empCode})` : ''}</dd>
              {data.role && (<><dt>Role</dt><dd>{data.role}</dd></>)}
              {data.centre && (<><dt>Centre</dt><dd>{data.centre}</dd></>)}
              {data.dueAt && (<><dt>Due</dt><dd>{dateTime(data.dueAt)}</dd></>)}
            </Box>
            {data.description && <Typography variant="body2">{data.description}</Typography>}
            {items.length > 0 && (
              <Box>
                <Typography variant="subtitle2" component="h3">Details</Typography>
                <List dense disablePadding>
                  {items.map((item, i) => (
                    <ListItem key={`${item.classGroupId ?? 'x'}-${i}`} disableGutters>
                      <ListItemText primary={item.label} secondary={item.value ?? undefined} />
                    </ListItem>
                  ))}
                </List>
                {event.showMore && !showAll && data.items.length > PREVIEW_LINES && (
                  <Button size="small" onClick={() => setMore(true)}>Show more</Button>
                )}
              </Box>
            )}
            {data.escalations.length > 0 && (
              <Box>
                <Typography variant="subtitle2" component="h3">Escalations</Typography>
                <List dense disablePadding>
                  {data.escalations.map((step) => (
                    <ListItem key={step.id} disableGutters>
                      <ListItemText
                        primary={`Level ${step.level} · ${ESCALATION_LEVEL_LABELS[step.level]}: ${step.escalatedTo}`}
                        secondary={`${ESCALATION_TRIGGER_LABELS[step.reason]} · ${dateTime(step.escalatedAt)}`}
                      />
                    </ListItem>
                  ))}
                </List>
              </Box>
            )}
            {event.accuracy && (
              <AccuracyPanel
                detail={data}
                canAct={tab === 'alert'}
                pending={accuracy.isPending}
                onRecord={(body) => accuracy.mutate({ id: data.actionableId, body })}
              />
            )}
            {accuracy.isError && <Alert severity="error">The confirmation could not be recorded.</Alert>}
            <Divider />
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button variant="contained" component={RouterLink} to={actionPath(event.key, data.link)} endIcon={<OpenInNewIcon />}>
                Go to {event.link === '/dashboard' ? 'dashboard' : 'module'}
              </Button>
              {tab === 'alert' && (
                <Button
                  variant="outlined"
                  disabled={status.isPending}
                  onClick={() => status.mutate({ id: data.actionableId, to: data.status === 'resolved' ? 'open' : 'resolved' })}
                >
                  {data.status === 'resolved' ? 'Reopen' : 'Mark resolved'}
                </Button>
              )}
              <Button variant="text" startIcon={<FileDownloadOutlinedIcon />} onClick={() => void downloadAlert(tab, data.actionableId)}>
                Download
              </Button>
            </Stack>
          </>
        )}
      </Box>
    </Drawer>
  );
}

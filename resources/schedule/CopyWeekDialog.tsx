// "Copy last week" on the week view: the previous week's records as they would land in this one, those that would clash
// named with why, then one confirmed request that writes the clean copies. The same filters as the week shown apply.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Typography,
} from '@mui/material';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { useRefresh } from 'react-admin';
import type { EntitySchema, ScheduleSpec } from '../../schemas';
import type { QueryParams } from '../../schemas/listQuery';
import { useEntityApi } from '../api';
import { useEntityToast } from '../toast';

type Props = { schema: EntitySchema & { schedule: ScheduleSpec }; monday: string; filters: QueryParams };

/** 'Physics · DEL-11-A · Mon 2027-07-12 09:00–10:30': a copy in words, from the schedule's own fields. */
function describe(schema: Props['schema'], from: Record<string, unknown>, date: string): string {
  const s = schema.schedule;
  return [from[s.title], from[s.subtitle[0]], `${date} ${String(from[s.start])}–${String(from[s.end])}`].filter(Boolean).join(' · ');
}

function CopyPreview({ schema, monday, filters, onDone }: Props & { onDone: () => void }) {
  const api = useEntityApi();
  const toast = useEntityToast();
  const [saving, setSaving] = useState(false);
  const preview = useQuery({ queryKey: ['week-copy', schema.kind, monday, filters], queryFn: () => api.previewWeekCopy(schema, monday, filters), retry: false, gcTime: 0 });
  const noun = schema.noun.toLowerCase();
  const nouns = schema.nounPlural.toLowerCase();
  const apply = async () => {
    setSaving(true);
    try { toast.success(await api.copyWeek(schema, monday, filters)); onDone(); } catch { setSaving(false); }
  };
  if (preview.isPending) return <DialogContent><Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}><CircularProgress size={20} />Checking last week's {nouns} against this week…</Box></DialogContent>;
  if (preview.isError) return <DialogContent><Alert severity="error">Last week could not be checked. Try again.</Alert></DialogContent>;
  const { lines, copies, clashes, from } = preview.data;
  const clashing = lines.filter((l) => l.problems.length > 0);
  return (
    <>
      <DialogContent dividers>
        {lines.length === 0 ? <Typography>The week of {from} has no {nouns} to copy.</Typography> : (
          <Typography sx={{ mb: 1 }}>
            {copies} of the {lines.length} {nouns} of the week of {from} can be copied into this week{clashes > 0 ? `; ${clashes} would clash and will be left out:` : '.'}
          </Typography>
        )}
        {clashing.length > 0 && (
          <List dense sx={{ maxHeight: 320, overflow: 'auto', bgcolor: 'action.hover', borderRadius: 1 }} aria-label="Copies left out">
            {clashing.map((l, i) => (
              <ListItem key={i} alignItems="flex-start">
                <ListItemText primary={describe(schema, l.from, l.date)} secondary={l.problems.join(' ')} />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onDone} disabled={saving}>Cancel</Button>
        <Button variant="contained" onClick={apply} disabled={saving || copies === 0} startIcon={saving ? <CircularProgress size={16} /> : undefined}>
          Copy {copies} {copies === 1 ? noun : nouns}
        </Button>
      </DialogActions>
    </>
  );
}

export function CopyWeekButton(props: Props) {
  const [open, setOpen] = useState(false);
  const refresh = useRefresh();
  if (!props.schema.form) return null;
  const close = () => { setOpen(false); refresh(); };
  return (
    <>
      <Button size="small" variant="outlined" startIcon={<ContentCopy />} onClick={() => setOpen(true)}>Copy last week</Button>
      {open && (
        <Dialog open onClose={() => setOpen(false)} maxWidth="sm" fullWidth aria-labelledby="copy-week-title">
          <DialogTitle id="copy-week-title">Copy last week into this week</DialogTitle>
          <CopyPreview {...props} onDone={close} />
        </Dialog>
      )}
    </>
  );
}

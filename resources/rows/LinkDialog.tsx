// A schema's `link` on one row (a course-plan topic marked delivered by the time-table class where it was taught):
// the candidates the server offers (same batch and subject, begun), the current one chosen; saving sets the link,
// "Not delivered" clears it (confirmed by its own button), and the server's refusal is shown in its words.
import { useEffect, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControlLabel, Radio, RadioGroup, Skeleton } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { getEntity, type EntitySchema, type LinkSpec } from '../../schemas';
import type { LinkAnswer } from '../../schemas/api';
import { useEntityApi } from '../api';
import { useEntityToast } from '../toast';
import { recordTitle } from './recordTitle';

export interface LinkDialogProps {
  schema: EntitySchema & { link: LinkSpec };
  record: RaRecord;
  onClose: () => void;
  onDone: () => void;
}

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Something Went Wrong');

export function LinkDialog({ schema, record, onClose, onDone }: LinkDialogProps) {
  const api = useEntityApi();
  const toast = useEntityToast();
  const { link } = schema;
  const other = getEntity(link.kind);
  const noun = (other?.noun ?? 'record').toLowerCase();
  const [answer, setAnswer] = useState<LinkAnswer | null>(null);
  const [chosen, setChosen] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    api.linkOptions(schema, record.id).then((a) => {
      if (!live) return;
      setAnswer(a);
      setChosen(a.current === null ? '' : String(a.current));
    }, (error: unknown) => live && setProblem(messageOf(error)));
    return () => { live = false; };
  }, [api, schema, record.id]);

  async function save(otherId: number | null) {
    setBusy(true);
    setProblem(null);
    try {
      toast.success(await api.saveLink(schema, record.id, otherId));
      onDone();
    } catch (error) {
      setProblem(messageOf(error));
      setBusy(false);
    }
  }

  const shared = Object.keys(link.match).map((k) => schema.fields.find((f) => f.key === k)?.label.toLowerCase() ?? k).join(' and ');
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="link-title" maxWidth="sm" fullWidth>
      <DialogTitle id="link-title">{link.label}: {recordTitle(schema, record)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>Choose the {noun} where it was taught (a {noun} of the same {shared} that has begun).</DialogContentText>
        {problem && <Alert severity="error" role="alert" sx={{ mb: 1 }}>{problem}</Alert>}
        {!answer && !problem && <Skeleton variant="rounded" height={120} aria-label={`Loading ${noun}es`} />}
        {answer && answer.options.length === 0 && <Alert severity="info">No {noun} of this {shared} has begun yet.</Alert>}
        {answer && answer.options.length > 0 && (
          <RadioGroup aria-label={`${other?.noun ?? 'Record'} taught`} value={chosen} onChange={(e) => setChosen(e.target.value)} sx={{ maxHeight: 320, overflowY: 'auto', flexWrap: 'nowrap' }}>
            {answer.options.map((o) => <FormControlLabel key={o.id} value={String(o.id)} control={<Radio size="small" />} label={o.label} />)}
          </RadioGroup>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {answer?.current != null && <Button color="warning" onClick={() => void save(null)} disabled={busy}>Not delivered</Button>}
        <Button onClick={onClose} disabled={busy}>Cancel</Button>
        <Button variant="contained" onClick={() => void save(Number(chosen))} disabled={busy || chosen === '' || chosen === String(answer?.current)}>Save</Button>
      </DialogActions>
    </Dialog>
  );
}

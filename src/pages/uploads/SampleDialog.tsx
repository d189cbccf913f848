// The sample-format dialog (entities-spec §2, §9): every sample the kind has, per operation and centre mode, with
// the columns and list sheets each holds; the chosen one downloads from the server.
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { headerRow, listSheets, type EntitySchema } from '../../../schemas';
import { OPERATION_LABELS } from './messages';
import { centreQuestion } from './centreMode';

export interface SampleOption { operation: string; multiCentre: boolean; noCentre?: boolean }

/**
 * The formats of a kind: each operation in single- and multi-centre form; test accounts only multi, a user with one
 * centre only single, and a kind without centres (course-program mappings) one format.
 */
export function sampleOptions(schema: EntitySchema, centreCount?: number): SampleOption[] {
  return schema.uploads.operations.flatMap((op) => {
    const question = centreQuestion(op, centreCount);
    const modes = question === 'multiOnly' ? [true] : question === 'choose' ? [false, true] : [false];
    return modes.map((multiCentre) => ({ operation: op.key, multiCentre, noCentre: question === 'noCentre' }));
  });
}

const keyOf = (o: SampleOption) => `${o.operation}:${o.multiCentre ? 'multi' : 'single'}`;

export interface SampleDialogProps {
  schema: EntitySchema;
  /** Centres in the user's scope (undefined while loading): one centre means single-centre formats only. */
  centreCount?: number;
  open: boolean;
  initial: SampleOption;
  onClose(): void;
  onDownload(option: SampleOption): Promise<void>;
}

export function SampleDialog({ schema, centreCount, open, initial, onClose, onDownload }: SampleDialogProps) {
  const options = sampleOptions(schema, centreCount);
  const [chosen, setChosen] = useState(keyOf(initial));
  const [busy, setBusy] = useState(false);
  const selected = options.find((o) => keyOf(o) === chosen) ?? options[0];

  async function download() {
    setBusy(true);
    await onDownload(selected);
    setBusy(false);
    onClose();
  }

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="sample-dialog-title" maxWidth="sm" fullWidth slotProps={{ transition: { onEnter: () => setChosen(keyOf(initial)) } }}>
      <DialogTitle id="sample-dialog-title">Download sample sheet</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Choose the format that matches your upload. Multi-centre sheets name the centre on every row and carry a Centre List.
        </Typography>
        <RadioGroup aria-label="Sample format" value={chosen} onChange={(e) => setChosen(e.target.value)}>
          {options.map((o) => {
            const op = schema.uploads.operations.find((x) => x.key === o.operation)!;
            const lists = listSheets(op, o.multiCentre);
            return (
              <FormControlLabel
                key={keyOf(o)}
                value={keyOf(o)}
                control={<Radio />}
                sx={{ alignItems: 'flex-start', my: 0.5, '& .MuiRadio-root': { pt: 0.5 } }}
                label={
                  <span>
                    <Typography component="span" variant="subtitle2">
                      {OPERATION_LABELS[o.operation]}{o.noCentre ? '' : o.multiCentre ? ' · Multi-centre' : ' · Single centre'}
                    </Typography>
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                      Columns: {headerRow(op, o.multiCentre).join(', ')}{lists.length > 0 ? `. Lists: ${lists.join(', ')}` : ''}
                    </Typography>
                  </span>
                }
              />
            );
          })}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={download} disabled={busy}>Download</Button>
      </DialogActions>
    </Dialog>
  );
}

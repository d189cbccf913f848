// The mapping step of an upload (issue 26): the sheet's headers are not the operation's, so the server proposed which
// sheet column feeds which; the clerk confirms or changes each before the rows are checked. The same check as the
// server's (schemas/core/columnMapping.ts) names a required column left unmapped and a header chosen twice.
import { useState } from 'react';
import {
  Alert, Box, Button, FormControl, MenuItem, Paper, Select, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography,
} from '@mui/material';
import { checkMapping, type MappingPair, type MappingProposal, type MatchHow, type UploadOperation } from '../../../schemas';

export const MATCH_LABELS: Record<MatchHow, string> = {
  remembered: 'Used last time',
  exact: 'Same header',
  alias: 'A known other name',
  close: 'Close spelling',
};

export interface MappingStepProps {
  operation: UploadOperation;
  multiCentre: boolean;
  proposal: MappingProposal;
  /** The server's words: why the headers did not match, or why the mapping last sent was refused. */
  problem: string;
  refused: boolean;
  busy: boolean;
  onConfirm(pairs: MappingPair[]): void;
  onCancel(): void;
}

const NONE = '';

export function MappingStep({ operation, multiCentre, proposal, problem, refused, busy, onConfirm, onCancel }: MappingStepProps) {
  const [chosen, setChosen] = useState<Record<string, string>>(() => Object.fromEntries(proposal.columns.map((c) => [c.column, c.header ?? NONE])));
  const [errors, setErrors] = useState<string[]>([]);
  const pairs = (): MappingPair[] => proposal.columns.flatMap((c) => (chosen[c.column] ? [{ column: c.column, header: chosen[c.column] }] : []));

  function confirm() {
    const checked = checkMapping(operation, proposal.headers, pairs(), multiCentre);
    setErrors(checked.errors.map((e) => e.message));
    if (checked.errors.length === 0) onConfirm(pairs());
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby="mapping-title" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography id="mapping-title" variant="h6" component="h2">Match the columns of your sheet</Typography>
        <Typography variant="body2" color="text.secondary">
          The headers of this sheet are not the ones of the sample. Check which column of your sheet holds each column of
          the upload, then check the rows. Columns of the sheet left out are not uploaded.
        </Typography>
        <Alert severity={refused ? 'error' : 'warning'} role="status">{problem}</Alert>
        {errors.length > 0 && (
          <Alert severity="error" role="alert">
            {errors.map((e) => <Box key={e}>{e}</Box>)}
          </Alert>
        )}
        <Table size="small" aria-label="Column mapping">
          <TableHead>
            <TableRow>
              <TableCell>Upload column</TableCell>
              <TableCell>Column of your sheet</TableCell>
              <TableCell>Why</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {proposal.columns.map((c) => {
              const how = chosen[c.column] !== NONE && chosen[c.column] === c.header ? c.how : null;
              return (
                <TableRow key={c.column}>
                  <TableCell>{c.column}{c.required ? ' (required)' : ''}</TableCell>
                  <TableCell>
                    <FormControl size="small" sx={{ minWidth: 220 }}>
                      <Select
                        inputProps={{ 'aria-label': `Sheet column for ${c.column}` }}
                        value={chosen[c.column]}
                        displayEmpty
                        onChange={(e) => setChosen((prev) => ({ ...prev, [c.column]: String(e.target.value) }))}
                      >
                        <MenuItem value={NONE}><em>Not in the sheet</em></MenuItem>
                        {proposal.headers.map((h) => <MenuItem key={h} value={h}>{h}</MenuItem>)}
                      </Select>
                    </FormControl>
                  </TableCell>
                  <TableCell>{how ? MATCH_LABELS[how] : chosen[c.column] === NONE ? 'No match' : 'Chosen by you'}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
        <Stack direction="row" spacing={1}>
          <Button variant="contained" disabled={busy} onClick={confirm}>Check the rows</Button>
          <Button disabled={busy} onClick={onCancel}>Choose another file</Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

// The batch summary modals (entities-spec §2, §3): for a student or a faculty member, accordions of the batches
// added, retained and deleted by their last batch change.
import {
  Accordion, AccordionDetails, AccordionSummary, Alert, Box, Button, Chip, Dialog, DialogActions, DialogContent,
  DialogTitle, Skeleton, Table, TableBody, TableCell, TableHead, TableRow, Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useQuery } from '@tanstack/react-query';
import type { RaRecord } from 'react-admin';
import type { ResourceSchema } from '../../schemas';
import { useEntityApi, type BatchLine, type BatchSummary } from '../api';
import { MESSAGES } from '../messages';
import { batchSummaryTitle, recordTitle } from './recordTitle';

const SECTIONS: readonly { key: keyof BatchSummary; label: string; colour: 'success' | 'info' | 'error' }[] = [
  { key: 'added', label: 'Added', colour: 'success' },
  { key: 'retained', label: 'Retained', colour: 'info' },
  { key: 'deleted', label: 'Deleted', colour: 'error' },
];

function Lines({ lines }: { lines: BatchLine[] }) {
  if (lines.length === 0) return <Typography color="text.secondary">No batches.</Typography>;
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>Batch</TableCell>
          <TableCell>Class</TableCell>
          <TableCell>Centre</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((l, i) => (
          <TableRow key={`${l.batchCode}-${i}`}>
            <TableCell>{l.batchCode}</TableCell>
            <TableCell>{l.class}</TableCell>
            <TableCell>{l.centre}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function BatchSummaryDialog({ schema, record, onClose }: { schema: ResourceSchema; record: RaRecord; onClose: () => void }) {
  const api = useEntityApi();
  const query = useQuery({
    queryKey: ['batch-summary', schema.kind, record.id],
    queryFn: () => api.batchSummary(schema, record.id),
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="batch-summary-title" fullWidth maxWidth="sm">
      <DialogTitle id="batch-summary-title">
        {batchSummaryTitle(schema)}
        <Typography variant="body2" color="text.secondary">
          {recordTitle(schema, record)}
        </Typography>
      </DialogTitle>
      <DialogContent dividers>
        {query.isPending && (
          <Box aria-busy="true">
            {SECTIONS.map((s) => (
              <Skeleton key={s.key} height={48} />
            ))}
          </Box>
        )}
        {query.isError && <Alert severity="error">{MESSAGES.detailsNotFound}</Alert>}
        {query.data &&
          SECTIONS.map((s) => (
            <Accordion key={s.key} defaultExpanded={s.key === 'added'} disableGutters variant="outlined">
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Typography sx={{ flex: 1, fontWeight: 600 }}>{s.label}</Typography>
                <Chip size="small" color={s.colour} variant="outlined" label={query.data[s.key].length} sx={{ mr: 1 }} />
              </AccordionSummary>
              <AccordionDetails>
                <Lines lines={query.data[s.key]} />
              </AccordionDetails>
            </Accordion>
          ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

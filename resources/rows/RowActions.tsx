// The per-row actions a schema's rowActions block gives: the batch summary for entities with batches (students, faculty) and the
// class update for course-program mappings whose class may move up (6th, 7th, 9th, 11th only, §4).
import { Box, Button, IconButton } from '@mui/material';
import { batchSummaryTitle } from './BatchSummaryDialog';
import UpgradeIcon from '@mui/icons-material/Upgrade';
import ViewListOutlinedIcon from '@mui/icons-material/ViewListOutlined';
import type { RaRecord } from 'react-admin';
import { nextClass, type ResourceSchema } from '../../schemas';
import { useListUi } from '../list/ListUiContext';
import { recordTitle } from './recordTitle';

/** Students and faculty carry batches; non-faculty and batches themselves do not. */
export const hasBatchSummary = (schema: ResourceSchema) => Boolean(schema.rowActions?.batchSummary);
export const hasClassUpdate = (schema: ResourceSchema) => Boolean(schema.rowActions?.classUpdate);
export const hasRowActions = (schema: ResourceSchema) => hasBatchSummary(schema) || hasClassUpdate(schema);

export function RowActions({ record }: { record: RaRecord }) {
  const ui = useListUi();
  const { schema } = ui;
  const who = recordTitle(schema, record);
  const next = hasClassUpdate(schema) && typeof record.class === 'string' ? nextClass(record.class) : null;
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      {hasBatchSummary(schema) && (
        <IconButton
          size="small"
          title={batchSummaryTitle(schema)}
          aria-label={`Batch summary of ${who}`}
          onClick={(e) => (e.stopPropagation(), ui.showBatchSummary(record))}
        >
          <ViewListOutlinedIcon fontSize="small" />
        </IconButton>
      )}
      {next && (
        <Button
          title={`Move class to ${next}`}
          size="small"
          variant="outlined"
          startIcon={<UpgradeIcon fontSize="small" />}
          aria-label={`Update class of ${who} to ${next}`}
          onClick={(e) => (e.stopPropagation(), ui.updateClass(record))}
          sx={{ minWidth: 0, py: 0, px: 1 }}
        >
          {next}
        </Button>
      )}
    </Box>
  );
}

// The per-row actions a schema's rowActions block gives: the batch summary for entities with batches (students, faculty) and the
// class update for course-program mappings whose class may move up (6th, 7th, 9th, 11th only, §4).
import { Box, Button, IconButton } from '@mui/material';
import UpgradeIcon from '@mui/icons-material/Upgrade';
import ViewListOutlinedIcon from '@mui/icons-material/ViewListOutlined';
import type { RaRecord } from 'react-admin';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { isEntity, nextClass, type EntitySchema, type LinkSpec, type ResourceSchema } from '../../schemas';
import { useListUi } from '../list/ListUiContext';
import { batchSummaryTitle, recordTitle } from './recordTitle';
import { useFormOpens } from './useFormOpens';

/** Students and faculty carry batches; non-faculty and batches themselves do not. */
export const hasBatchSummary = (schema: ResourceSchema) => Boolean(schema.rowActions?.batchSummary);
export const hasClassUpdate = (schema: ResourceSchema) => Boolean(schema.rowActions?.classUpdate);
/** A row of a schema with `form` opens its form (useFormOpens says for whom); one with `link`, its link dialog. */
export const hasForm = (schema: ResourceSchema) => (schema as Partial<EntitySchema>).form === true;
export const hasLink = (schema: ResourceSchema): schema is EntitySchema & { link: LinkSpec } => isEntity(schema) && schema.link !== undefined;
export const hasRowActions = (schema: ResourceSchema) => hasBatchSummary(schema) || hasClassUpdate(schema) || hasForm(schema) || hasLink(schema);

export function RowActions({ record }: { record: RaRecord }) {
  const ui = useListUi();
  const { schema } = ui;
  const who = recordTitle(schema, record);
  const opens = useFormOpens(schema).action;
  const next = hasClassUpdate(schema) && typeof record.class === 'string' ? nextClass(record.class) : null;
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      {opens && (
        <IconButton size="small" title={`Change ${schema.noun.toLowerCase()}`} aria-label={`Change ${who}`} onClick={(e) => (e.stopPropagation(), ui.editRecord(record))}>
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
      )}
      {hasLink(schema) && (
        <IconButton size="small" title={schema.link.label} aria-label={`${schema.link.label}: ${who}`} onClick={(e) => (e.stopPropagation(), ui.linkRecord(record))}>
          <TaskAltIcon fontSize="small" color={record[Object.keys(schema.link.copy)[0]] ? 'success' : 'inherit'} />
        </IconButton>
      )}
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

// The week of a schema with `schedule` (entity page, "Week" tab): the toolbar, then the calendar or its empty,
// loading or error state; with `form`, a block click opens the record's form (AddRecordButton adds one).
import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { useRefresh } from 'react-admin';
import type { EntitySchema, ScheduleSpec } from '../../schemas';
import { CopyWeekButton } from './CopyWeekDialog';
import { RecordFormDialog } from './RecordFormDialog';
import { useWeek } from './useWeek';
import { WeekGrid } from './WeekGrid';
import { WeekToolbar } from './WeekToolbar';

type Row = Record<string, unknown>;

type Editing = { record: Row } | null;

function WeekBody({ week, schema, onOpen }: { week: ReturnType<typeof useWeek>; schema: EntitySchema & { schedule: ScheduleSpec }; onOpen?: (row: Row) => void }) {
  if (week.loading) {
    return <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'center', p: 4 }}><CircularProgress size={22} />Loading the week…</Box>;
  }
  if (week.failed) {
    return <Alert severity="error" action={<Button color="inherit" size="small" onClick={week.refetch}>Retry</Button>}>The week could not be loaded.</Alert>;
  }
  return (
    <>
      {week.truncated && <Alert severity="warning" sx={{ mb: 1 }}>This week has more {schema.nounPlural.toLowerCase()} than can be shown: choose a show-by value to see them all.</Alert>}
      {week.blocks.length === 0 && (
        <Paper variant="outlined" sx={{ p: 1.5, mb: 1 }}><Typography color="text.secondary">No {schema.nounPlural.toLowerCase()} this week</Typography></Paper>
      )}
      <WeekGrid schedule={schema.schedule} dates={week.dates} blocks={week.blocks} axis={week.axis} today={week.today} onOpen={onOpen} />
    </>
  );
}

export function WeekView({ schema }: { schema: EntitySchema & { schedule: ScheduleSpec } }) {
  const week = useWeek(schema);
  const refresh = useRefresh();
  const [editing, setEditing] = useState<Editing>(null);
  const byFilters = schema.list.filters.filter((f) => schema.schedule.by.includes(f.key));
  const saved = () => { setEditing(null); refresh(); };
  return (
    <Box>
      <WeekToolbar schema={schema} byFilters={byFilters} state={week.state} onChange={week.setState} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}><CopyWeekButton schema={schema} monday={week.state.monday} filters={week.filters} /></Box>
      <WeekBody week={week} schema={schema} onOpen={schema.form ? (record) => setEditing({ record }) : undefined} />
      {editing && <RecordFormDialog schema={schema} record={editing.record} onClose={() => setEditing(null)} onSaved={saved} />}
    </Box>
  );
}

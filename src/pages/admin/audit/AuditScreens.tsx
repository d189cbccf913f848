/**
 * /supporthome/audit-log: every admin change (who, when, what, before and after), newest first, filtered by user,
 * action and date range (atFrom / atTo, whole days), server-paged with a total. Read only: a list and a show page.
 */
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import {
  Datagrid, FunctionField, List, ListButton, ReferenceInput, Show, SimpleShowLayout, TextField, TopToolbar,
  useRecordContext,
} from 'react-admin';
import { AutocompleteInput, DateInput, SelectInput } from '../inputs';
import { AUDIT_LOG, USERS } from '../adminPaths';
import { AUDIT_ACTIONS, auditDiff, diffSummary } from './auditDiff';
import { RecordLink } from '../RecordLink';
import { dateTime } from '../../../../resources/format';

export interface AuditRecord {
  id: number;
  at: string;
  userId: number | null;
  username: string | null;
  action: string;
  entity: string;
  entityIds: (string | number)[];
  before: unknown;
  after: unknown;
}

const filters = [
  <ReferenceInput key="userId" source="userId" reference={USERS} alwaysOn sort={{ field: 'username', order: 'ASC' }}>
    <AutocompleteInput label="User" optionText="username" filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 220 }} />
  </ReferenceInput>,
  <SelectInput key="action" source="action" label="Action" choices={AUDIT_ACTIONS.map((a) => ({ id: a, name: a }))} alwaysOn />,
  <DateInput key="atFrom" source="atFrom" label="From" alwaysOn />,
  <DateInput key="atTo" source="atTo" label="To" alwaysOn />,
];

const Empty = () => (
  <Box sx={{ p: 4, textAlign: 'center' }}>
    <Typography color="text.secondary">No audit entries match these filters.</Typography>
  </Box>
);

const ids = (r: AuditRecord) => (r.entityIds ?? []).join(', ');
const entityText = (r: AuditRecord) => (r.entity ? `${r.entity} ${ids(r)}`.trim() : '—');

export function AuditLogList() {
  return (
    <List resource={AUDIT_LOG} title="User Management" filters={filters} actions={false} sort={{ field: 'at', order: 'DESC' }} perPage={25} empty={false}>
      <Datagrid rowClick="show" bulkActionButtons={false} empty={<Empty />}>
        <FunctionField<AuditRecord>
          label="When"
          sortBy="at"
          render={(r) => (
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              <RecordLink resource={AUDIT_LOG} id={r.id} type="show" text={dateTime(r.at)} />
            </Box>
          )}
        />
        <TextField source="username" label="By" emptyText="—" sortable={false} />
        <TextField source="action" label="Action" sortable={false} />
        <FunctionField<AuditRecord> label="Entity" sortable={false} render={entityText} />
        <FunctionField<AuditRecord>
          label="Changes"
          sortable={false}
          render={(r) => (
            <Typography variant="body2" sx={{ maxWidth: 380, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={diffSummary(r.before, r.after, 20)}>
              {diffSummary(r.before, r.after)}
            </Typography>
          )}
        />
      </Datagrid>
    </List>
  );
}

function DiffTable() {
  const record = useRecordContext<AuditRecord>();
  if (!record) return null;
  const changes = auditDiff(record.before, record.after);
  if (changes.length === 0) return <Typography color="text.secondary">No field changed.</Typography>;
  return (
    <Table size="small" aria-label="Before and after">
      <TableHead>
        <TableRow>
          <TableCell>Field</TableCell>
          <TableCell>Before</TableCell>
          <TableCell>After</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((c) => (
          <TableRow key={c.field}>
            <TableCell sx={{ fontWeight: 600 }}>{c.field}</TableCell>
            <TableCell sx={{ color: 'error.main', wordBreak: 'break-word' }}>{c.before}</TableCell>
            <TableCell sx={{ color: 'success.main', wordBreak: 'break-word' }}>{c.after}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function AuditLogShow() {
  return (
    <Show
      resource={AUDIT_LOG}
      title="Audit entry"
      actions={
        <TopToolbar>
          <ListButton label="Audit log" />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <FunctionField<AuditRecord> label="When" render={(r) => dateTime(r.at)} />
        <TextField source="username" label="By" emptyText="—" />
        <TextField source="action" label="Action" />
        <FunctionField<AuditRecord> label="Entity" render={entityText} />
        <FunctionField label="Before and after" render={() => <DiffTable />} />
      </SimpleShowLayout>
    </Show>
  );
}

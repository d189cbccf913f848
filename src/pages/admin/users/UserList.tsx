/**
 * /supporthome/users: staff users with search, role, organisation and active filters (kept in the URL by react-admin),
 * sortable columns, and a bulk Deactivate that asks first and sends one request for the whole selection.
 */
import { Box, Chip, Typography } from '@mui/material';
import {
  CreateButton, Datagrid, FunctionField, List, ReferenceInput, TextField, TopToolbar, useListContext,
} from 'react-admin';
import { SearchInput, SelectInput } from '../inputs';
import { DatagridHeader } from '../DatagridHeader';
import { ORGANISATIONS, ROLES, USERS } from '../adminPaths';
import { BulkDeactivateButton } from './DeactivateButtons';
import { RecordLink } from '../RecordLink';
import { fullName, SCOPE_CHOICES } from './userRules';

export interface UserRecord {
  id: number;
  username: string;
  firstName: string;
  lastName: string | null;
  roleId: number;
  roleName: string;
  orgId: number | null;
  orgName: string | null;
  scope: 'organisation' | 'centre' | 'general';
  centreIds: number[];
  active: boolean;
  createdAt: string;
}

const ACTIVE_CHOICES = [
  { id: true, name: 'Active' },
  { id: false, name: 'Inactive' },
];

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search name or username" sx={{ width: 280 }} />,
  <ReferenceInput key="roleId" source="roleId" reference={ROLES} perPage={200} sort={{ field: 'name', order: 'ASC' }} alwaysOn>
    <SelectInput label="Role" optionText="name" sx={{ minWidth: 160 }} />
  </ReferenceInput>,
  <ReferenceInput key="orgId" source="orgId" reference={ORGANISATIONS} perPage={200} alwaysOn>
    <SelectInput label="Organisation" optionText="name" sx={{ minWidth: 180 }} />
  </ReferenceInput>,
  <SelectInput key="active" source="active" label="Status" choices={ACTIVE_CHOICES} alwaysOn sx={{ minWidth: 140 }} />,
];

/** The name links to the edit page, so the list is usable by keyboard (Tab to a name, Enter). */
const NameLink = ({ record }: { record: UserRecord }) => <RecordLink resource={USERS} id={record.id} text={fullName(record) || record.username} />;

function scopeText(record: UserRecord) {
  if (record.scope === 'centre') return `${record.centreIds.length} centre${record.centreIds.length === 1 ? '' : 's'}`;
  return SCOPE_CHOICES.find((c) => c.id === record.scope)?.name ?? record.scope;
}

function Empty() {
  const { filterValues } = useListContext();
  const filtered = Object.keys(filterValues ?? {}).length > 0;
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <Typography color="text.secondary">{filtered ? 'No users match these filters.' : 'No users yet.'}</Typography>
    </Box>
  );
}

const Actions = () => (
  <TopToolbar>
    <CreateButton label="New user" />
  </TopToolbar>
);

export default function UserList() {
  return (
    <List
      resource={USERS}
      title="User Management"
      filters={filters}
      actions={<Actions />}
      sort={{ field: 'id', order: 'ASC' }}
      perPage={25}
      empty={false}
    >
      <Datagrid
        rowClick="edit"
        header={<DatagridHeader />}
        bulkActionButtons={<BulkDeactivateButton />}
        empty={<Empty />}
        aria-label="Users"
        sx={{ '& .RaDatagrid-headerCell': { fontWeight: 600 } }}
      >
        <FunctionField<UserRecord> label="Name" sortBy="firstName" render={(r) => <NameLink record={r} />} />
        <TextField source="username" label="Username" />
        <TextField source="roleName" label="Role" />
        <TextField source="orgName" label="Organisation" sortable={false} emptyText="—" />
        <FunctionField<UserRecord> label="Scope" sortable={false} render={scopeText} />
        <FunctionField<UserRecord>
          label="Active"
          sortBy="active"
          render={(r) => <Chip size="small" label={r.active ? 'Active' : 'Inactive'} color={r.active ? 'success' : 'default'} variant="outlined" />}
        />
      </Datagrid>
    </List>
  );
}

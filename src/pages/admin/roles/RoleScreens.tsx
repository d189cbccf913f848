/**
 * /supporthome/roles: roles with their abilities and user counts; create and edit with the ability picker. A change
 * of abilities takes effect on the next request of every user of the role (the server ends their older sessions).
 */
import { Box, Typography } from '@mui/material';
import {
  Create, CreateButton, Datagrid, Edit, FunctionField, List, ListButton, NumberField, SimpleForm, SaveButton, Toolbar, TopToolbar, required, useNotify, useRecordContext, useRedirect,
} from 'react-admin';
import { ROLES } from '../adminPaths';
import { abilitySummary } from './abilityChoices';
import { AbilitiesInput } from './AbilitiesInput';
import { RecordLink } from '../RecordLink';
import { SearchInput, TextInput } from '../inputs';

export interface RoleRecord {
  id: number;
  name: string;
  abilities: string[];
  userCount: number;
}

const rolePayload = (data: Partial<RoleRecord>) => ({ name: data.name?.trim(), abilities: data.abilities });

const Empty = () => (
  <Box sx={{ p: 4, textAlign: 'center' }}>
    <Typography color="text.secondary">No roles match.</Typography>
  </Box>
);

export function RoleList() {
  return (
    <List
      resource={ROLES}
      title="User Management"
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder="Search role name" />]}
      actions={
        <TopToolbar>
          <CreateButton label="New role" />
        </TopToolbar>
      }
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      empty={false}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false} empty={<Empty />}>
        <FunctionField<RoleRecord> label="Role" sortBy="name" render={(r) => <RecordLink resource={ROLES} id={r.id} text={r.name} />} />
        <FunctionField<RoleRecord> label="Abilities" sortable={false} render={(r) => abilitySummary(r.abilities)} />
        <NumberField source="userCount" label="Users" />
      </Datagrid>
    </List>
  );
}

function RoleForm() {
  return (
    // No delete: roles are kept (users and the audit log refer to them), and the API has no DELETE route.
    <SimpleForm sx={{ maxWidth: 760 }} toolbar={<Toolbar><SaveButton /></Toolbar>}>
      <TextInput source="name" label="Role name" validate={required('Role name is required')} fullWidth />
      <AbilitiesInput />
    </SimpleForm>
  );
}

function RoleTitle() {
  const record = useRecordContext<RoleRecord>();
  return <span>{record ? `Role ${record.name}` : 'Role'}</span>;
}

function useSaved(message: string) {
  const notify = useNotify();
  const redirect = useRedirect();
  return () => {
    notify(message, { type: 'success' });
    redirect('list', ROLES);
  };
}

export function RoleEdit() {
  const onSuccess = useSaved('Role saved. Its users start again from the sign-in page on their next request.');
  return (
    <Edit
      mutationOptions={{ onSuccess }}
      resource={ROLES}
      title={<RoleTitle />}
      mutationMode="pessimistic"
      transform={rolePayload}
      actions={
        <TopToolbar>
          <ListButton label="All roles" />
        </TopToolbar>
      }
    >
      <RoleForm />
    </Edit>
  );
}

export function RoleCreate() {
  const onSuccess = useSaved('Role created');
  return (
    <Create resource={ROLES} title="New role" transform={rolePayload} mutationOptions={{ onSuccess }}>
      <RoleForm />
    </Create>
  );
}

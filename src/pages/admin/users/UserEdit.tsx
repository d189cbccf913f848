/**
 * /supporthome/users/:id: the user form beside the user's effective access, with Reset password and Deactivate
 * (both confirmed). Saves are pessimistic, so the server's field errors land under their fields.
 */
import { Box } from '@mui/material';
import { Edit, ListButton, TopToolbar, useNotify, useRecordContext } from 'react-admin';
import { USERS } from '../adminPaths';
import { DeactivateUserButton } from './DeactivateButtons';
import { EffectiveAccessPanel } from './EffectiveAccessPanel';
import { ResetPasswordButton } from './ResetPasswordButton';
import { UserForm } from './UserForm';
import { fullName, userPayload, type UserFormValues } from './userRules';
import type { UserRecord } from './UserList';

const Actions = () => (
  <TopToolbar>
    <ListButton label="All users" />
    <ResetPasswordButton />
    <DeactivateUserButton />
  </TopToolbar>
);

function Title() {
  const record = useRecordContext<UserRecord>();
  return <span>{record ? `User ${fullName(record) || record.username}` : 'User'}</span>;
}

export default function UserEdit() {
  const notify = useNotify();
  return (
    <Edit
      mutationOptions={{ onSuccess: () => notify('User saved', { type: 'success' }) }}
      resource={USERS}
      title={<Title />}
      actions={<Actions />}
      mutationMode="pessimistic"
      transform={(data) => userPayload(data as UserFormValues & Record<string, unknown>, { creating: false })}
      aside={
        <Box sx={{ width: 360, flexShrink: 0, ml: 2 }}>
          <EffectiveAccessPanel />
        </Box>
      }
    >
      <UserForm creating={false} />
    </Edit>
  );
}

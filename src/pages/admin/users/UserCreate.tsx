// /supporthome/users/create: a new staff user, with a first password; then its edit page (and effective access).
import { Create, useNotify, useRedirect } from 'react-admin';
import { USERS } from '../adminPaths';
import { UserForm } from './UserForm';
import { userPayload, type UserFormValues } from './userRules';

export default function UserCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      resource={USERS}
      title="New user"
      mutationOptions={{
        onSuccess: (user: { id: number }) => {
          notify('User created', { type: 'success' });
          redirect('edit', USERS, user.id);
        },
      }}
      transform={(data) => userPayload(data as UserFormValues & Record<string, unknown>, { creating: true })}
    >
      <UserForm creating />
    </Create>
  );
}

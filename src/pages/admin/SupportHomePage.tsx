// /supporthome itself (guarded by its route-table row): User Management opens on the users list.
import { ResourceContextProvider } from 'react-admin';
import { AdminFrame } from './AdminFrame';
import { USERS } from './adminPaths';
import UserList from './users/UserList';

export default function SupportHomePage() {
  return (
    <ResourceContextProvider value={USERS}>
      <AdminFrame guarded={false}>
        <UserList />
      </AdminFrame>
    </ResourceContextProvider>
  );
}

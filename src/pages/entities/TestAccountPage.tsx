// /glorifireEntities/testaccount: the student test accounts (kind crp-test) with view and upload tabs.
import { Navigate, useLocation } from 'react-router-dom';
import { testAccounts } from '../../../schemas';
import { EntityWorkspace } from './EntityWorkspace';
import { uploadLinkFor } from './EntitiesHomePage';
import { normalisedSearch } from './entityUrl';

export default function TestAccountPage() {
  const { search, pathname } = useLocation();
  const next = normalisedSearch(search, testAccounts);
  if (next) return <Navigate replace to={{ pathname, search: next }} />;
  return <EntityWorkspace title="Entity Administration" schema={testAccounts} kinds={[]} upload={uploadLinkFor(testAccounts.kind)} />;
}

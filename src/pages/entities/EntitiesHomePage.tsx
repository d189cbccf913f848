// /glorifireEntities/home?entity=<kind>: the entities home (entities-spec §2) with the view tab, an upload tab
// linking to the upload page, and a switcher over the kinds the user may see.
import { Alert, Box, LinearProgress } from '@mui/material';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { getEntity } from '../../../schemas';
import { TEST_ACCOUNT_UPLOAD_STATE } from '../../routes/menuItems';
import { EntityWorkspace, type UploadLink } from './EntityWorkspace';
import { ENTITY_PARAM, HOME_PATH, listSearch, normalisedSearch } from './entityUrl';
import { useEntityKinds } from './useEntityKinds';

export const NOT_AUTHORISED = 'Not authorized to use this module.';

export function uploadLinkFor(kind: string): UploadLink {
  // Test accounts upload on their own page, always multi-centre (entities-spec §2).
  if (kind === 'crp-test') return { pathname: '/glorifireEntities/testaccount/upload', state: TEST_ACCOUNT_UPLOAD_STATE };
  return { pathname: `${HOME_PATH}/upload`, search: `?${ENTITY_PARAM}=${encodeURIComponent(kind)}` };
}

export default function EntitiesHomePage() {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const { isPending, kinds } = useEntityKinds();
  if (isPending) return <LinearProgress aria-label="Loading" />;
  if (kinds.length === 0) {
    return (
      <Box sx={{ p: 3 }}>
        <Alert severity="warning">{NOT_AUTHORISED}</Alert>
      </Box>
    );
  }
  const asked = new URLSearchParams(search).get(ENTITY_PARAM) ?? '';
  const schema = kinds.find((k) => k.kind === asked) ?? kinds[0];
  const next = normalisedSearch(search, schema);
  if (next) return <Navigate replace to={{ pathname, search: next }} />;
  return (
    <EntityWorkspace
      title="Entity Administration"
      schema={schema}
      kinds={kinds}
      onKindChange={(kind) => navigate({ pathname, search: listSearch(getEntity(kind)!) })}
      upload={uploadLinkFor(schema.kind)}
    />
  );
}

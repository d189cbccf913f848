// The page of an entity that has one of its own (its schema's `page`, e.g. a standalone sidebar item): the same
// workspace as the entities home, for that kind alone, found by the path.
import type { ReactNode } from 'react';
import { Alert, Box } from '@mui/material';
import { Navigate, useLocation } from 'react-router-dom';
import { entities, entityKinds } from '../../../schemas';
import { EntityWorkspace } from './EntityWorkspace';
import { uploadLinkFor } from './EntitiesHomePage';
import { normalisedSearch } from './entityUrl';

/** `notice`: a line the module shows above the list (EntityWorkspace). */
export default function EntityPage({ notice }: { notice?: ReactNode }) {
  const { search, pathname } = useLocation();
  const kind = entityKinds.find((k) => entities[k].page === pathname);
  if (!kind) return <Box sx={{ p: 3 }}><Alert severity="warning">No entity has this page.</Alert></Box>;
  const schema = entities[kind];
  const next = normalisedSearch(search, schema);
  if (next) return <Navigate replace to={{ pathname, search: next }} />;
  return <EntityWorkspace title={schema.label} schema={schema} kinds={[]} upload={uploadLinkFor(schema.kind)} notice={notice} />;
}

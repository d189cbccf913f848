// The top of the upload screens: breadcrumb, the kind's title, the kind switcher and the View / Upload tabs, in the
// same frame as the entity list (pages/entities/EntityWorkspace).
import { FormControl, InputLabel, MenuItem, Select, Tab, Tabs } from '@mui/material';
import { INSTITUTE, PageHeading } from '../PageHeading';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { EntitySchema } from '../../../schemas';
import { HOME_PATH, listSearch } from '../entities/entityUrl';
import { uploadLinkFor } from '../entities/EntitiesHomePage';

export interface UploadHeaderProps {
  schema: EntitySchema;
  /** Kinds offered by the switcher; fewer than two hide it. */
  kinds: readonly EntitySchema[];
}

function viewLink(schema: EntitySchema) {
  if (schema.kind === 'crp-test') return { pathname: '/glorifireEntities/testaccount' };
  return { pathname: HOME_PATH, search: listSearch(schema) };
}

export function UploadHeader({ schema, kinds }: UploadHeaderProps) {
  const navigate = useNavigate();
  return (
    <>
      <PageHeading
        id="upload-page-title"
        title={schema.label}
        trail={[INSTITUTE, 'Entity Administration']}
        barTitle={`Entity Administration · ${schema.label} · Upload`}
        actions={kinds.length > 1 && (
          <FormControl size="small" sx={{ width: 260, flexShrink: 0 }}>
            <InputLabel id="upload-kind-label">Entity</InputLabel>
            <Select
              labelId="upload-kind-label"
              label="Entity"
              value={schema.kind}
              onChange={(e) => {
                const link = uploadLinkFor(e.target.value);
                navigate({ pathname: link.pathname, search: link.search }, { state: link.state });
              }}
            >
              {kinds.map((k) => <MenuItem key={k.kind} value={k.kind}>{k.label}</MenuItem>)}
            </Select>
          </FormControl>
        )}
      />
      <Tabs value="upload" aria-label="Entity tabs" sx={{ mb: 2, minHeight: 40, '& .MuiTab-root': { minHeight: 40 } }}>
        <Tab value="view" label="View" component={RouterLink} to={viewLink(schema)} />
        <Tab value="upload" label="Upload" />
      </Tabs>
    </>
  );
}

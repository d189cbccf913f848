// The top of the upload screens: breadcrumb, the kind's title, the kind switcher and the View / Upload tabs, in the
// same frame as the entity list (pages/entities/EntityWorkspace).
import { Box, Breadcrumbs, FormControl, InputLabel, MenuItem, Select, Tab, Tabs, Typography } from '@mui/material';
import { Title } from 'react-admin';
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
      <Title title={`Entity Administration · ${schema.label} · Upload`} />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 0.5 }}>
        <Box sx={{ minWidth: 0 }}>
          <Breadcrumbs aria-label="breadcrumb" separator="›">
            <Typography color="text.secondary" variant="body2">Institute</Typography>
            <Typography color="text.secondary" variant="body2">Entity Administration</Typography>
          </Breadcrumbs>
          <Typography id="upload-page-title" variant="h5" component="h1">{schema.label}</Typography>
        </Box>
        {kinds.length > 1 && (
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
      </Box>
      <Tabs value="upload" aria-label="Entity tabs" sx={{ mb: 2, minHeight: 40, '& .MuiTab-root': { minHeight: 40 } }}>
        <Tab value="view" label="View" component={RouterLink} to={viewLink(schema)} />
        <Tab value="upload" label="Upload" />
      </Tabs>
    </>
  );
}

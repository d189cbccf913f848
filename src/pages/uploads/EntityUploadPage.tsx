// /glorifireEntities/home/upload?entity=<kind>: the upload page of any kind the user may upload (test accounts have
// their own page).
import { Alert, Box, LinearProgress } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { useEntityKinds } from '../entities/useEntityKinds';
import { NOT_AUTHORISED } from '../entities/EntitiesHomePage';
import { UploadPage } from './UploadPage';

export default function EntityUploadPage() {
  const [params] = useSearchParams();
  const { isPending, kinds } = useEntityKinds();
  if (isPending) return <LinearProgress aria-label="Loading" />;
  const uploadable = kinds.filter((k) => k.kind !== 'crp-test');
  const schema = uploadable.find((k) => k.kind === params.get('entity')) ?? uploadable[0];
  if (!schema) {
    return <Box sx={{ p: 3 }}><Alert severity="warning">{NOT_AUTHORISED}</Alert></Box>;
  }
  return <UploadPage key={schema.kind} schema={schema} kinds={uploadable} />;
}

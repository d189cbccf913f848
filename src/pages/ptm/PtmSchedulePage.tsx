// /ptm-schedule/upload and /ptm-schedule/view (entities-spec §2): PTM scheduling with its two tabs. The upload's
// academic years (from 2015) are read once; the view is the shared list, which reads its own filter options.
import { useEffect, useState } from 'react';
import { Alert, Box, Tab, Tabs } from '@mui/material';
import { usePermissions } from 'react-admin';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import type { PtmFilterOptions } from '../../../schemas/api';
import { slotOf } from '../../../schemas/access/abilityTable';
import { hasSlot, type AccessState } from '../../../schemas/access/slots';
import { PTM_ABILITY } from '../../../schemas/ptm';
import { NOT_AUTHORIZED_MESSAGE } from '../../access/guard';
import { PageHeading } from '../PageHeading';
import { usePtmApi } from './ptmApi';
import { PtmUploadTab } from './PtmUploadTab';
import { PtmViewTab } from './PtmViewTab';

const BASE = '/ptm-schedule';

/**
 * The route needs no access check (console-spec §2), so every signed-in user reaches the page; the server lets only
 * holders of the PTM ability read or upload schedules. Others are told so at once, instead of a 403 on every call.
 */
export default function PtmSchedulePage() {
  const { permissions, isPending } = usePermissions<AccessState>();
  if (isPending) return null;
  if (!permissions?.isAdmin && !hasSlot(permissions, slotOf(PTM_ABILITY))) {
    return (
      <Box component="section" aria-labelledby="ptm-title" sx={{ pb: 2 }}>
        <PageHeading id="ptm-title" title="PTM Schedule" />
        <Alert severity="info">{NOT_AUTHORIZED_MESSAGE}</Alert>
      </Box>
    );
  }
  return <PtmSchedule />;
}

function PtmSchedule() {
  const api = usePtmApi();
  const navigate = useNavigate();
  const tab = useLocation().pathname.endsWith('/view') ? 'view' : 'upload';
  const [options, setOptions] = useState<PtmFilterOptions>();
  useEffect(() => { api.filters().then(setOptions).catch(() => {}); }, [api]);
  return (
    <Box component="section" aria-labelledby="ptm-title" sx={{ pb: 2, minWidth: 0 }}>
      <PageHeading id="ptm-title" title="PTM Schedule" />
      <Tabs value={tab} sx={{ mb: 2 }}>
        <Tab value="upload" label="Upload" component={RouterLink} to={`${BASE}/upload`} />
        <Tab value="view" label="View" component={RouterLink} to={`${BASE}/view`} />
      </Tabs>
      {tab === 'upload'
        // The view mounts afresh and reads its page again, so the submitted schedules show once the job has run.
        ? <PtmUploadTab academicYears={options?.academicYears ?? []} onSubmitted={() => navigate(`${BASE}/view`)} />
        : <PtmViewTab />}
    </Box>
  );
}

// /exam-result/exam-config and /exam-result/upload (console-spec §2; entities-spec §2, §8): exam configuration and
// exam result upload as two tabs. The route itself needs no access check; the server lets only holders of the exam
// result access identifier ('JEE Mains JEE Advanced Results') upload, and of Exam Config (slot 176) configure.
import { Alert, Box, Tab, Tabs } from '@mui/material';
import { usePermissions } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { slotOf } from '../../../schemas/access/abilityTable';
import { hasSlot, type AccessState } from '../../../schemas/access/slots';
import { EXAM_CONFIG_ABILITY } from '../../../schemas/examResults';
import { NOT_AUTHORIZED_MESSAGE } from '../../access/guard';
import { PageHeading } from '../PageHeading';
import { ExamConfigTab } from './ExamConfigTab';
import { ExamUploadTab } from './ExamUploadTab';

const BASE = '/exam-result';

export default function ExamResultsPage() {
  const { permissions, isPending } = usePermissions<AccessState>();
  const tab = useLocation().pathname.endsWith('/exam-config') ? 'exam-config' : 'upload';
  if (isPending) return null;
  const mayConfigure = !!permissions?.isAdmin || hasSlot(permissions, slotOf(EXAM_CONFIG_ABILITY));
  const mayUpload = !!permissions?.isAdmin || !!permissions?.examResults;
  const allowed = tab === 'exam-config' ? mayConfigure : mayUpload;
  return (
    <Box component="section" aria-labelledby="exam-results-title" sx={{ pb: 2, minWidth: 0 }}>
      <PageHeading id="exam-results-title" title="Exam Results" />
      <Tabs value={tab} sx={{ mb: 2 }}>
        <Tab value="exam-config" label="Exam Configuration" component={RouterLink} to={`${BASE}/exam-config`} />
        <Tab value="upload" label="Exam Result Upload" component={RouterLink} to={`${BASE}/upload`} />
      </Tabs>
      {!allowed ? <Alert severity="info">{NOT_AUTHORIZED_MESSAGE}</Alert> : tab === 'exam-config' ? <ExamConfigTab /> : <ExamUploadTab />}
    </Box>
  );
}

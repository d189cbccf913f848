// /teacher-feedback (console-spec §2, slots 146-152): its five tabs, each shown to holders of its slot. The question
// master, forms and activations are entity pages (their schemas' `page`, listed and edited by the shared workspace);
// the responses sheet is the shared sheet upload; Faculty Performance has its two lists. The module path opens the
// first tab the user may see.
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { usePermissions } from 'react-admin';
import { Link as RouterLink, Navigate, useLocation } from 'react-router-dom';
import { hasAnySlot, type AccessState } from '../../../schemas/access/slots';
import { TEACHER_FEEDBACK_PAGE } from '../../../schemas/feedback-questions';
import { feedbackResponses } from '../../../schemas/feedback/responses';
import { ROUTES } from '../../routes/routeTable';
import EntityPage from '../entities/EntityPage';
import { SheetUploadPanel } from '../uploads/SheetUploadPanel';
import { PerformanceTab } from './PerformanceTab';

const TABS = ROUTES.filter((r) => r.parent === TEACHER_FEEDBACK_PAGE);
const RESPONSES_HELP = 'One row per student\'s answer to one question about one faculty, on a form active for the batch. A Rating is a whole number within its scale; an SMCQ names one option, an MMCQ one or more separated by |; Remarks are optional.';

export default function TeacherFeedbackPage() {
  const { pathname } = useLocation();
  const { permissions, isPending } = usePermissions<AccessState>();
  if (isPending) return null;
  const tabs = TABS.filter((t) => permissions?.isAdmin || t.slot === undefined || hasAnySlot(permissions, t.slot));
  const current = tabs.find((t) => t.path === pathname);
  if (!current) return tabs[0] ? <Navigate replace to={tabs[0].path} /> : null;
  const sub = current.path.slice(TEACHER_FEEDBACK_PAGE.length + 1);
  return (
    <Box component="section" sx={{ pb: 2, minWidth: 0 }}>
      <Typography variant="overline" color="text.secondary" component="p">Teacher Feedback</Typography>
      <Tabs value={current.path} sx={{ mb: 2 }} variant="scrollable" aria-label="Teacher Feedback tabs">
        {tabs.map((t) => <Tab key={t.path} value={t.path} label={t.title} component={RouterLink} to={t.path} />)}
      </Tabs>
      {sub === 'studentResponses' ? (
        <>
          <Typography variant="h5" component="h1" gutterBottom>{current.title}</Typography>
          <SheetUploadPanel target={feedbackResponses} help={RESPONSES_HELP} />
        </>
      ) : sub === 'teacherPerformances' ? <PerformanceTab title={current.title} /> : <EntityPage />}
    </Box>
  );
}

// /teacher-feedback (console-spec §2, slots 146-152): its five tabs, each shown to holders of its slot. The question
// master, forms and activations are entity pages (their schemas' `page`, listed and edited by the shared workspace);
// the responses sheet is the shared sheet upload; Faculty Performance has its two lists. The module path opens the
// first tab the user may see.
import { TEACHER_FEEDBACK_PAGE } from '../../../schemas/feedback-questions';
import { feedbackResponses } from '../../../schemas/feedback/responses';
import EntityPage from '../entities/EntityPage';
import { ModuleTabsPage } from '../modules/ModuleTabsPage';
import { SheetUploadPanel } from '../uploads/SheetUploadPanel';
import { PerformanceTab } from './PerformanceTab';
import { INSTITUTE, PageHeading } from '../PageHeading';

const RESPONSES_HELP = 'One row per student\'s answer to one question about one faculty, on a form active for the batch. A Rating is a whole number within its scale; an SMCQ names one option, an MMCQ one or more separated by |; Remarks are optional.';

export default function TeacherFeedbackPage() {
  return (
    <ModuleTabsPage base={TEACHER_FEEDBACK_PAGE} title="Teacher Feedback">
      {(sub, title) => sub === 'studentResponses' ? (
        <>
          <PageHeading id="responses-title" title={title} trail={[INSTITUTE, title]} />
          <SheetUploadPanel target={feedbackResponses} help={RESPONSES_HELP} />
        </>
      ) : sub === 'teacherPerformances' ? <PerformanceTab title={title} /> : <EntityPage />}
    </ModuleTabsPage>
  );
}

// /my-kra, 'Faculties KRA' (console-spec §2, slots 138-142): the KRA parameters and the feedback-question mapping are
// entity pages (their schemas' `page`), Faculty KRA Performance the parameters' module report. Each tab is shown to
// holders of its slots; the module path opens the first. The parameters' tab shows their weights' total.
import { MY_KRA_PAGE, kraPerformanceReport } from '../../../schemas/kra-parameters';
import EntityPage from '../entities/EntityPage';
import { ModuleTabsPage } from '../modules/ModuleTabsPage';
import ModuleReportView from '../reports/ModuleReportView';
import { WeightTotal } from './WeightTotal';
import { INSTITUTE, PageHeading } from '../PageHeading';

export default function MyKraPage() {
  return (
    <ModuleTabsPage base={MY_KRA_PAGE} title="Faculties KRA">
      {(sub, title) => sub === 'performance' ? (
        <>
          <PageHeading id="kra-performance-title" title={title} trail={[INSTITUTE, title]} />
          <ModuleReportView report={kraPerformanceReport} />
        </>
      ) : sub === 'parameters' ? <EntityPage notice={<WeightTotal />} /> : <EntityPage />}
    </ModuleTabsPage>
  );
}

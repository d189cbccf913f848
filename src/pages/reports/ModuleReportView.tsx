// A module's report on a tab of its page (the course plan's Plan Accuracy): its description, its parameters, its chart
// and table and the .xlsx, as the operations report page draws them; the parameters live on the tab.
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import type { ReportSchema } from '../../../schemas/reports/define';
import { Results } from './OperationsReportPage';
import { ReportParamsBar } from './ReportParamsBar';
import { useModuleReportController } from './useReportController';

export default function ModuleReportView({ report }: { report: ReportSchema }) {
  const controller = useModuleReportController(report);
  const { params, problem, failed, dismiss, download, query, busy } = controller;
  return (
    <Stack spacing={2} component="section" aria-label={report.title}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2 }}>
        <Typography color="text.secondary" sx={{ maxWidth: 900 }}>{report.description}</Typography>
        <Button variant="outlined" startIcon={<FileDownloadOutlinedIcon />} onClick={() => void download()} disabled={!query || busy} sx={{ flexShrink: 0 }}>
          Download .xlsx
        </Button>
      </Box>
      {params && <ReportParamsBar controller={controller} params={params} />}
      {failed && <Alert severity="error" onClose={dismiss}>Unable to Download the File.</Alert>}
      {problem ? <Alert severity="error" role="alert">{problem}</Alert> : <Results controller={controller} />}
    </Stack>
  );
}

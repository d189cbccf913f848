// report/{name}/generate (console-spec §2): one page for every declared operations report, drawn from its
// declaration: title and description, its parameters (kept in the URL), its chart when the rows are few enough to
// read, its table, and the .xlsx from the server. The controller (useReportController) holds the state.
import { longDate } from '../../../resources/format';
import { loadable } from '../../../resources/loadable';
import { Alert, Box, Button, Card, CardContent, LinearProgress, Skeleton, Stack, Typography } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { droppedParamsMessage } from '../../../resources/messages';
import type { ReportSchema } from '../../../schemas/reports/define';
import { INSTITUTE, PageHeading } from '../PageHeading';
import { ReportParamsBar } from './ReportParamsBar';
import { ReportTable } from './ReportTable';
import { CHART_MAX_ROWS, chartModel, type ReportRow } from './reportFormat';
import { useReportController, type ReportController } from './useReportController';

const ReportChart = loadable(() => import('./ReportChart'));

export const NO_DATA_TEXT = 'No data for these centres and dates';

function ChartCard({ report, rows }: { report: ReportSchema; rows: readonly ReportRow[] }) {
  const model = chartModel(report, rows);
  if (!model) return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby="report-chart-title">
      <CardContent>
        <Typography id="report-chart-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>{model.title}</Typography>
        {rows.length > CHART_MAX_ROWS ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {rows.length} rows are too many bars to read (the chart draws up to {CHART_MAX_ROWS}): choose fewer centres or batches, or read the table.
          </Typography>
        ) : (
          <ReportChart model={model} fallback={<Skeleton variant="rounded" height={280} />} />
        )}
      </CardContent>
    </Card>
  );
}

export function Results({ controller }: { controller: ReportController }) {
  const { report, answer } = controller;
  if (!report) return null;
  if (answer.isError) {
    return <Alert severity="error" action={<Button onClick={() => void answer.refetch()}>Try again</Button>}>The report could not be loaded.</Alert>;
  }
  if (!answer.data) return <Skeleton variant="rounded" height={320} aria-label="Loading report" />;
  const { rows, from, to } = answer.data;
  return (
    <Stack spacing={2} sx={{ opacity: answer.isPlaceholderData ? 0.6 : 1 }}>
      {answer.isFetching && <LinearProgress aria-label="Loading report" />}
      {rows.length === 0 ? (
        <Card variant="outlined"><CardContent><Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>{NO_DATA_TEXT}</Typography></CardContent></Card>
      ) : (
        <>
          <ChartCard report={report} rows={rows} />
          <Card variant="outlined" component="section" aria-labelledby="report-table-title">
            <CardContent sx={{ pb: 1 }}>
              <Typography id="report-table-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {longDate(from)} – {longDate(to)} · {rows.length} {rows.length === 1 ? 'row' : 'rows'}
              </Typography>
              <ReportTable report={report} rows={rows} />
            </CardContent>
          </Card>
        </>
      )}
    </Stack>
  );
}

function Heading({ controller }: { controller: ReportController }) {
  const { report, query, download, busy } = controller;
  // The server writes the file from the same parameters, so it is offered only when they can be asked.
  const file = (
    <Button variant="outlined" startIcon={<FileDownloadOutlinedIcon />} onClick={() => void download()} disabled={!query || busy}>
      Download .xlsx
    </Button>
  );
  return <PageHeading id="report-title" title={report?.title} trail={[INSTITUTE, 'Operations Reports']} actions={file} alignEnd />;
}

export default function OperationsReportPage() {
  const controller = useReportController();
  const { report, params, problem, dropped, failed, dismiss } = controller;
  if (!report || !params) return <Box sx={{ p: 3 }}><Alert severity="warning">No operations report has this address.</Alert></Box>;
  return (
    <Box component="section" aria-labelledby="report-title" sx={{ pb: 2, minWidth: 0 }}>
      <Heading controller={controller} />
      <Typography color="text.secondary" sx={{ mb: 1.5, maxWidth: 900 }}>{report.description}</Typography>
      <Stack spacing={2}>
        <ReportParamsBar controller={controller} params={params} />
        {dropped.length > 0 && <Alert severity="info">{droppedParamsMessage(dropped)}</Alert>}
        {failed && <Alert severity="error" onClose={dismiss}>Unable to Download the File.</Alert>}
        {problem ? <Alert severity="error" role="alert">{problem}</Alert> : <Results controller={controller} />}
      </Stack>
    </Box>
  );
}

// /alert-escalation/report (console-spec §2, §7, §9; issue 14): per user, alerts assigned and resolved, resolve rate,
// engagement band and sample size ('Insufficient data' under 5 assigned); a chart of users per band; a date range
// (startDate, endDate in the URL); the .xlsx export from the server; each figure links to the alerts behind it. The
// other reports of §7 on the same page (`?view=`): the Transformative users, per alert (resolved) and per centre (overall).
import { useState } from 'react';
import { loadable } from '../../../resources/loadable';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import {
  Alert, Box, Button, Card, CardContent, Chip, Link, Skeleton, Stack, Tab, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tabs, Typography,
} from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { saveBlob } from '../../../resources/actions/ExportButton';
import { MESSAGES } from '../../../resources/messages';
import { INSUFFICIENT_DATA_LABEL } from '../../../schemas/alerts';
import { AlertsFrame } from './AlertsFrame';
import { alertsApi } from './alertsApi';
import { DraftDatePair } from '../../../resources/list/DateRangePickers';
import { BAND_COLOURS, bandBars, listUrl, rowsOfBand, type BandBar } from './reportModel';
import type { AlertReportType, ReportBody, ReportRow } from './types';

/** The report views: what a row is, the heading of its first column, and whether the band chart applies (users). */
const VIEWS: readonly { type: AlertReportType; tab: string; per: string; first: string; users: boolean }[] = [
  { type: 'report', tab: 'By user', per: 'Resolve rate per user', first: 'Name & Emp Code', users: true },
  { type: 'transformative', tab: 'Transformative users', per: 'Transformative users', first: 'Name & Emp Code', users: true },
  { type: 'resolved', tab: 'By alert', per: 'Resolve rate per alert', first: 'Alert', users: false },
  { type: 'overall', tab: 'By centre', per: 'Resolve rate per centre', first: 'Centre', users: false },
];
type View = (typeof VIEWS)[number];
const viewOf = (params: URLSearchParams): View => VIEWS.find((v) => v.type === params.get('view')) ?? VIEWS[0];

const BandChart = loadable(() => import('./BandChart'));

function rangeOf(params: URLSearchParams): ReportBody {
  const body: ReportBody = {};
  const from = params.get('startDate');
  const to = params.get('endDate');
  if (from && /^\d{4}-\d{2}-\d{2}$/.test(from)) body.startDate = from;
  if (to && /^\d{4}-\d{2}-\d{2}$/.test(to)) body.endDate = to;
  return body;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>{value}</Typography>
      <Typography variant="body2" color="text.secondary">{label}</Typography>
    </Box>
  );
}

function BandCell({ row }: { row: ReportRow }) {
  if (row.insufficientData || !row.band) return <Typography variant="body2" color="text.secondary">{INSUFFICIENT_DATA_LABEL}</Typography>;
  return <Chip size="small" label={row.band} sx={{ bgcolor: BAND_COLOURS[row.band], color: '#fff', fontWeight: 600 }} />;
}

function ReportTable({ rows, view }: { rows: readonly ReportRow[]; view: View }) {
  return (
    <TableContainer sx={{ maxHeight: 480 }}>
      <Table size="small" stickyHeader aria-label={view.per}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ minWidth: 180 }}>{view.first}</TableCell>
            {view.users && <TableCell>Centre</TableCell>}
            <TableCell align="right">Assigned</TableCell>
            <TableCell align="right">Resolved</TableCell>
            <TableCell align="right">Resolve rate</TableCell>
            <TableCell>Engagement band</TableCell>
            <TableCell align="right">Sample size</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.key} hover>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>{r.userName ?? r.label}</Typography>
                {r.empCode && <Typography variant="caption" color="text.secondary">{r.empCode}</Typography>}
              </TableCell>
              {view.users && <TableCell>{r.centre ?? '—'}</TableCell>}
              <TableCell align="right">
                <Link component={RouterLink} to={listUrl(r.links.assigned)} aria-label={`${r.totalAlertsAssigned} alerts assigned to ${r.userName ?? r.label}`}>
                  {r.totalAlertsAssigned}
                </Link>
              </TableCell>
              <TableCell align="right">
                <Link component={RouterLink} to={listUrl(r.links.resolved)} aria-label={`${r.resolvedAlerts} alerts resolved by ${r.userName ?? r.label}`}>
                  {r.resolvedAlerts}
                </Link>
              </TableCell>
              <TableCell align="right">{r.insufficientData ? '—' : `${r.resolveRate.toFixed(1)}%`}</TableCell>
              <TableCell><BandCell row={r} /></TableCell>
              <TableCell align="right">{r.sampleSize}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export default function AlertReportPage() {
  const [params, setParams] = useSearchParams();
  const range = rangeOf(params);
  const view = viewOf(params);
  const [band, setBand] = useState<BandBar['label'] | null>(null);
  const [exportFailed, setExportFailed] = useState(false);
  const report = useQuery({ queryKey: ['alert-report', view.type, range], queryFn: () => alertsApi.report(view.type, range) });
  const setView = (type: AlertReportType) => {
    setBand(null);
    setParams((before) => {
      const next = new URLSearchParams(before);
      if (type === 'report') next.delete('view');
      else next.set('view', type);
      return next;
    }, { replace: true });
  };
  const setRange = (from: string | undefined, to: string | undefined) =>
    setParams((before) => {
      const next = new URLSearchParams(before);
      for (const [key, value] of [['startDate', from], ['endDate', to]] as const) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    }, { replace: true });
  const download = async () => {
    setExportFailed(false);
    try {
      const file = await alertsApi.exportReport(view.type, range);
      saveBlob(file.blob, file.fileName ?? 'Alert_Escalation_Report.xlsx');
    } catch {
      setExportFailed(true);
    }
  };
  const data = report.data;
  const rows = data ? rowsOfBand(data.rows, band) : [];

  return (
    <AlertsFrame
      subtitle="Alert & Escalation Report"
      actions={
        <Button variant="outlined" size="small" startIcon={<FileDownloadOutlinedIcon />} onClick={download} disabled={!data}>
          Export
        </Button>
      }
    >
      <Stack spacing={2}>
        <Tabs value={view.type} onChange={(_e, type: AlertReportType) => setView(type)} aria-label="Report views" variant="scrollable">
          {VIEWS.map((v) => <Tab key={v.type} value={v.type} label={v.tab} />)}
        </Tabs>
        <Card variant="outlined">
          <CardContent sx={{ display: 'flex', gap: 4, alignItems: 'center', flexWrap: 'wrap', '&:last-child': { pb: 2 } }}>
            <DraftDatePair label="Date" from={range.startDate} to={range.endDate} onCommit={setRange} />
            {data && (
              <>
                <Figure label="Alerts assigned" value={data.totals.totalAlertsAssigned.toLocaleString('en-IN')} />
                <Figure label="Resolved" value={data.totals.resolvedAlerts.toLocaleString('en-IN')} />
                <Figure label="Resolve rate" value={`${data.totals.resolveRate.toFixed(1)}%`} />
              </>
            )}
          </CardContent>
        </Card>
        {exportFailed && <Alert severity="error" onClose={() => setExportFailed(false)}>{MESSAGES.downloadFailed}</Alert>}
        {report.isError && <Alert severity="error" action={<Button onClick={() => void report.refetch()}>Try again</Button>}>The report could not be loaded.</Alert>}
        {report.isPending && <Skeleton variant="rounded" height={300} aria-label="Loading report" />}
        {data && (
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', xl: view.users ? 'minmax(480px, 2fr) 3fr' : '1fr' }, gap: 2, alignItems: 'start' }}>
            {view.users && <Card variant="outlined" component="section" aria-labelledby="band-chart-title">
              <CardContent>
                <Typography id="band-chart-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>Users per engagement band</Typography>
                <BandChart bars={bandBars(data)} onPick={(b) => setBand((before) => (before === b ? null : b))} fallback={<Skeleton variant="rounded" height={260} />} />
              </CardContent>
            </Card>}
            <Card variant="outlined" component="section" aria-labelledby="report-table-title">
              <CardContent sx={{ pb: 1 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
                  <Typography id="report-table-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>{view.per}</Typography>
                  {band && <Chip size="small" label={band} onDelete={() => setBand(null)} aria-label={`Showing ${band} only`} />}
                </Box>
                {rows.length === 0 ? (
                  <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>No alerts were assigned in this range.</Typography>
                ) : (
                  <ReportTable rows={rows} view={view} />
                )}
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
                  A user with fewer than 5 assigned alerts shows {INSUFFICIENT_DATA_LABEL.toLowerCase()}: their rate is not banded.
                </Typography>
              </CardContent>
            </Card>
          </Box>
        )}
      </Stack>
    </AlertsFrame>
  );
}

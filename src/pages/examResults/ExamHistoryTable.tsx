// The exam-result history: exam, year, file, status (with progress while it runs), row counts, who and when.
import { Box, Chip, LinearProgress, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import type { ExamHistoryRow } from '../../../schemas/api';
import { STATUS_LABELS } from '../uploads/messages';
import { EXAM_HISTORY_PAGE_SIZE } from './useExamHistory';

const STATUS_COLOURS = { queued: 'default', inprogress: 'info', successful: 'success', failed: 'error' } as const;
const DATE_FORMAT = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

export interface ExamHistoryTableProps {
  rows: ExamHistoryRow[];
  totalCount: number;
  page: number;
  loading: boolean;
  onPage(page: number): void;
}

function counts(r: ExamHistoryRow): string {
  if (!r.counts) return r.totalRows > 0 ? `${r.processedRows} / ${r.totalRows}` : '-';
  const c = r.counts;
  return c.withErrors > 0 ? `${c.rows} rows, ${c.withErrors} with errors` : `${c.rows} rows: ${c.created} new, ${c.changed} changed, ${c.unchanged} unchanged`;
}

function Status({ row }: { row: ExamHistoryRow }) {
  const active = row.status === 'queued' || row.status === 'inprogress';
  return (
    <Box sx={{ minWidth: 110 }}>
      <Chip size="small" color={STATUS_COLOURS[row.status]} label={STATUS_LABELS[row.status] ?? row.status} />
      {active && <LinearProgress aria-label="Progress" sx={{ mt: 0.75 }}
        variant={row.totalRows > 0 ? 'determinate' : 'indeterminate'} value={row.totalRows > 0 ? (100 * row.processedRows) / row.totalRows : 0} />}
    </Box>
  );
}

export function ExamHistoryTable({ rows, totalCount, page, loading, onPage }: ExamHistoryTableProps) {
  return (
    <Paper variant="outlined" sx={{ minWidth: 0 }}>
      {loading && <LinearProgress aria-label="Loading history" />}
      <TableContainer>
        <Table size="small" aria-label="Exam result upload history">
          <TableHead>
            <TableRow>
              {['Exam', 'Year', 'File Name', 'Status', 'Rows', 'Uploaded By', 'Date'].map((h) => <TableCell key={h}>{h}</TableCell>)}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.id}>
                <TableCell>{r.examName}</TableCell>
                <TableCell>{r.year}</TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>
                  {r.fileName}
                  {r.errorMessage && <Typography variant="caption" color="error" component="div">{r.errorMessage}</Typography>}
                </TableCell>
                <TableCell><Status row={r} /></TableCell>
                <TableCell>{counts(r)}</TableCell>
                <TableCell>{r.uploadedBy}</TableCell>
                <TableCell>{DATE_FORMAT.format(new Date(r.createdAt))}</TableCell>
              </TableRow>
            ))}
            {!loading && rows.length === 0 && (
              <TableRow><TableCell colSpan={7} align="center" sx={{ py: 4, color: 'text.secondary' }}>No exam results have been uploaded yet.</TableCell></TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination component="div" count={totalCount} page={page - 1} rowsPerPage={EXAM_HISTORY_PAGE_SIZE} rowsPerPageOptions={[EXAM_HISTORY_PAGE_SIZE]}
        onPageChange={(_e, p) => onPage(p + 1)} />
    </Paper>
  );
}

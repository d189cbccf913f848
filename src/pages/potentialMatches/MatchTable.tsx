// One result table (school, city, class or rpi): 10 rows a page, N/A for empty values, previous / pages / next.
import { Box, Chip, Pagination, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { PotentialMatchTable, PotentialMatchType } from '../../../schemas/api/potentialMatches';
import { display, pageCount, TABLE_TITLES } from './model';

const COLUMNS = ['Student Name', 'School', 'City', 'Class', 'Target Exam', 'Status'] as const;

export interface MatchTableProps {
  table: PotentialMatchTable;
  disabled: boolean;
  onPage(type: PotentialMatchType, page: number): void;
}

export function MatchTable({ table, disabled, onPage }: MatchTableProps) {
  const titleId = `matches-${table.type}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} data-testid={`match-table-${table.type}`} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography id={titleId} variant="h6" component="h2">{TABLE_TITLES[table.type]}</Typography>
        <Chip size="small" label={`${table.totalCount} student${table.totalCount === 1 ? '' : 's'}`} />
      </Box>
      <TableContainer>
        <Table size="small" aria-labelledby={titleId} sx={{ tableLayout: 'fixed' }}>
          <TableHead>
            <TableRow>{COLUMNS.map((c) => <TableCell key={c} sx={{ fontWeight: 600 }}>{c}</TableCell>)}</TableRow>
          </TableHead>
          <TableBody>
            {table.rows.length === 0 && (
              <TableRow><TableCell colSpan={COLUMNS.length}><Typography variant="body2" color="text.secondary">No matching students</Typography></TableCell></TableRow>
            )}
            {table.rows.map((r, i) => (
              <TableRow key={`${table.page}-${i}`}>
                <TableCell>{display(r.name)}</TableCell>
                <TableCell>{display(r.school)}</TableCell>
                <TableCell>{display(r.city)}</TableCell>
                <TableCell>{display(r.classValue)}</TableCell>
                <TableCell>{display(r.targetExam)}</TableCell>
                <TableCell>{display(r.status)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {table.totalCount > table.pageSize && (
        <Pagination
          sx={{ mt: 1, display: 'flex', justifyContent: 'flex-end' }}
          count={pageCount(table.totalCount)}
          page={table.page}
          disabled={disabled}
          siblingCount={1}
          onChange={(_e, page) => onPage(table.type, page)}
          aria-label={`${TABLE_TITLES[table.type]} pages`}
        />
      )}
    </Paper>
  );
}

// A report's rows in its declared columns: numbers right-aligned and formatted by kind, every column sortable.
import { useMemo, useState } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TableSortLabel } from '@mui/material';
import type { ReportSchema } from '../../../schemas/reports/define';
import { formatCell, isTextual, sortRows, type ReportRow, type SortOrder } from './reportFormat';

export interface ReportTableProps {
  report: ReportSchema;
  rows: readonly ReportRow[];
}

export function ReportTable({ report, rows }: ReportTableProps) {
  const [sort, setSort] = useState<{ key: string; order: SortOrder } | null>(null);
  const shown = useMemo(() => (sort ? sortRows(rows, sort.key, sort.order) : rows), [rows, sort]);
  const toggle = (key: string) =>
    setSort((before) => ({ key, order: before?.key === key && before.order === 'asc' ? 'desc' : 'asc' }));
  return (
    <TableContainer sx={{ maxHeight: 560 }}>
      <Table size="small" stickyHeader aria-label={report.title}>
        <TableHead>
          <TableRow>
            {report.columns.map((c) => (
              <TableCell
                key={c.key}
                align={isTextual(c.kind) ? 'left' : 'right'}
                sortDirection={sort?.key === c.key ? sort.order : false}
                sx={{ fontWeight: 600, whiteSpace: isTextual(c.kind) ? 'nowrap' : 'normal', verticalAlign: 'bottom' }}
              >
                <TableSortLabel active={sort?.key === c.key} direction={sort?.key === c.key ? sort.order : 'asc'} onClick={() => toggle(c.key)}>
                  {c.label}
                </TableSortLabel>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((row, i) => (
            <TableRow key={i} hover>
              {report.columns.map((c) => (
                <TableCell key={c.key} align={isTextual(c.kind) ? 'left' : 'right'} sx={isTextual(c.kind) ? { whiteSpace: 'nowrap' } : { fontVariantNumeric: 'tabular-nums' }}>
                  {formatCell(c.kind, row[c.key])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

// How the alert and escalation lists show their rows, on top of the columns their schemas declare: the event in
// words with its subject and viewed state, show-more (not for the three event keys §9 names), the priority, the
// relative time (§9), and for escalations a serial number, the name with the employee code (§3), the alert it is
// about, its level and who it went to.
import { Box, Button, Chip, Typography } from '@mui/material';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import type { RaRecord } from 'react-admin';
import { ESCALATION_LEVEL_LABELS, PRIORITY_LABELS, alertEvent, relativeTime, type EscalationLevel } from '../../../schemas/alerts';
import { CellText, type Cell, type Col, type ColumnOptions } from '../../../resources';
import { dateTime } from '../../../resources/format';

/** The priority's colour is a dot beside its name: coloured chip text would not keep 4.5:1 contrast. */
const PRIORITY_DOTS: Record<number, string> = { 1: 'error.main', 2: 'warning.main', 3: 'info.main', 4: 'success.main', 5: 'text.disabled' };

export function priorityLabel(level: unknown): string {
  const n = Number(level);
  return PRIORITY_LABELS[n] ?? `Priority ${String(level ?? '')}`;
}

function EventCell({ row, onShowMore }: { row: RaRecord; onShowMore: (record: RaRecord) => void }) {
  const event = alertEvent(String(row.eventKey ?? ''));
  const unviewed = row.isViewed === false;
  const words = String(row.words ?? event.words);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, width: '100%' }}>
      <FiberManualRecordIcon
        aria-hidden
        sx={{ fontSize: 10, color: unviewed ? 'primary.main' : 'transparent', flexShrink: 0 }}
      />
      <Box sx={{ minWidth: 0, flex: 1, lineHeight: 1.25 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: unviewed ? 700 : 500 }} title={words}>
          {words}
        </Typography>
        {row.title && row.title !== words && (
          <Typography variant="caption" color="text.secondary" noWrap component="p" title={String(row.title)}>
            {String(row.title)}
          </Typography>
        )}
      </Box>
      {event.showMore && (
        <Button
          size="small"
          sx={{ flexShrink: 0, py: 0, px: 0.75, minWidth: 0, fontSize: 12 }}
          aria-label={`Show more: ${words}`}
          onClick={(e) => {
            e.stopPropagation();
            onShowMore(row);
          }}
        >
          Show more
        </Button>
      )}
    </Box>
  );
}

function TimeCell({ value }: { value: unknown }) {
  const text = relativeTime(value);
  return (
    <CellText title={dateTime(value)}>
      {text || '—'}
    </CellText>
  );
}

const eventColumn = (onShowMore: (record: RaRecord) => void, flex: number, minWidth: number): Partial<Col> => ({
  headerName: 'Alert', flex, minWidth, renderCell: (p: Cell) => <EventCell row={p.row} onShowMore={onShowMore} />,
});

/** 'Level 1 · Centre head'. */
export function levelText(level: unknown): string {
  const l = Number(level) as EscalationLevel;
  return ESCALATION_LEVEL_LABELS[l] ? `Level ${l} · ${ESCALATION_LEVEL_LABELS[l]}` : '—';
}

export function alertColumns(onShowMore: (record: RaRecord) => void): ColumnOptions {
  return {
    overrides: {
      words: eventColumn(onShowMore, 2.8, 320),
      priorityLevel: {
        width: 100,
        renderCell: (p: Cell) => (
          <Chip
            size="small"
            variant="outlined"
            icon={<FiberManualRecordIcon aria-hidden sx={{ fontSize: 10, '&&': { color: PRIORITY_DOTS[Number(p.value)] ?? 'text.disabled' } }} />}
            label={priorityLabel(p.value)}
          />
        ),
      },
      userName: { flex: 0.9, minWidth: 130 },
      centre: { flex: 0.9, minWidth: 130 },
      createdAt: { width: 124, renderCell: (p: Cell) => <TimeCell value={p.value} /> },
      isViewed: {
        width: 96,
        renderCell: (p: Cell) =>
          p.value === false ? <Chip size="small" color="primary" label="New" /> : <Chip size="small" variant="outlined" label="Viewed" />,
      },
    },
  };
}

/** S. No. counts across pages: row 1 of page 2 (20 a page) is 21. */
export function serialNumber(index: number, page: number, perPage: number): number {
  return (page - 1) * perPage + index + 1;
}

export function escalationColumns(indexOf: (id: RaRecord['id']) => number, page: number, perPage: number, onShowMore: (record: RaRecord) => void): ColumnOptions {
  const serial: Col = {
    field: '__serial',
    headerName: 'S. No.',
    width: 76,
    sortable: false,
    renderCell: (p: Cell) => serialNumber(indexOf(p.row.id), page, perPage),
  };
  return {
    leading: [serial],
    overrides: {
      userName: {
        flex: 1.4,
        minWidth: 220,
        renderCell: (p: Cell) => (
          <Box sx={{ minWidth: 0, lineHeight: 1.25 }}>
            <Typography variant="body2" noWrap sx={{ fontWeight: p.row.isViewed === false ? 700 : 500 }}>
              {String(p.row.userName ?? '')}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p" noWrap>
              {p.row.empCode ? String(p.row.empCode) : 'No Emp Code'}
            </Typography>
          </Box>
        ),
      },
      role: { flex: 0.8, minWidth: 130 },
      words: eventColumn(onShowMore, 2, 260),
      escalationLevel: { width: 170, renderCell: (p: Cell) => levelText(p.value) },
      escalatedTo: { flex: 0.9, minWidth: 140 },
      escalationDate: {
        width: 200,
        renderCell: (p: Cell) => <CellText title={relativeTime(p.value)}>{dateTime(p.value) || '—'}</CellText>,
      },
    },
  };
}

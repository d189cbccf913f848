// The week as a calendar: seven dated day columns under a time axis, each record a block from its start to its end,
// overlapping records side by side in lanes (weekLayout.ts), a cancelled one greyed and struck through. A block is a
// button: it opens the record's form when the schema has one. Records past the lanes a day column can show
// (weekLayout.ts MAX_LANES) are one "+N more" block, whose menu lists them and opens each as its block would.
import { useState } from 'react';
import { Box, ButtonBase, ListItemText, Menu, MenuItem, Typography, alpha } from '@mui/material';
import type { ScheduleSpec } from '../../schemas';
import { formatMinutes, toMinutes, type Axis, type Block } from './weekLayout';

const HOUR_PX = 60;
/** A block's line height in px (12 px type): how many subtitle lines fit under its title and time. */
const LINE_PX = 15.6;
const AXIS_PX = 52;
const HEAD_PX = 44;

type Row = Record<string, unknown>;

export interface WeekGridProps {
  schedule: ScheduleSpec;
  dates: readonly string[];
  blocks: readonly Block[];
  axis: Axis;
  today: string;
  onOpen?: (row: Row) => void;
}

const DAY = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const ONE_LINE = { display: 'block', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());

function DayHead({ iso, today }: { iso: string; today: string }) {
  return (
    <Box sx={{ height: HEAD_PX, display: 'flex', alignItems: 'center', justifyContent: 'center', borderBottom: 1, borderLeft: 1, borderColor: 'divider',
      bgcolor: iso === today ? 'primary.main' : 'background.paper', color: iso === today ? 'primary.contrastText' : 'text.primary' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>{DAY.format(new Date(`${iso}T00:00:00Z`))}</Typography>
    </Box>
  );
}

/** Where a block sits in its day column: from its start to its end, in its lane. */
function placement(block: Block, axis: Axis) {
  const top = ((block.start - axis.from) / 60) * HOUR_PX;
  const height = Math.max(((block.end - block.start) / 60) * HOUR_PX - 2, 20);
  return { position: 'absolute', top, height, left: `calc(${(block.lane / block.lanes) * 100}% + 2px)`, width: `calc(${100 / block.lanes}% - 4px)` } as const;
}

/** A record's title, its time and its subtitle, as its block and its line in a "+N more" menu name it. */
function recordText(row: Row, schedule: ScheduleSpec) {
  const start = toMinutes(row[schedule.start]), end = toMinutes(row[schedule.end]);
  return {
    title: text(row[schedule.title]),
    subtitle: schedule.subtitle.map((k) => text(row[k])).filter(Boolean).join(' · '),
    time: Number.isNaN(start) || Number.isNaN(end) ? '' : `${formatMinutes(start)}–${formatMinutes(end)}`,
    cancelled: row.status !== undefined && row.status !== 'active',
  };
}

function MoreBlock({ block, rows, schedule, axis, onOpen }: { block: Block; rows: Row[] } & Pick<WeekGridProps, 'schedule' | 'axis' | 'onOpen'>) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const n = rows.length;
  const label = `${n} more ${n === 1 ? 'record' : 'records'} from ${formatMinutes(block.start)}`;
  return (
    <>
      <ButtonBase
        onClick={(e) => setAnchor(e.currentTarget)} focusRipple aria-label={label} aria-haspopup="menu" title={label}
        sx={{ ...placement(block, axis), display: 'flex', alignItems: 'flex-start', justifyContent: 'center', borderRadius: 1, pt: 0.5, fontSize: 12, fontWeight: 700,
          color: 'primary.main', border: 1, borderStyle: 'dashed', borderColor: 'primary.main', bgcolor: 'background.paper', '&:hover': { boxShadow: 2 } }}
      >
        +{n}
      </ButtonBase>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ paper: { sx: { maxHeight: 420, maxWidth: 360 } } }}>
        {rows.map((row) => {
          const d = recordText(row, schedule);
          return (
            <MenuItem key={String(row.id)} disabled={!onOpen} onClick={() => { setAnchor(null); onOpen?.(row); }} sx={{ textDecoration: d.cancelled ? 'line-through' : 'none' }}>
              <ListItemText primary={`${d.time} ${d.title}`} secondary={d.subtitle + (d.cancelled ? ' · Cancelled' : '')} slotProps={{ secondary: { noWrap: true } }} />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}

function ClassBlock({ block, schedule, axis, onOpen }: { block: Block } & Pick<WeekGridProps, 'schedule' | 'axis' | 'onOpen'>) {
  const { row } = block;
  const { title, subtitle, cancelled } = recordText(row, schedule);
  const time = `${formatMinutes(block.start)}–${formatMinutes(block.end)}`;
  const { height } = placement(block, axis);
  // Whole lines only: a half-cut line reads as a different word.
  const subtitleLines = Math.max(0, Math.floor((height - 4) / LINE_PX) - 2);
  return (
    <ButtonBase
      onClick={onOpen ? () => onOpen(row) : undefined} disabled={!onOpen} focusRipple
      aria-label={`${title}, ${time}${subtitle ? `, ${subtitle}` : ''}${cancelled ? ', cancelled' : ''}`}
      title={`${time} ${title}${subtitle ? `\n${subtitle}` : ''}${cancelled ? '\nCancelled' : ''}`}
      sx={{
        ...placement(block, axis), display: 'block', textAlign: 'left', overflow: 'hidden', borderRadius: 1, px: 0.75, py: 0.25, fontSize: 12, lineHeight: 1.3,
        borderLeft: 3, borderColor: cancelled ? 'grey.500' : 'primary.main', color: cancelled ? 'text.disabled' : 'text.primary',
        bgcolor: (t) => (cancelled ? t.palette.action.disabledBackground : alpha(t.palette.primary.main, 0.12)),
        textDecoration: cancelled ? 'line-through' : 'none', '&:hover': { boxShadow: 2 }, '&.Mui-disabled': { pointerEvents: 'auto' },
      }}
    >
      <Box component="span" sx={{ ...ONE_LINE, fontWeight: 600 }}>{title}</Box>
      {/* A narrow lane has room for the start only; the full span is in the name and the tooltip. */}
      <Box component="span" sx={{ ...ONE_LINE, color: 'text.secondary' }}>{block.lanes > 1 ? formatMinutes(block.start) : time}</Box>
      {subtitleLines > 0 && (
        <Box component="span" sx={{ display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: subtitleLines, overflow: 'hidden', overflowWrap: 'anywhere', color: 'text.secondary' }}>
          {subtitle}
        </Box>
      )}
    </ButtonBase>
  );
}

export function WeekGrid({ schedule, dates, blocks, axis, today, onOpen }: WeekGridProps) {
  const hours = Array.from({ length: (axis.to - axis.from) / 60 }, (_, i) => axis.from + i * 60);
  const bodyPx = hours.length * HOUR_PX;
  const lines = `repeating-linear-gradient(to bottom, transparent 0, transparent ${HOUR_PX - 1}px, rgba(0,0,0,0.08) ${HOUR_PX - 1}px, rgba(0,0,0,0.08) ${HOUR_PX}px)`;
  return (
    <Box role="region" aria-label="Week" sx={{ display: 'grid', gridTemplateColumns: `${AXIS_PX}px repeat(7, minmax(0, 1fr))`, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', overflow: 'hidden' }}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }} />
      {dates.map((iso) => <DayHead key={iso} iso={iso} today={today} />)}
      <Box sx={{ position: 'relative', height: bodyPx }}>
        {hours.map((m, i) => (
          <Typography key={m} variant="caption" color="text.secondary" sx={{ position: 'absolute', top: i * HOUR_PX + 2, right: 6 }}>{formatMinutes(m)}</Typography>
        ))}
      </Box>
      {dates.map((iso, day) => (
        <Box key={iso} data-date={iso} sx={{ position: 'relative', height: bodyPx, borderLeft: 1, borderColor: 'divider', backgroundImage: lines }}>
          {blocks.filter((b) => b.day === day).map((b) => (b.more
            ? <MoreBlock key={String(b.row.id)} block={b} rows={b.more} schedule={schedule} axis={axis} onOpen={onOpen} />
            : <ClassBlock key={String(b.row.id)} block={b} schedule={schedule} axis={axis} onOpen={onOpen} />))}
        </Box>
      ))}
    </Box>
  );
}

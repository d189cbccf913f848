// Attended % per batch as an MUI X bar chart (its own lazy chunk), with the same figures as text for screen readers.
import { Box, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';

export interface SummaryBar { name: string; attendedPercent: number }

export default function SummaryChart({ bars }: { bars: readonly SummaryBar[] }) {
  return (
    // A bar per batch at a readable width: a lone batch is one bar, not the whole width.
    <Box role="figure" aria-label="Attended % per batch" sx={{ minWidth: 0, maxWidth: Math.max(360, 120 + bars.length * 72) }}>
      <BarChart
        height={260}
        margin={{ left: 8, right: 16, top: 16, bottom: 8 }}
        xAxis={[{ scaleType: 'band', data: bars.map((b) => b.name), categoryGapRatio: 0.4, tickLabelStyle: { fontSize: 11 } }]}
        yAxis={[{ min: 0, max: 100, label: 'Attended %', width: 56 }]}
        series={[{ data: bars.map((b) => b.attendedPercent), label: 'Attended %', valueFormatter: (v) => (v === null ? '' : `${v}%`), barLabel: (item) => `${item.value}%` }]}
        hideLegend
        skipAnimation
      />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 1 }}>
        {bars.map((b) => `${b.name}: ${b.attendedPercent}%`).join(' · ')}
      </Typography>
    </Box>
  );
}

// How many users fall in each engagement band (§9), as an MUI X bar chart; a bar picks its band in the table.
import { Box, Typography } from '@mui/material';
import { BarChart, barClasses } from '@mui/x-charts/BarChart';
import { BAND_COLOURS, type BandBar } from './reportModel';

export interface BandChartProps {
  bars: readonly BandBar[];
  onPick: (band: BandBar['label']) => void;
}

export default function BandChart({ bars, onPick }: BandChartProps) {
  const labels = bars.map((b) => b.label);
  const total = bars.reduce((n, b) => n + b.count, 0);
  return (
    <Box role="figure" aria-label="Users per engagement band" data-testid="band-chart">
      <BarChart
        height={230}
        margin={{ left: 8, right: 16, top: 16, bottom: 8 }}
        xAxis={[{ scaleType: 'band', data: labels, colorMap: { type: 'ordinal', values: labels, colors: labels.map((l) => BAND_COLOURS[l]) } }]}
        yAxis={[{ tickMinStep: 1, label: 'Users', width: 48 }]}
        series={[{ data: bars.map((b) => b.count), label: 'Users', barLabel: (item) => (item.value ? String(item.value) : null) }]}
        hideLegend
        skipAnimation
        // The bars are dark (white text reads on each at 4.5:1), so their count labels are white.
        sx={{ [`& .${barClasses.label}`]: { fill: '#fff', fontWeight: 600 } }}
        onItemClick={(_e, item) => onPick(labels[item.dataIndex])}
      />
      {/* The same figures as text, for screen readers and for reading exact numbers. */}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 1 }}>
        {total === 0 ? 'No users in this range.' : bars.map((b) => `${b.label}: ${b.count}`).join(' · ')}
      </Typography>
    </Box>
  );
}

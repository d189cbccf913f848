// A report's declared chart as an MUI X bar chart: its category column along the axis, one bar per declared column.
// Loaded on its own (lazy): the charts library is only needed once a report has rows to draw.
import { Box, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatCell, type ChartModel } from './reportFormat';

// Past this many bars, the labels turn so that each still reads.
const TURN_LABELS_AFTER = 10;

export default function ReportChart({ model }: { model: ChartModel }) {
  const turned = model.categories.length > TURN_LABELS_AFTER;
  const percent = model.valueKind === 'percent';
  return (
    <Box role="figure" aria-label={model.title} data-testid="report-chart">
      <BarChart
        height={turned ? 360 : 280}
        margin={{ left: 8, right: 16, top: 16, bottom: 8 }}
        xAxis={[{
          scaleType: 'band', data: model.categories, label: model.categoryLabel, height: turned ? 110 : 48,
          tickLabelStyle: turned ? { angle: -45, textAnchor: 'end', fontSize: 11 } : { fontSize: 12 },
        }]}
        yAxis={[{ label: model.axisLabel, width: 64, ...(percent ? { min: 0, max: 100, valueFormatter: (v: number) => `${v} %` } : {}) }]}
        series={model.series.map((s) => ({ data: s.data, label: s.label, valueFormatter: (v: number | null) => formatCell(model.valueKind, v) }))}
        skipAnimation
      />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 1 }}>
        {model.series.map((s) => s.label).join(' and ')} for each {model.categoryLabel.toLowerCase()}; the table below has the exact figures.
      </Typography>
    </Box>
  );
}

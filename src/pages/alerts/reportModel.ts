// The report screen's pure parts: the band chart's bars (users per band, lowest band first, then those with too
// little data), the list link behind a figure, and the rows of a chosen band.
import { ENGAGEMENT_BANDS, INSUFFICIENT_DATA_LABEL, type EngagementBand } from '../../../schemas/alerts';
import type { AlertListLink, ReportAnswer, ReportRow } from './types';
import { HISTORY_PARAM, TAB_PARAM } from './alertUrl';

/** Each holds white text at 4.5:1 or better (the band chips), and the bars use the same colours. */
export const BAND_COLOURS: Readonly<Record<EngagementBand | typeof INSUFFICIENT_DATA_LABEL, string>> = {
  Transformative: '#1b5e20',
  Extraordinary: '#2e7d32',
  Excellent: '#00695c',
  'Very Good': '#6b6b00',
  Good: '#bf360c',
  Poor: '#b71c1c',
  [INSUFFICIENT_DATA_LABEL]: '#616161',
};

export interface BandBar {
  label: EngagementBand | typeof INSUFFICIENT_DATA_LABEL;
  count: number;
}

export function bandBars(answer: Pick<ReportAnswer, 'bands' | 'insufficientData'>): BandBar[] {
  const counts = new Map(answer.bands.map((b) => [b.band, b.count]));
  const bars: BandBar[] = [...ENGAGEMENT_BANDS].reverse().map((band) => ({ label: band, count: counts.get(band) ?? 0 }));
  return [...bars, { label: INSUFFICIENT_DATA_LABEL, count: answer.insufficientData }];
}

const HISTORY_VALUE = { list: null, history: 'true', all: 'all' } as const;

/** The alert list a figure stands for, as a console URL (activeTab, isHistoryView and the body's filters). */
export function listUrl(link: AlertListLink): string {
  const params = new URLSearchParams({ [TAB_PARAM]: link.fillPath });
  const history = HISTORY_VALUE[link.lastSuffix];
  if (history) params.set(HISTORY_PARAM, history);
  for (const [key, value] of Object.entries(link.body)) if (value !== undefined && value !== null) params.set(key, String(value));
  return `/alert-escalation?${params.toString()}`;
}

/** Rows of one band ('Insufficient data' for those without one); all rows when none is chosen. */
export function rowsOfBand(rows: readonly ReportRow[], band: BandBar['label'] | null): readonly ReportRow[] {
  if (!band) return rows;
  return rows.filter((r) => (band === INSUFFICIENT_DATA_LABEL ? r.insufficientData : r.band === band));
}

// console-spec §9: engagement bands by resolve rate, and the report's sample-size rule (issue 14).
//
// Rounding, decided once: a resolve rate is a percentage rounded to one decimal (resolveRate()), and the band is read
// from that same figure with thresholds, never by rounding up: Transformative needs >= 90, so 89.5 and 89.9 are
// Extraordinary, 74.99 (shown 75.0) is Extraordinary because the shown figure is what is banded. The spec's bands
// are whole numbers (75-89, 90-100); thresholds close the gaps between them (89.5 lies in 75-89's band).

export const ENGAGEMENT_BANDS = ['Transformative', 'Extraordinary', 'Excellent', 'Very Good', 'Good', 'Poor'] as const;
export type EngagementBand = (typeof ENGAGEMENT_BANDS)[number];

/** Lowest rate of each band, highest band first. */
export const BAND_THRESHOLDS: readonly { band: EngagementBand; min: number }[] = [
  { band: 'Transformative', min: 90 },
  { band: 'Extraordinary', min: 75 },
  { band: 'Excellent', min: 60 },
  { band: 'Very Good', min: 50 },
  { band: 'Good', min: 40 },
  { band: 'Poor', min: 0 },
];

/** Under this many assigned alerts a user's rate says "insufficient data" and carries no band. */
export const INSUFFICIENT_DATA_BELOW = 5;
export const INSUFFICIENT_DATA_LABEL = 'Insufficient data';

/** The band of a resolve rate in percent (0-100). Throws on NaN or a rate outside 0-100. */
export function engagementBand(resolveRate: number): EngagementBand {
  if (!Number.isFinite(resolveRate) || resolveRate < 0 || resolveRate > 100) throw new RangeError(`Resolve rate out of range: ${resolveRate}`);
  return BAND_THRESHOLDS.find((t) => resolveRate >= t.min)!.band;
}

/** resolved / assigned in percent, one decimal; 0 when nothing was assigned. */
export function resolveRate(resolved: number, assigned: number): number {
  if (assigned <= 0) return 0;
  return Math.round((resolved / assigned) * 1000) / 10;
}

/** A report figure: the rate, and the band unless the sample is too small. */
export function rateAndBand(resolved: number, assigned: number): { resolveRate: number; band: EngagementBand | null; insufficientData: boolean } {
  const rate = resolveRate(resolved, assigned);
  const insufficientData = assigned < INSUFFICIENT_DATA_BELOW;
  return { resolveRate: rate, band: insufficientData ? null : engagementBand(rate), insufficientData };
}

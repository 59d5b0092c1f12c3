/**
 * One colour per career cluster (ids 1-16, participant spec 9). White text on each background has a contrast of at
 * least 5.8:1 (WCAG AA asks 4.5:1 for normal text); clusterColors.test.ts checks it.
 */
export interface ClusterColor {
  background: string;
  text: string;
}

const white = '#FFFFFF';

export const clusterColors: Readonly<Record<number, ClusterColor>> = {
  1: { background: '#2E6B30', text: white }, // Agriculture, Food & Natural Resources
  2: { background: '#8A4B08', text: white }, // Architecture & Construction
  3: { background: '#7B2D8E', text: white }, // Arts, Audio/Video Technology & Communications
  4: { background: '#1F4E79', text: white }, // Business Management & Administration
  5: { background: '#B3261E', text: white }, // Education & Training
  6: { background: '#0B6E4F', text: white }, // Finance
  7: { background: '#44546A', text: white }, // Government & Public Administration
  8: { background: '#00707A', text: white }, // Health Science
  9: { background: '#A8420C', text: white }, // Hospitality & Tourism
  10: { background: '#6A4C93', text: white }, // Human Services
  11: { background: '#005A9C', text: white }, // Information Technology
  12: { background: '#3B3B98', text: white }, // Law, Public Safety, Corrections & Security
  13: { background: '#5C5C5C', text: white }, // Manufacturing
  14: { background: '#C2185B', text: white }, // Marketing
  15: { background: '#4A6B00', text: white }, // Science, Technology, Engineering & Mathematics
  16: { background: '#7A5A00', text: white }, // Transportation, Distribution & Logistics
};

/** The colour of a cluster id; an unknown or missing id uses cluster 1's (spec 2: "the first cluster's id, or 1"). */
export function clusterColor(clusterId: number | null | undefined): ClusterColor {
  return (clusterId !== null && clusterId !== undefined && clusterColors[clusterId]) || clusterColors[1]!;
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** WCAG 2 contrast ratio of two #RRGGBB colours. */
export function contrastRatio(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

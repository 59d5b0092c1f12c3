import { describe, expect, it } from 'vitest';
import { clusterColor, clusterColors, contrastRatio } from './clusterColors';

describe('cluster colours', () => {
  it('has 16 distinct colours, one per cluster id', () => {
    expect(Object.keys(clusterColors).map(Number)).toEqual(Array.from({ length: 16 }, (_, index) => index + 1));
    expect(new Set(Object.values(clusterColors).map((color) => color.background)).size).toBe(16);
  });

  it('keeps text on every colour at AA contrast or better', () => {
    for (const { background, text } of Object.values(clusterColors)) {
      expect(contrastRatio(background, text), background).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('falls back to cluster 1 for a missing or unknown id', () => {
    expect(clusterColor(undefined)).toBe(clusterColors[1]);
    expect(clusterColor(42)).toBe(clusterColors[1]);
    expect(clusterColor(8)).toBe(clusterColors[8]);
  });

  it('computes the WCAG ratio', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
  });
});

import { describe, expect, it } from 'vitest';
import { itemsForFeatures, staffNavItems } from './navigation';

describe('staff navigation and feature flags', () => {
  const labels = (flags: Record<string, boolean>) => itemsForFeatures(staffNavItems, flags).map((item) => item.label);

  it('shows Transactions only while the funding feature is on', () => {
    expect(labels({ funding: true })).toContain('Transactions');
    expect(labels({ funding: false })).not.toContain('Transactions');
    expect(labels({})).not.toContain('Transactions');
  });

  it('keeps the links that name no feature whatever the flags say', () => {
    expect(labels({})).toEqual(staffNavItems.filter((item) => !item.feature).map((item) => item.label));
  });
});

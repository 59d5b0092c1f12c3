/**
 * The record body's parts, each its own chunk (issue #30): the panels and the engagement control (a select). The page
 * starts fetching both, with the body's own code, as it starts fetching the record, which they wait for anyway.
 */
export const loadRecordPanels = () => import('./RecordPanels');
export const loadEngagementControl = () => import('./EngagementControl');

export function preloadRecordParts(): void {
  for (const load of [loadRecordPanels, loadEngagementControl]) void load().catch(() => undefined);
}

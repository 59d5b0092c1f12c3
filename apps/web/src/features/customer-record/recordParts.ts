/**
 * The record page's parts, each its own chunk (issue #30): the page's body (banner, notices, actions), its panels, and
 * the engagement control (a select). The page starts fetching all three as it starts fetching the record, which they
 * wait for anyway, and shows its loader until the body is in.
 */
export const loadRecordBody = () => import('./CustomerRecord');
export const loadRecordPanels = () => import('./RecordPanels');
export const loadEngagementControl = () => import('./EngagementControl');

export function preloadRecordParts(): void {
  for (const load of [loadRecordBody, loadRecordPanels, loadEngagementControl]) void load().catch(() => undefined);
}

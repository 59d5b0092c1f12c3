import { Badge } from '@mantine/core';
import type { BrightOutlookReason } from '@portal/contracts';
import { useT } from '../../platform/i18n';
import { IconStarFilled } from './icons';

/**
 * Bright Outlook with its reason where the growth alone would not earn it ('Bright Outlook: many job openings'):
 * dark text on light yellow (AA), the star only decorates.
 */
export function BrightOutlookBadge({ reason }: { reason: BrightOutlookReason }) {
  const { t } = useT('occupations');
  return (
    <Badge
      radius="sm"
      variant="light"
      color="yellow"
      tt="none"
      styles={{ root: { color: 'var(--mantine-color-dark-9)' } }}
      leftSection={<IconStarFilled size={12} aria-hidden />}
    >
      {t(`brightOutlook.${reason}`)}
    </Badge>
  );
}

import { Badge, type BadgeProps } from '@mantine/core';
import { matchLabel, matchPercent, showsMatchBadge } from '@portal/contracts';
import { useT } from '../platform/i18n';

/**
 * Dark enough for white text at every label (WCAG AA, 4.5:1). Mantine's darkest green (green.9, #2b8a3e) gives only
 * 4.4:1, so Top uses a darker green of its own (6.1:1); teal.9 is 5.0:1, blue.8 5.0:1.
 */
export const completeGreen = '#237032';
const labelColors = { Top: completeGreen, Great: 'teal.9', Good: 'blue.8', Ok: 'gray.8', Low: 'gray.8' } as const;

/** The match score badge ('Great match (84%)'): shown only above 0.1 (participant spec 9); nothing otherwise. */
export function MatchBadge({ score, size = 'md' }: { score: number | null; size?: BadgeProps['size'] }) {
  const { t } = useT('occupations');
  if (!showsMatchBadge(score)) return null;
  const label = matchLabel(score);
  return (
    <Badge size={size} radius="sm" color={labelColors[label]} tt="none">
      {t('match.badge', { label: t(`match.label.${label}`), percent: matchPercent(score) })}
    </Badge>
  );
}

import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { occupationRoutes, type Opportunity } from '@portal/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { useFormat, useT } from '../../platform/i18n';
import { clusterColor } from '../../ui/clusterColors';
import { MatchBadge } from '../../ui/MatchBadge';
import { BrightOutlookBadge } from './BrightOutlookBadge';
import { formatGrowth } from './format';
import { SaveToggle } from './SaveToggle';

/**
 * One result of the finder: title, match badge (a signed-in customer with scores), cluster badge in the first cluster's
 * colour, salary, growth, Bright Outlook.
 */
export function OccupationCard({ item }: { item: Opportunity }) {
  const { t } = useT('occupations');
  const format = useFormat();
  const headingId = useId();
  const primary = item.clusters[0];
  const color = clusterColor(primary?.id ?? 1);
  return (
    <Card component="article" withBorder padding="md" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h4" id={headingId}>
            {item.title}
          </Title>
          <SaveToggle id={item.id} title={item.title} saved={item.is_saved} />
        </Group>
        <Group gap="xs">
          <MatchBadge score={item.match_score} />
          {primary && (
            <Badge radius="sm" styles={{ root: { background: color.background, color: color.text } }} tt="none">
              {primary.name}
            </Badge>
          )}
          {item.bright_outlook_reason && <BrightOutlookBadge reason={item.bright_outlook_reason} />}
        </Group>
        <Group gap="lg">
          <Text size="sm">
            <Text span fw={600}>
              {t('card.medianSalary')}
            </Text>{' '}
            {item.median_annual_salary === null
              ? t('card.notAvailable')
              : t('card.perYear', { amount: format.money(item.median_annual_salary) })}
          </Text>
          <Text size="sm">
            <Text span fw={600}>
              {t('card.projectedGrowth')}
            </Text>{' '}
            {item.growth_rate === null ? t('card.notAvailable') : formatGrowth(item.growth_rate, format)}
          </Text>
        </Group>
        <Text size="sm" lineClamp={2}>
          {item.description}
        </Text>
        <Anchor
          component={Link}
          to={occupationRoutes.detail(item.id)}
          aria-label={t('card.learnMoreAbout', { title: item.title })}
        >
          {t('card.learnMore')}
        </Anchor>
      </Stack>
    </Card>
  );
}

import { ActionIcon, Anchor, Badge, Box, Button, Card, Collapse, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { occupationRoutes, type MyCareerOpportunity } from '@portal/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { useFormat, useT } from '../../platform/i18n';
import { clusterColor } from '../../ui/clusterColors';
import { MatchBadge } from '../../ui/MatchBadge';
import { LaterTooltip } from '../../ui/LaterTooltip';
import { MatchExplanation, useRaiseSentence } from '../../ui/MatchExplanation';
import { useToggleMatchSaved } from './api';
import { IconBookmark, IconBookmarkFilled } from './icons';

const ribbons = ['1', '2', '3'] as const;

function MatchSaveToggle({ item }: { item: MyCareerOpportunity }) {
  const { t } = useT('occupations');
  const toggle = useToggleMatchSaved(item.id);
  const Icon = item.is_saved ? IconBookmarkFilled : IconBookmark;
  const button = (
    <ActionIcon
      variant={item.is_saved ? 'filled' : 'outline'}
      size="lg"
      aria-label={t('card.saveTitle', { title: item.title })}
      aria-pressed={item.is_saved}
      aria-busy={toggle.isPending || undefined}
      loading={toggle.isPending}
      onClick={() => toggle.mutate()}
    >
      <Icon size={20} aria-hidden />
    </ActionIcon>
  );
  // The hover label's code comes after the cards have painted (issue #30), as on the Occupation Finder's cards.
  return (
    <LaterTooltip label={item.is_saved ? t('card.saved') : t('card.save')} withArrow>
      {button}
    </LaterTooltip>
  );
}

interface MatchCardProps {
  item: MyCareerOpportunity;
  /** The card's place in the list when it carries a ribbon (the first 3, spec 9); null otherwise. */
  ribbon: number | null;
}

/** One recommended opportunity: ribbon, title, match badge, save toggle, facts, and why it matches. */
export function MatchCard({ item, ribbon }: MatchCardProps) {
  const { t } = useT(['my-career', 'occupations']);
  const format = useFormat();
  const ribbonKey = ribbons.find((key) => Number(key) === ribbon);
  const headingId = useId();
  const whyId = useId();
  const [whyOpen, { toggle: toggleWhy }] = useDisclosure(false);
  const primary = item.clusters[0];
  const color = clusterColor(primary?.id ?? 1);
  const explanation = item.explanation;
  const raise = useRaiseSentence()(explanation?.raise ?? null, explanation?.raise_detail);
  return (
    <Card component="article" withBorder padding="md" aria-labelledby={headingId} pos="relative">
      {ribbon !== null && (
        <Box
          pos="absolute"
          top={0}
          left={0}
          px="sm"
          py={2}
          bg="blue.9"
          c="white"
          fz="xs"
          fw={700}
          style={{ borderBottomRightRadius: 'var(--mantine-radius-sm)' }}
        >
          {ribbonKey ? t(`ribbon.${ribbonKey}`) : t('ribbon.other', { position: ribbon })}
        </Box>
      )}
      <Stack gap="xs" mt={ribbon !== null ? 'md' : 0}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h4" id={headingId}>
            {item.title}
          </Title>
          <MatchSaveToggle item={item} />
        </Group>
        <Group gap="xs">
          <MatchBadge score={item.match_score} />
          {primary && (
            <Badge radius="sm" styles={{ root: { background: color.background, color: color.text } }} tt="none">
              {primary.name}
            </Badge>
          )}
          {item.bright_outlook_reason && (
            <Badge radius="sm" variant="light" color="yellow" tt="none" c="dark.9">
              {t(`occupations:brightOutlook.${item.bright_outlook_reason}`)}
            </Badge>
          )}
        </Group>
        <Text size="sm">
          <Text span fw={600}>
            {t('occupations:card.medianSalary')}
          </Text>{' '}
          {item.median_annual_salary === null
            ? t('occupations:card.notAvailable')
            : t('occupations:card.perYear', { amount: format.money(item.median_annual_salary) })}
        </Text>
        <Text size="sm" lineClamp={2}>
          {item.description}
        </Text>
        {raise && <Text size="sm">{raise}</Text>}
        <Group gap="md">
          <Anchor
            component={Link}
            to={occupationRoutes.detail(item.id)}
            aria-label={t('occupations:card.learnMoreAbout', { title: item.title })}
          >
            {t('occupations:card.learnMore')}
          </Anchor>
          {explanation && (
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={toggleWhy}
              aria-expanded={whyOpen}
              aria-controls={whyId}
            >
              {whyOpen ? t('hideWhy') : t('whyItMatches')}
            </Button>
          )}
        </Group>
        {explanation && (
          <Collapse expanded={whyOpen} id={whyId}>
            <MatchExplanation
              title={t('occupations:match.whatMakesUp', { title: item.title })}
              factors={explanation.factors}
              raise={null}
            />
          </Collapse>
        )}
      </Stack>
    </Card>
  );
}

import { Accordion, Button, Card, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import IconTrophy from '@tabler/icons-react/dist/esm/icons/IconTrophy.mjs';
import { surveyOptionKinds, topClustersShown, type ClusterResult } from '@portal/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { useT } from '../../platform/i18n';
import { clusterColor } from '../../ui/clusterColors';
import type { ClusterSaves } from './useClusterSaves';

/** Gold, silver and bronze: decorative, the place is also written out. */
const trophyColors = ['var(--mantine-color-yellow-7)', 'var(--mantine-color-gray-6)', 'var(--mantine-color-orange-9)'];
const places = ['0', '1', '2'] as const;

interface ResultActionsProps {
  result: ClusterResult;
  saves: ClusterSaves | null;
}

function ResultActions({ result, saves }: ResultActionsProps) {
  const { t } = useT('clusters');
  const { id, name, cluster_link } = result.cluster.data;
  const saved = saves?.isSaved(id) ?? false;
  const saveLabel = saved ? t('results.clusterSaved') : t('results.saveCluster');
  return (
    <Group gap="sm">
      <Button
        component={Link}
        to={cluster_link}
        variant="light"
        size="xs"
        aria-label={t('results.viewOccupationsIn', { action: t('results.viewOccupations'), cluster: name })}
      >
        {t('results.viewOccupations')}
      </Button>
      {saves && (
        <Button
          size="xs"
          variant={saved ? 'filled' : 'outline'}
          onClick={() => saves.toggle(id)}
          aria-label={t('results.saveLabel', { action: saveLabel, cluster: name })}
        >
          {saveLabel}
        </Button>
      )}
    </Group>
  );
}

/**
 * Why a cluster stands where it does. In English, the server's own sentences; in another language, the same figures
 * worded by the catalogue (the counts, the cluster above and the reason come with the result).
 */
function useRankWords() {
  const { t, i18n } = useT('clusters');
  const english = i18n.language === 'en';
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
  return {
    explanation(result: ClusterResult): string {
      if (english) return result.explanation;
      const cluster = result.cluster.data.name;
      const chosen = surveyOptionKinds
        .filter((kind) => result.counts[kind] > 0)
        .map((kind) => t(`results.explain.${kind}`, { count: result.counts[kind] }));
      if (chosen.length === 0) return t('results.explain.none', { cluster });
      return t('results.explain.some', { list: list.format(chosen), cluster });
    },
    tieNote(result: ClusterResult): string | null {
      if (english || !result.tie) return result.tie_note;
      return t(`results.tie.${result.tie.reason}`, { above: result.tie.above });
    },
  };
}

/** 'Score 4 of 12' in the language shown. */
function useScoreText() {
  const { t } = useT('clusters');
  return (result: ClusterResult) => t('results.score', { score: result.score, max: result.max_score });
}

function Trophy({ result, place, saves }: { result: ClusterResult; place: number; saves: ClusterSaves | null }) {
  const { t } = useT('clusters');
  const scoreText = useScoreText();
  const rankWords = useRankWords();
  const headingId = useId();
  const color = clusterColor(result.cluster.data.id);
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={headingId}>
      <Card.Section bg={color.background} c={color.text} px="lg" py="sm">
        <Group gap="xs" wrap="nowrap">
          <Paper radius="xl" p={4} bg="white" aria-hidden="true">
            <IconTrophy size={28} color={trophyColors[place]} style={{ display: 'block' }} />
          </Paper>
          <Text fw={700}>{t(`results.place.${places[place] ?? '2'}`)}</Text>
        </Group>
      </Card.Section>
      <Stack gap="xs" h="100%" mt="md">
        <Title order={3} id={headingId} size="h4">
          {result.cluster.data.name}
        </Title>
        <Text fw={600} size="sm">
          {scoreText(result)}
        </Text>
        <Text size="sm">{rankWords.explanation(result)}</Text>
        {result.tie_note && <Text size="sm">{rankWords.tieNote(result)}</Text>}
        <div style={{ marginTop: 'auto' }}>
          <ResultActions result={result} saves={saves} />
        </div>
      </Stack>
    </Card>
  );
}

function ChosenLists({ result }: { result: ClusterResult }) {
  const { t } = useT('clusters');
  const kinds = surveyOptionKinds.filter((kind) => result.chosen[kind].length > 0);
  if (kinds.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: kinds.length }} spacing="sm">
      {kinds.map((kind) => (
        <div key={kind}>
          <Text fw={600} size="sm">
            {t(`results.kind.${kind}`)}
          </Text>
          <List size="sm">
            {result.chosen[kind].map((description) => (
              <List.Item key={description}>{description}</List.Item>
            ))}
          </List>
        </div>
      ))}
    </SimpleGrid>
  );
}

export interface ClusterResultsSectionProps {
  results: readonly ClusterResult[];
  /** Null for guests: only customers save clusters. */
  saves: ClusterSaves | null;
}

/** The top clusters as trophies (spec 9: 3), then every cluster in rank order, each opening to say why. */
export function ClusterResultsSection({ results, saves }: ClusterResultsSectionProps) {
  const { t } = useT('clusters');
  const scoreText = useScoreText();
  const rankWords = useRankWords();
  const topId = useId();
  const listId = useId();
  const top = results.filter((result) => result.score > 0).slice(0, topClustersShown);

  return (
    <Stack gap="xl">
      <Stack component="section" aria-labelledby={topId} gap="md">
        <Title order={2} id={topId}>
          {t('results.top')}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          {top.map((result, place) => (
            <Trophy key={result.cluster.data.id} result={result} place={place} saves={saves} />
          ))}
        </SimpleGrid>
      </Stack>

      <Stack component="section" aria-labelledby={listId} gap="md">
        <Title order={2} id={listId}>
          {t('results.ranked')}
        </Title>
        <Text size="sm">
          <Text span fw={600}>
            {t('results.howRanking')}
          </Text>
          {t('results.scoringRule')}
        </Text>
        <Accordion variant="separated" multiple>
          {results.map((result) => (
            <Accordion.Item
              key={result.cluster.data.id}
              value={String(result.cluster.data.id)}
              style={{ borderLeft: `6px solid ${clusterColor(result.cluster.data.id).background}` }}
            >
              <Accordion.Control>
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Text fw={600}>
                    {result.rank}. {result.cluster.data.name}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {scoreText(result)}
                  </Text>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="sm">
                  <Text size="sm">{result.cluster.data.description}</Text>
                  <Text size="sm" fw={600}>
                    {rankWords.explanation(result)}
                  </Text>
                  {result.tie_note && <Text size="sm">{rankWords.tieNote(result)}</Text>}
                  <ChosenLists result={result} />
                  <ResultActions result={result} saves={saves} />
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Stack>
    </Stack>
  );
}

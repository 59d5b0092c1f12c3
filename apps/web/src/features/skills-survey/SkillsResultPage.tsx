import { Anchor, Button, Card, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { myCareerRoutes, occupationRoutes, skillsSurveyRoutes, type SkillResult } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { useT } from '../../platform/i18n';
import { LoadError } from '../../ui/LoadError';
import { PageLoader } from '../../ui/PageLoader';
import { PageTitle } from '../../ui/PageTitle';
import { skillsSurveyResultQuery } from './api';

const ratingKeys = ['1', '2', '3', '4', '5'] as const;

function SkillCard({ skill }: { skill: SkillResult }) {
  const { t } = useT('skills-survey');
  const headingId = useId();
  const ratingKey = ratingKeys.find((key) => Number(key) === skill.rating);
  const label = ratingKey ? t(`rating.${ratingKey}`) : String(skill.rating);
  return (
    <Card component="article" withBorder padding="md" aria-labelledby={headingId}>
      <Stack gap={6}>
        <Title order={3} size="h5" id={headingId}>
          {skill.name}
        </Title>
        <Text size="sm">{t('youRated', { label, rating: skill.rating })}</Text>
        {skill.occupations.length > 0 && (
          <>
            <Text size="sm" fw={600}>
              {t('connectsTo')}
            </Text>
            <List size="sm" spacing={2}>
              {skill.occupations.map((occupation) => (
                <List.Item key={occupation.id}>
                  <Anchor component={Link} to={occupationRoutes.detail(occupation.id)}>
                    {occupation.title}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    </Card>
  );
}

function SkillGroup({ title, intro, skills }: { title: string; intro: string; skills: readonly SkillResult[] }) {
  const headingId = useId();
  if (skills.length === 0) return null;
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Title order={2} id={headingId}>
        {title}
      </Title>
      <Text>{intro}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {skills.map((skill) => (
          <SkillCard key={skill.id} skill={skill} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** /customer-portal/pairin/result: the customer's strengths and the careers they lead to. */
export function SkillsResultPage() {
  const { t } = useT('skills-survey');
  const result = useQuery(skillsSurveyResultQuery);
  return (
    <Stack gap="xl">
      <PageTitle title={t('resultTitle')} />
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('resultTitle')}</Title>
        {result.data && (
          <Group gap="sm">
            <Button component={Link} to={skillsSurveyRoutes.survey} variant="outline">
              {t('retakeSurvey')}
            </Button>
            <Button component={Link} to={myCareerRoutes.page}>
              {t('seeMatches')}
            </Button>
          </Group>
        )}
      </Group>
      {result.isPending ? (
        <PageLoader compact />
      ) : result.isError ? (
        <LoadError what={t('resultLoadErrorWhat')} onRetry={result.refetch} retrying={result.isFetching} />
      ) : result.data === null ? (
        <Paper withBorder p="lg" radius="md">
          <Stack gap="sm" align="flex-start">
            <Text>{t('noResult')}</Text>
            <Button component={Link} to={skillsSurveyRoutes.survey}>
              {t('takeSurvey')}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <>
          <SkillGroup title={t('strengths')} intro={t('strengthsIntro')} skills={result.data.strengths} />
          {result.data.strengths.length === 0 && <Text>{t('noStrengths')}</Text>}
          <SkillGroup title={t('growth')} intro={t('growthIntro')} skills={result.data.growth} />
          <Text size="sm" c="dark.6">
            {t('credit')}
          </Text>
        </>
      )}
    </Stack>
  );
}

import { Anchor, Button, Card, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  myCareerRoutes,
  occupationRoutes,
  skillRatings,
  skillsSurveyRoutes,
  skillsSurveyTexts,
  type SkillResult,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../ui/LoadError';
import { PageLoader } from '../../ui/PageLoader';
import { PageTitle } from '../../ui/PageTitle';
import { skillsSurveyResultQuery } from './api';

const ratingLabel = (rating: number) => skillRatings.find((option) => option.value === rating)?.label ?? String(rating);

function SkillCard({ skill }: { skill: SkillResult }) {
  const headingId = useId();
  return (
    <Card component="article" withBorder padding="md" aria-labelledby={headingId}>
      <Stack gap={6}>
        <Title order={3} size="h5" id={headingId}>
          {skill.name}
        </Title>
        <Text size="sm">{`You rated yourself: ${ratingLabel(skill.rating)} (${skill.rating} of 5)`}</Text>
        {skill.occupations.length > 0 && (
          <>
            <Text size="sm" fw={600}>
              {skillsSurveyTexts.connectsTo}
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
  const result = useQuery(skillsSurveyResultQuery);
  return (
    <Stack gap="xl">
      <PageTitle title={skillsSurveyTexts.resultTitle} />
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{skillsSurveyTexts.resultTitle}</Title>
        {result.data && (
          <Group gap="sm">
            <Button component={Link} to={skillsSurveyRoutes.survey} variant="outline">
              {skillsSurveyTexts.retakeSurvey}
            </Button>
            <Button component={Link} to={myCareerRoutes.page}>
              See your matches
            </Button>
          </Group>
        )}
      </Group>
      {result.isPending ? (
        <PageLoader compact />
      ) : result.isError ? (
        <LoadError what="your skills survey result" onRetry={result.refetch} retrying={result.isFetching} />
      ) : result.data === null ? (
        <Paper withBorder p="lg" radius="md">
          <Stack gap="sm" align="flex-start">
            <Text>{skillsSurveyTexts.noResult}</Text>
            <Button component={Link} to={skillsSurveyRoutes.survey}>
              {skillsSurveyTexts.takeSurvey}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <>
          <SkillGroup
            title={skillsSurveyTexts.strengths}
            intro="The skills you rated highest, and careers where they matter most."
            skills={result.data.strengths}
          />
          {result.data.strengths.length === 0 && (
            <Text>You did not rate any skill as Well or Very well yet. Your matches use every rating you gave.</Text>
          )}
          <SkillGroup
            title={skillsSurveyTexts.growth}
            intro="Skills your best matches rely on that you rated lower: building them would raise those matches."
            skills={result.data.growth}
          />
          <Text size="sm" c="dark.6">
            {skillsSurveyTexts.credit}
          </Text>
        </>
      )}
    </Stack>
  );
}

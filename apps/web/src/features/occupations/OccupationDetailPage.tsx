import { Anchor, Badge, Button, Group, List, SimpleGrid, Spoiler, Stack, Text, Title } from '@mantine/core';
import { occupationConstants, occupationRoutes, type OpportunityDetail } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../platform/api';
import { useT } from '../../platform/i18n';
import { laterModule } from '../../platform/laterModule';
import { clusterColor } from '../../ui/clusterColors';
import { LoadError } from '../../ui/LoadError';
import { MatchBadge } from '../../ui/MatchBadge';
import { OptionalPart } from '../../ui/OptionalPart';
import { PageLoader } from '../../ui/PageLoader';
import { PageTitle } from '../../ui/PageTitle';
import { occupationMatchQuery } from '../my-career/api';
import { opportunityDetailQuery } from './api';
import { IconBriefcase, IconFileText, IconSchool } from './icons';
import { AliasesFact, EducationFact, OutlookFact, SalaryFact } from './OccupationFacts';
import { SaveToggle } from './SaveToggle';
import { ShowMoreList } from './ShowMoreList';

// 'Your match' (what each input adds, as progress bars) shows once the customer's match has come: its code is fetched
// as the page mounts, alongside the detail and the match, instead of with the page (issue #30).
const loadMatchSection = laterModule(() => import('./OccupationMatchSection'));
const OccupationMatchSection = lazy(async () => ({ default: (await loadMatchSection()).OccupationMatchSection }));

const parseId = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

/** /customer-portal/occupation/{id} */
export function OccupationDetailPage() {
  const { t } = useT('occupations');
  const id = parseId(useParams().id);
  const detail = useQuery({ ...opportunityDetailQuery(id ?? 0), enabled: id !== null });
  useEffect(() => void loadMatchSection().catch(() => undefined), []);

  if (id === null || (detail.isError && isApiError(detail.error, 404))) {
    return <NotFound />;
  }
  if (detail.isPending) return <PageLoader />;
  if (detail.isError) {
    return <LoadError what={t('detail.loadErrorWhat')} onRetry={detail.refetch} retrying={detail.isFetching} />;
  }
  return <OccupationDetail item={detail.data} />;
}

function NotFound() {
  const { t } = useT('occupations');
  return (
    <Stack>
      <PageTitle title={t('detail.notFoundTitle')} />
      <Title order={1}>{t('detail.notFoundTitle')}</Title>
      <Text>{t('detail.notFoundText')}</Text>
      <Anchor component={Link} to={occupationRoutes.finder}>
        {t('detail.backToFinder')}
      </Anchor>
    </Stack>
  );
}

function OccupationDetail({ item }: { item: OpportunityDetail }) {
  const { t } = useT('occupations');
  const { meta } = item;
  // The customer's current match (the same call as the 'Your match' section) wins over the detail's copy.
  const match = useQuery(occupationMatchQuery(item.id));
  const score = match.data ? match.data.match_score : item.match_score;
  return (
    <Stack gap="xl">
      <PageTitle title={item.title} />
      <Stack gap="sm">
        <Anchor component={Link} to={occupationRoutes.finder} size="sm">
          {t('detail.backToFinder')}
        </Anchor>
        <Group justify="space-between" align="flex-start">
          <Title order={1}>{item.title}</Title>
          <Group gap="sm">
            <MatchBadge score={score} size="lg" />
            <SaveToggle id={item.id} title={item.title} saved={item.is_saved} variant="button" />
          </Group>
        </Group>
        <Group gap="xs">
          {item.clusters.map((cluster) => {
            const color = clusterColor(cluster.id);
            return (
              <Badge
                key={cluster.id}
                radius="sm"
                tt="none"
                styles={{ root: { background: color.background, color: color.text } }}
              >
                {cluster.name}
              </Badge>
            );
          })}
        </Group>
      </Stack>

      <Stack component="section" gap="xs" aria-label={t('detail.whatTheyDo')}>
        <Title order={2} size="h3">
          {t('detail.whatTheyDo')}
        </Title>
        <Spoiler
          maxHeight={occupationConstants.descriptionCollapsePx}
          showLabel={t('detail.showMore')}
          hideLabel={t('detail.showLess')}
        >
          <Text>{item.description}</Text>
        </Spoiler>
      </Stack>

      <OptionalPart fallback={null}>
        <Suspense fallback={null}>
          <OccupationMatchSection occupationId={item.id} title={item.title} />
        </Suspense>
      </OptionalPart>

      <AliasesFact aliases={item.aliases} />

      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl">
        <EducationFact level={meta.education_level} />
        <SalaryFact salary={item.median_annual_salary} rating={item.salary_rating} />
        <OutlookFact detail={item} />
      </SimpleGrid>

      <ShowMoreList title={t('detail.tasks')} items={meta.tasks} shown={occupationConstants.tasksShown} />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl">
        <ShowMoreList title={t('detail.knowledge')} items={meta.knowledge} shown={occupationConstants.topicsShown} />
        <ShowMoreList title={t('detail.skills')} items={meta.skills} shown={occupationConstants.topicsShown} />
        <ShowMoreList title={t('detail.technology')} items={meta.tech} shown={occupationConstants.topicsShown} />
      </SimpleGrid>

      <Stack component="section" gap="xs" aria-label={t('detail.nextSteps')}>
        <Title order={2} size="h3">
          {t('detail.nextSteps')}
        </Title>
        <Group gap="sm">
          <Button
            component={Link}
            to={occupationRoutes.programFinder(item.title)}
            variant="light"
            leftSection={<IconSchool size={18} aria-hidden />}
          >
            {t('detail.findTraining')}
          </Button>
          <Button
            component={Link}
            to={occupationRoutes.openPositions(item.id)}
            variant="light"
            leftSection={<IconBriefcase size={18} aria-hidden />}
          >
            {t('detail.findPositions')}
          </Button>
          <Button
            component={Link}
            to={occupationRoutes.resume(item.id)}
            variant="light"
            leftSection={<IconFileText size={18} aria-hidden />}
          >
            {t('detail.createResume')}
          </Button>
        </Group>
      </Stack>

      {item.related.length > 0 && (
        <Stack component="section" gap="xs" aria-label={t('detail.related')}>
          <Title order={2} size="h3">
            {t('detail.related')}
          </Title>
          <List spacing={4}>
            {item.related.map((related) => (
              <List.Item key={related.id}>
                <Anchor component={Link} to={occupationRoutes.detail(related.id)}>
                  {related.title}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}

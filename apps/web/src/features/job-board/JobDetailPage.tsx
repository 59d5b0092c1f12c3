import { Anchor, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { JobBoardPost } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../platform/api';
import { i18n, useFormat, useT } from '../../platform/i18n';
import { showErrorToast } from '../../platform/toasts';
import { LoadError } from '../../ui/LoadError';
import { PageTitle } from '../../ui/PageTitle';
import { applyTo } from './apply';
import { useJobTexts } from './jobTexts';
import { jobPostQuery } from './queries';
import { useBoardBase } from './useBoardBase';

const parseId = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

/** /customer-portal/job-board/{id} and /job-board/{id} (participant spec: Job detail view). */
export function JobDetailPage() {
  const { t } = useT('job-board');
  const id = parseId(useParams().id);
  const post = useQuery({ ...jobPostQuery(id ?? 0), enabled: id !== null });
  const notFound = id === null || (post.isError && isApiError(post.error, 404));

  useEffect(() => {
    if (post.isError && !isApiError(post.error, 404)) showErrorToast(i18n.t('job-board:detail.error'));
  }, [post.isError, post.error]);

  return (
    <Stack gap="lg">
      <BackToResults />
      {notFound ? (
        <Stack>
          <PageTitle title={t('detail.notFoundTitle')} />
          <Title order={1}>{t('detail.notFoundTitle')}</Title>
          <Text>{t('detail.notFoundText')}</Text>
        </Stack>
      ) : post.isPending ? (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{t('detail.loading')}</Text>
        </Group>
      ) : post.isError ? (
        <LoadError message={t('detail.error')} onRetry={post.refetch} retrying={post.isFetching} />
      ) : (
        <JobDetail post={post.data} />
      )}
    </Stack>
  );
}

/** Browser history back (the spec), or the board itself when the post was opened directly. */
function BackToResults() {
  const { t } = useT('job-board');
  const base = useBoardBase();
  const navigate = useNavigate();
  const location = useLocation();
  const hasHistory = location.key !== 'default';
  return (
    <Anchor
      component={Link}
      to={base}
      size="sm"
      onClick={(event) => {
        if (!hasHistory) return;
        event.preventDefault();
        void navigate(-1);
      }}
    >
      {t('detail.backToResults')}
    </Anchor>
  );
}

function ApplyButton({ post }: { post: JobBoardPost }) {
  const { t } = useT('job-board');
  return (
    <Button onClick={() => applyTo(post)} disabled={!post.apply_link && !post.contact_email}>
      {t('detail.apply')}
    </Button>
  );
}

function JobDetail({ post }: { post: JobBoardPost }) {
  const { t } = useT('job-board');
  const format = useFormat();
  const texts = useJobTexts();
  const hours = texts.hours(post.hours_per_week);
  const place = texts.location(post);
  return (
    <>
      <PageTitle title={post.title} />
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="job-title">
        <Stack gap="xs">
          <Title order={1} id="job-title">
            {post.title}
          </Title>
          <Text fw={600}>{post.employer.company_name}</Text>
          {place && <Text>{place}</Text>}
          <Group gap="md" wrap="wrap">
            <Text fw={600}>{texts.salary(post)}</Text>
            {hours && <Text>{hours}</Text>}
            <Text>{post.position_type}</Text>
          </Group>
          <Text>{t('minimumEducation', { level: post.minimum_educational_level })}</Text>
          {post.cluster && <Text size="sm">{t('detail.careerCluster', { cluster: post.cluster.name })}</Text>}
          <Text size="sm" c="dark.6">
            {t('posted', { date: post.posted_at ? format.date(post.posted_at) : '' })}
            {post.expires_at ? t('detail.expiresAfter', { date: format.date(post.expires_at) }) : ''}
          </Text>
          <Group mt="xs">
            <ApplyButton post={post} />
          </Group>
        </Stack>
      </Card>
      <Stack component="section" aria-labelledby="job-details" gap="sm">
        <Title order={2} id="job-details">
          {t('detail.heading')}
        </Title>
        <Title order={3} size="h4">
          {t('detail.summary')}
        </Title>
        <Text style={{ whiteSpace: 'pre-line' }}>{post.description}</Text>
        {post.benefits && (
          <>
            <Title order={3} size="h4">
              {t('detail.benefits')}
            </Title>
            <Text style={{ whiteSpace: 'pre-line' }}>{post.benefits}</Text>
          </>
        )}
        <Text size="sm">{t('detail.industry', { industry: post.industry })}</Text>
      </Stack>
      <Group>
        <ApplyButton post={post} />
      </Group>
    </>
  );
}

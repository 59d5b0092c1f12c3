import { Anchor, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import {
  formatPostDate,
  formatSalaryRange,
  hoursLabel,
  jobBoardMessages,
  locationLabel,
  type JobBoardPost,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../platform/api';
import { showErrorToast } from '../../platform/toasts';
import { LoadError } from '../../ui/LoadError';
import { PageTitle } from '../../ui/PageTitle';
import { applyTo } from './apply';
import { jobPostingJsonLd, scriptJson } from './jobPostingJsonLd';
import { jobPostQuery } from './queries';
import { useBoardBase } from './useBoardBase';

const parseId = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

/** /customer-portal/job-board/{id} and /job-board/{id} (participant spec: Job detail view). */
export function JobDetailPage() {
  const id = parseId(useParams().id);
  const post = useQuery({ ...jobPostQuery(id ?? 0), enabled: id !== null });
  const notFound = id === null || (post.isError && isApiError(post.error, 404));

  useEffect(() => {
    if (post.isError && !isApiError(post.error, 404)) showErrorToast(jobBoardMessages.detailError);
  }, [post.isError, post.error]);

  return (
    <Stack gap="lg">
      <BackToResults />
      {notFound ? (
        <Stack>
          <PageTitle title={jobBoardMessages.notFoundTitle} />
          <Title order={1}>{jobBoardMessages.notFoundTitle}</Title>
          <Text>{jobBoardMessages.notFoundText}</Text>
        </Stack>
      ) : post.isPending ? (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{jobBoardMessages.loadingDetail}</Text>
        </Group>
      ) : post.isError ? (
        <LoadError message={jobBoardMessages.detailError} onRetry={post.refetch} retrying={post.isFetching} />
      ) : (
        <JobDetail post={post.data} />
      )}
    </Stack>
  );
}

/** Browser history back (the spec), or the board itself when the post was opened directly. */
function BackToResults() {
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
      {jobBoardMessages.backToResults}
    </Anchor>
  );
}

function ApplyButton({ post }: { post: JobBoardPost }) {
  return (
    <Button onClick={() => applyTo(post)} disabled={!post.apply_link && !post.contact_email}>
      {jobBoardMessages.apply}
    </Button>
  );
}

function JobDetail({ post }: { post: JobBoardPost }) {
  const hours = hoursLabel(post.hours_per_week);
  const place = locationLabel(post);
  return (
    <>
      <PageTitle title={post.title} />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: scriptJson(jobPostingJsonLd(post, window.location.href)) }}
      />
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="job-title">
        <Stack gap="xs">
          <Title order={1} id="job-title">
            {post.title}
          </Title>
          <Text fw={600}>{post.employer.company_name}</Text>
          {place && <Text>{place}</Text>}
          <Group gap="md" wrap="wrap">
            <Text fw={600}>{formatSalaryRange(post)}</Text>
            {hours && <Text>{hours}</Text>}
            <Text>{post.position_type}</Text>
          </Group>
          <Text>Minimum education: {post.minimum_educational_level}</Text>
          {post.cluster && <Text size="sm">Career cluster: {post.cluster.name}</Text>}
          <Text size="sm" c="dark.6">
            Posted {formatPostDate(post.posted_at)}
            {post.expires_at ? ` · Expires ${formatPostDate(post.expires_at)}` : ''}
          </Text>
          <Group mt="xs">
            <ApplyButton post={post} />
          </Group>
        </Stack>
      </Card>
      <Stack component="section" aria-labelledby="job-details" gap="sm">
        <Title order={2} id="job-details">
          {jobBoardMessages.detailsHeading}
        </Title>
        <Title order={3} size="h4">
          {jobBoardMessages.summaryHeading}
        </Title>
        <Text style={{ whiteSpace: 'pre-line' }}>{post.description}</Text>
        {post.benefits && (
          <>
            <Title order={3} size="h4">
              Benefits
            </Title>
            <Text style={{ whiteSpace: 'pre-line' }}>{post.benefits}</Text>
          </>
        )}
        <Text size="sm">Industry: {post.industry}</Text>
      </Stack>
      <Group>
        <ApplyButton post={post} />
      </Group>
    </>
  );
}

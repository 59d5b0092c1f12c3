import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { JobBoardPost } from '@portal/contracts';
import { Link } from 'react-router';
import { useFormat, useT } from '../../platform/i18n';
import { clusterColor } from '../../ui/clusterColors';
import { useJobTexts } from './jobTexts';

/** A job posting card (participant spec: Job posting cards). */
export function JobCard({ post, to }: { post: JobBoardPost; to: string }) {
  const { t } = useT('job-board');
  const format = useFormat();
  const texts = useJobTexts();
  const hours = texts.hours(post.hours_per_week);
  const place = texts.location(post);
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={`job-${post.id}`}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={`job-${post.id}`}>
            <Anchor component={Link} to={to}>
              {post.title}
            </Anchor>
          </Title>
          {post.cluster && (
            <Badge
              radius="sm"
              tt="none"
              styles={{
                root: {
                  background: clusterColor(post.cluster.id).background,
                  color: clusterColor(post.cluster.id).text,
                },
              }}
            >
              {post.cluster.name}
            </Badge>
          )}
        </Group>
        <Text fw={600}>{post.employer.company_name}</Text>
        {place && (
          <Text size="sm">
            {place}
            {post.distance_miles !== undefined && !post.remote
              ? t('distance', { miles: format.number(post.distance_miles) })
              : ''}
          </Text>
        )}
        <Group gap="md" wrap="wrap">
          <Text size="sm" fw={600}>
            {texts.salary(post)}
          </Text>
          {hours && <Text size="sm">{hours}</Text>}
          <Text size="sm">{t('minimumEducation', { level: post.minimum_educational_level })}</Text>
        </Group>
        <Group gap="md" wrap="wrap">
          <Text size="xs" c="dark.6">
            {t('posted', { date: post.posted_at ? format.date(post.posted_at) : '' })}
          </Text>
          {post.expires_at && (
            <Text size="xs" c="dark.6">
              {t('expires', { date: format.date(post.expires_at) })}
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

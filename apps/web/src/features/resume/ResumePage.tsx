import { Anchor, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { occupationRoutes } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useT } from '../../platform/i18n';
import { LoadError } from '../../ui/LoadError';
import { PageTitle } from '../../ui/PageTitle';
import { resumeDraftQuery } from './api';

/** The editor's code (its form, fields and buttons): the page starts fetching it as it starts fetching the draft. */
const loadEditor = () => import('./ResumeEditor');
const ResumeEditor = lazy(async () => ({ default: (await loadEditor()).ResumeEditor }));

const parseId = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

/** /customer-portal/resume?occupation={id}: 'Create a resume' from an occupation page (docs/spec-decisions.md). */
export function ResumePage() {
  const occupationId = parseId(useSearchParams()[0].get('occupation'));
  const draft = useQuery(resumeDraftQuery(occupationId));
  const { t } = useT('resume');
  void loadEditor();
  const loading = (
    <Group gap="sm" role="status">
      <Loader size="sm" />
      <Text>{t('loading')}</Text>
    </Group>
  );

  return (
    <Stack gap="lg">
      <PageTitle title={t('title')} />
      {occupationId !== null && (
        <Anchor component={Link} to={occupationRoutes.detail(occupationId)} size="sm">
          {t('backToOccupation')}
        </Anchor>
      )}
      <Title order={1}>{t('title')}</Title>
      <Text>{t('intro')}</Text>
      {draft.isPending ? (
        loading
      ) : draft.isError ? (
        <LoadError what={t('loadWhat')} onRetry={draft.refetch} retrying={draft.isFetching} />
      ) : (
        <Suspense fallback={loading}>
          <ResumeEditor initial={draft.data} />
        </Suspense>
      )}
    </Stack>
  );
}

import { Anchor, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { occupationRoutes, resumeTexts } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '../../ui/LoadError';
import { PageTitle } from '../../ui/PageTitle';
import { resumeDraftQuery } from './api';
import { ResumeEditor } from './ResumeEditor';

const parseId = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

/** /customer-portal/resume?occupation={id}: 'Create a resume' from an occupation page (docs/spec-decisions.md). */
export function ResumePage() {
  const occupationId = parseId(useSearchParams()[0].get('occupation'));
  const draft = useQuery(resumeDraftQuery(occupationId));

  return (
    <Stack gap="lg">
      <PageTitle title={resumeTexts.title} />
      {occupationId !== null && (
        <Anchor component={Link} to={occupationRoutes.detail(occupationId)} size="sm">
          {resumeTexts.backToOccupation}
        </Anchor>
      )}
      <Title order={1}>{resumeTexts.title}</Title>
      <Text>{resumeTexts.intro}</Text>
      {draft.isPending ? (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{resumeTexts.loading}</Text>
        </Group>
      ) : draft.isError ? (
        <LoadError what={resumeTexts.loadWhat} onRetry={draft.refetch} retrying={draft.isFetching} />
      ) : (
        <ResumeEditor initial={draft.data} />
      )}
    </Stack>
  );
}

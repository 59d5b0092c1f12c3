import { Button, Group, Paper, Select, Stack, Title } from '@mantine/core';
import { programApplicationMessages as messages, toastCatalogue } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../platform/api';
import { showErrorToast, showSuccessToast } from '../../platform/toasts';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { programsPanelQuery, useOpenApplication } from './api';
import { ApplicationCard } from './ApplicationCard';
import { FollowUpsTable } from './FollowUpsTable';
import { ParticipationList } from './ParticipationList';

/**
 * The record's Programs panel (issue #26): open an application, read the eligibility check (likely eligible / needs
 * review / unlikely, with reasons and missing documents), decide, see the participation and record its exit, and the
 * follow-ups after exit.
 */
export function ProgramsPanel({ customerId, readOnly }: { customerId: number; readOnly: boolean }) {
  const { data, isError, isFetching, refetch } = useQuery(programsPanelQuery(customerId));
  return (
    <Paper withBorder p="md" component="section" id="programs" aria-labelledby="programs-heading">
      <Title order={2} size="h3" id="programs-heading" mb="sm">
        Programs
      </Title>
      {isError && !data && <LoadError message={messages.loadFailed} onRetry={refetch} retrying={isFetching} />}
      {data && (
        <Stack gap="lg">
          {!readOnly && <OpenApplication customerId={customerId} programs={data.programs} />}
          <Stack gap="sm">
            <Title order={3} size="h4">
              Applications
            </Title>
            {data.applications.length === 0 && <EmptyState message={messages.emptyApplications} />}
            {data.applications.map((application) => (
              <ApplicationCard
                key={application.id}
                customerId={customerId}
                application={application}
                documents={data.documents}
                readOnly={readOnly}
              />
            ))}
          </Stack>
          <ParticipationList customerId={customerId} enrollments={data.enrollments} readOnly={readOnly} />
          <FollowUpsTable customerId={customerId} followUps={data.follow_ups} readOnly={readOnly} />
        </Stack>
      )}
    </Paper>
  );
}

function OpenApplication({ customerId, programs }: { customerId: number; programs: { id: number; name: string }[] }) {
  const [programId, setProgramId] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const mutation = useOpenApplication(customerId);
  const submit = () => {
    if (!programId) return setError(messages.programRequired);
    setError(undefined);
    mutation.mutate(
      { program_id: Number(programId) },
      {
        onSuccess: (result) => {
          showSuccessToast(result.message);
          setProgramId(null);
        },
        onError: (failure) => {
          const field = isApiError(failure, 422) ? failure.body?.errors?.program_id?.[0] : undefined;
          if (field) setError(field);
          else showErrorToast(isApiError(failure) ? failure.message : toastCatalogue.unexpected);
        },
      },
    );
  };
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label="Program"
        placeholder="Select a program"
        data={programs.map((program) => ({ value: String(program.id), label: program.name }))}
        value={programId}
        onChange={setProgramId}
        error={error}
        searchable
        nothingFoundMessage="No program matches"
        w={{ base: '100%', sm: 320 }}
      />
      <Button onClick={submit} loading={mutation.isPending}>
        Open application
      </Button>
    </Group>
  );
}

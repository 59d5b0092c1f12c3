import { Badge, Group, Progress, Text } from '@mantine/core';
import type { ReportRun } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { handleApiError } from '../../platform/errors';
import { startRun } from './api';

// A run's status, its dates and its re-run, shared by the runs' table and a run's page: kept apart from the table so
// the run's page does not load the table's code (issue #30).

export const statusBadges: Record<ReportRun['status'], { label: string; color: string }> = {
  pending: { label: 'Queued', color: 'gray' },
  running: { label: 'Running', color: 'blue' },
  ready: { label: 'Finished', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
};

export const when = (iso: string | null) =>
  iso === null ? '' : new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Runs the same report on the same criteria again, and opens the new run. */
export function useRerun() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (run: ReportRun) => startRun(run.type, run.criteria),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: ['reports', 'runs'] });
      await navigate(`/reports/runs/${answer.data.id}`);
    },
    onError: (error) => handleApiError(error),
  });
}

export function RunStatus({ run }: { run: ReportRun }) {
  const badge = statusBadges[run.status];
  return (
    <Group gap={6} wrap="nowrap">
      <Badge color={badge.color} variant="light" c="dark.7">
        {badge.label}
      </Badge>
      {run.status === 'running' || run.status === 'pending' ? (
        <Progress value={run.progress} w={80} aria-label={`Run ${run.id} progress`} />
      ) : null}
      {run.status === 'running' ? <Text size="sm">{`${run.progress}%`}</Text> : null}
    </Group>
  );
}

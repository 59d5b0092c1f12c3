import { Alert, Anchor, Button, Group, Loader, Progress, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../ui/LoadError';
import { PageTitle } from '../../ui/PageTitle';
import { exportUrl, runQuery, type DrillTarget } from './api';
import { DrillDownModal } from './laterDrillDown';
import { RunStatus, useRerun, when } from './runParts';

/** The result's views (tables, badges): the page starts fetching their code as it starts fetching the run (#30). */
const loadResult = () => import('./RunResult');
const RunResult = lazy(async () => ({ default: (await loadResult()).RunResult }));

/** /reports/runs/{id}: a run's progress while it runs, then its result, downloads and re-run. */
export function RunPage() {
  const id = Number(useParams().id);
  const { data, isPending, isError, isFetching, refetch } = useQuery(runQuery(id));
  const rerun = useRerun();
  const [drill, setDrill] = useState<DrillTarget | null>(null);
  void loadResult();
  const title = data ? `${data.data.type_label}: ${data.data.criteria_label}` : 'Report run';
  return (
    <Stack>
      <PageTitle title={title} />
      <Anchor component={Link} to="/reports" size="sm">
        All reports
      </Anchor>
      <Title order={1}>{title}</Title>
      {isPending ? (
        <Loader role="progressbar" size="sm" aria-label="Loading the report run" />
      ) : isError ? (
        <LoadError what="the report run" onRetry={refetch} retrying={isFetching} />
      ) : (
        <Stack>
          <Group justify="space-between" wrap="wrap">
            <Stack gap={2}>
              <RunStatus run={data.data} />
              <Text size="sm" c="dark.6">
                {`Run by ${data.data.user.name} on ${when(data.data.created_at)}`}
                {data.data.finished_at ? `; finished ${when(data.data.finished_at)}` : ''}
              </Text>
            </Stack>
            <Group gap="xs">
              <Button variant="default" loading={rerun.isPending} onClick={() => rerun.mutate(data.data)}>
                Re-run
              </Button>
              {data.data.formats.map((format) => (
                <Button key={format} component="a" href={exportUrl(data.data.id, format)} download>
                  {`Download ${format.toUpperCase()}`}
                </Button>
              ))}
            </Group>
          </Group>
          {data.data.status === 'pending' || data.data.status === 'running' ? (
            <Stack gap={4}>
              <Text size="sm">{`Running: ${data.data.progress}% done. You will get an alert when it is ready.`}</Text>
              <Progress value={data.data.progress} aria-label="Report progress" />
            </Stack>
          ) : null}
          {data.data.status === 'failed' ? (
            <Alert color="red" variant="light" role="alert" title="The report could not be run">
              {data.data.error ?? 'Run it again; if it fails again, tell your administrator.'}
            </Alert>
          ) : null}
          {data.data.result ? (
            <Suspense fallback={<Loader role="progressbar" size="sm" aria-label="Loading the report run" />}>
              <RunResult result={data.data.result} onOpen={setDrill} />
            </Suspense>
          ) : null}
          <DrillDownModal runId={data.data.id} target={drill} onClose={() => setDrill(null)} />
        </Stack>
      )}
    </Stack>
  );
}

import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { customerMergeMessages as messages, mergeFailedRoute, mergePoll } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageTitle } from '../../ui/PageTitle';
import { pollMerge } from './api';

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });

/**
 * /customers/merge/{mergeId}: the staff spec's merge poll. Retries on false up to mergePoll.attempts times,
 * mergePoll.retryMs apart; an address goes to the merged record after mergePoll.redirectDelayMs; running out of
 * attempts, or any error, goes to /customers with the error query.
 */
export function MergePollPage() {
  const mergeId = Number(useParams().mergeId);
  const navigate = useNavigate();
  const [done, setDone] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    async function poll() {
      for (let attempt = 1; attempt <= mergePoll.attempts; attempt += 1) {
        const answer = Number.isInteger(mergeId) && mergeId > 0 ? await pollMerge(mergeId, signal) : null;
        if (signal.aborted) return;
        if (typeof answer === 'string') {
          setDone(true);
          await wait(mergePoll.redirectDelayMs, signal);
          if (!signal.aborted) void navigate(answer, { replace: true });
          return;
        }
        if (answer === null) break;
        if (attempt < mergePoll.attempts) await wait(mergePoll.retryMs, signal);
        if (signal.aborted) return;
      }
      void navigate(mergeFailedRoute, { replace: true });
    }
    poll().catch(() => {
      if (!signal.aborted) void navigate(mergeFailedRoute, { replace: true });
    });
    return () => controller.abort();
  }, [mergeId, navigate]);

  return (
    <Stack gap="md" align="flex-start">
      <PageTitle title="Merging records" />
      <Title order={1}>Merging records</Title>
      {done ? (
        <Alert color="green" role="status">
          The records were merged. Opening the merged record…
        </Alert>
      ) : (
        <Stack gap="xs" role="status">
          <Loader size="sm" aria-label="Merging" />
          <Text>{messages.waiting}</Text>
        </Stack>
      )}
    </Stack>
  );
}

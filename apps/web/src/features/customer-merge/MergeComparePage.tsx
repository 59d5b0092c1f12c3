import { Alert } from '@mantine/core';
import { customerMergeMessages as messages } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../ui/LoadError';
import { PageLoader } from '../../ui/PageLoader';
import { mergeCompareQuery } from './api';

/** The compare form's code (radios and cards): the page starts fetching it as it starts fetching the two records. */
const loadForm = () => import('./MergeCompareForm');
const MergeCompareForm = lazy(async () => ({ default: (await loadForm()).MergeCompareForm }));

/** `ids=12,34` as two different record ids, or null. */
function parseIds(value: string | null): [number, number] | null {
  const ids = (value ?? '').split(',').map(Number);
  const [a, b] = ids;
  if (ids.length !== 2 || !Number.isInteger(a) || !Number.isInteger(b) || a! < 1 || b! < 1 || a === b) return null;
  return [a!, b!];
}

/** /customers/merge?ids=a,b: two records side by side; the admin picks the record to keep and each field's value. */
export function MergeComparePage() {
  const ids = parseIds(useSearchParams()[0].get('ids'));
  const { data, isError, isFetching, refetch } = useQuery({ ...mergeCompareQuery(ids ?? []), enabled: ids !== null });
  if (ids) void loadForm();

  if (!ids)
    return (
      <Alert color="red" title="Merge records">
        {messages.pickTwo}
      </Alert>
    );
  if (isError) return <LoadError message={messages.loadFailed} onRetry={refetch} retrying={isFetching} />;
  if (!data) return <PageLoader />;

  return (
    <Suspense fallback={<PageLoader />}>
      <MergeCompareForm data={data} />
    </Suspense>
  );
}

import { Button, Group, Stack, Text } from '@mantine/core';
import { dynamicQueryMessages, type StoredQuery } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadError } from '../../../ui/LoadError';
import { PageLoader } from '../../../ui/PageLoader';
import { TextField } from '../../../ui/TextField';
import { showErrorToast, showSuccessToast } from '../../../platform/toasts';
import { storedQueriesQuery, useDeleteQuery } from '../api';
import { useExportDownload } from './useExportDownload';

// The copy and share dialogs (their forms, the user search and Zod's schemas) load when first opened, and then stay
// mounted so they close with their transition (issue #30).
const CopyQueryModal = lazy(async () => ({ default: (await import('./CopyQueryModal')).CopyQueryModal }));
const ShareQueryModal = lazy(async () => ({ default: (await import('./ShareQueryModal')).ShareQueryModal }));
/** The list's code: the tab starts fetching it as it starts fetching the queries (issue #30). */
const loadList = () => import('./StoredQueriesList');
const StoredQueriesList = lazy(async () => ({ default: (await loadList()).StoredQueriesList }));

interface YourQueriesTabProps {
  onCreate: () => void;
  onRun: (query: StoredQuery) => void;
  onEdit: (query: StoredQuery) => void;
  labelOf: (fieldKey: string) => string;
}

/** Forms spec 2: search by name happens here in the browser, case-insensitive, anywhere in the name. */
export function matchesName(query: StoredQuery, search: string): boolean {
  return query.name.toLowerCase().includes(search.trim().toLowerCase());
}

export const emptyQueriesPrompt = 'You have no saved queries yet. Create a new query to get started.';

/** The view tab: stored queries (own and shared with me) and what can be done with each. */
export function YourQueriesTab({ onCreate, onRun, onEdit, labelOf }: YourQueriesTabProps) {
  const stored = useQuery(storedQueriesQuery);
  void loadList();
  const remove = useDeleteQuery();
  const { exportQuery, exporting } = useExportDownload();
  const [search, setSearch] = useState('');
  const [copying, setCopying] = useState<StoredQuery | null>(null);
  const [sharing, setSharing] = useState<StoredQuery | null>(null);
  const [deleting, setDeleting] = useState<StoredQuery | null>(null);
  const [copyWanted, setCopyWanted] = useState(false);
  const [shareWanted, setShareWanted] = useState(false);
  if (copying && !copyWanted) setCopyWanted(true);
  if (sharing && !shareWanted) setShareWanted(true);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => showSuccessToast(dynamicQueryMessages.deleted, dynamicQueryMessages.deletedTitle),
      onError: () => showErrorToast(dynamicQueryMessages.deleteFailed),
    });
    setDeleting(null);
  };

  const queries = (stored.data ?? []).filter((query) => matchesName(query, search));
  return (
    <Stack gap="md">
      <Group align="flex-end" justify="space-between" wrap="wrap">
        <form role="search" onSubmit={(event) => event.preventDefault()} style={{ flex: 1, minWidth: 220 }}>
          <TextField label="Search by name" value={search} onChange={(event) => setSearch(event.currentTarget.value)} />
        </form>
        <Button onClick={onCreate}>Create New Query</Button>
      </Group>
      {stored.isError ? (
        <LoadError what="your queries" onRetry={stored.refetch} retrying={stored.isFetching} />
      ) : stored.isPending ? (
        <PageLoader />
      ) : stored.data.length === 0 ? (
        <EmptyState message={emptyQueriesPrompt} />
      ) : queries.length === 0 ? (
        <EmptyState message="No queries match this name." />
      ) : (
        <Suspense fallback={<PageLoader />}>
          <StoredQueriesList
            queries={queries}
            labelOf={labelOf}
            exporting={exporting}
            actions={{
              onRun,
              onEdit,
              onCopy: setCopying,
              onShare: setSharing,
              onExport: (query) => exportQuery(query.id),
              onDelete: setDeleting,
            }}
          />
        </Suspense>
      )}
      <Text size="xs" c="dark.6" aria-live="polite">
        {stored.data ? `${queries.length} of ${stored.data.length} queries` : ''}
      </Text>
      {copyWanted && (
        <Suspense fallback={null}>
          <CopyQueryModal query={copying} onClose={() => setCopying(null)} />
        </Suspense>
      )}
      {shareWanted && (
        <Suspense fallback={null}>
          <ShareQueryModal query={sharing} onClose={() => setSharing(null)} />
        </Suspense>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete query"
        message={`Delete the query ${deleting?.name ?? ''}? This cannot be undone.`}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}

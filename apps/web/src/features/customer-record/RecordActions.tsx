import { Button, Group } from '@mantine/core';
import { customerRecordMessages as messages, type CustomerRecord } from '@portal/contracts';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { showErrorToast, showSuccessToast } from '../../platform/toasts';
import { useArchive } from './api';
import { isReadOnly } from './format';
import { loadEngagementControl } from './recordParts';

/** The engagement control (a select) loads apart (issue #30); the page starts fetching it with the record. */
const EngagementControl = lazy(async () => ({ default: (await loadEngagementControl()).EngagementControl }));

/**
 * Spec 2.5 and 6: Archive/Unarchive with can_archive, Delete (asked at /customers/delete/{id}) with can_delete,
 * engagement when tracked and the record is writable (not deleted, not archived).
 */
export function RecordActions({ record }: { record: CustomerRecord }) {
  const archive = useArchive(record.id);
  const navigate = useNavigate();

  const toggleArchive = () =>
    archive.mutate(undefined, {
      onSuccess: ({ status }) => showSuccessToast(status ? messages.unarchived : messages.archived),
      onError: () => showErrorToast(record.status ? messages.archiveFailed : messages.unarchiveFailed),
    });

  return (
    <Group gap="sm" align="flex-end">
      {record.can_archive && (
        <Button variant="default" onClick={toggleArchive} loading={archive.isPending}>
          {record.status ? 'Archive' : 'Unarchive'}
        </Button>
      )}
      {record.can_delete && (
        <Button color="red.9" onClick={() => void navigate(`/customers/delete/${record.id}`)}>
          Delete
        </Button>
      )}
      {record.engagement_status_flag !== null && !isReadOnly(record) && (
        <Suspense fallback={null}>
          <EngagementControl record={record} />
        </Suspense>
      )}
    </Group>
  );
}

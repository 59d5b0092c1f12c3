import { Alert, Anchor, Button, Group, List, Text } from '@mantine/core';
import {
  customerMergeMessages,
  customerRecordRoute,
  mergeCompareRoute,
  possibleDuplicateMessages as messages,
  type PossibleDuplicates,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../platform/api';
import { showSuccessToast } from '../../platform/toasts';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { formatDay } from '../customer-record/format-day';
import { possibleDuplicatesQuery, useUndoMerge } from './api';

/**
 * On the record and after an intake: a merged record points at the record it was merged into; otherwise possible
 * duplicates (same birthdate, a similar name) are listed, with a link to compare and merge for staff who may merge.
 * A failed check shows nothing: it is a hint beside the record, never in its way. An admin may undo the merge
 * from the merged record while the server allows it (undo_merge_id).
 */
export function DuplicateNotice({ customerId }: { customerId: number }) {
  const { data } = useQuery(possibleDuplicatesQuery(customerId));
  if (!data) return null;
  if (data.merged_into !== null) {
    return (
      <Alert color="gray" title="Merged record">
        <Text size="sm">{messages.mergedNotice}</Text>
        <Group gap="md" mt={4}>
          <Anchor component={Link} to={customerRecordRoute(data.merged_into)} size="sm">
            {messages.openSurvivor}
          </Anchor>
          {data.undo_merge_id !== null && (
            <UndoMerge loserId={customerId} mergeId={data.undo_merge_id} survivorId={data.merged_into} />
          )}
        </Group>
      </Alert>
    );
  }
  return (
    <>
      {data.merged_from.length > 0 && <MergedFrom records={data.merged_from} />}
      {data.duplicates.length > 0 && <Duplicates customerId={customerId} data={data} />}
    </>
  );
}

/** On a survivor: the records merged into it, each linked (its notice offers the undo to an admin). */
function MergedFrom({ records }: { records: PossibleDuplicates['merged_from'] }) {
  return (
    <Alert color="gray" title="Merged records">
      <Text size="sm">{messages.mergedFrom(records.length)}</Text>
      <List size="sm" mt="xs">
        {records.map((record) => (
          <List.Item key={record.id}>
            <Anchor component={Link} to={customerRecordRoute(record.id)}>
              Record #{record.id}
            </Anchor>{' '}
            merged on {formatDay(record.merged_at)}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

function Duplicates({ customerId, data }: { customerId: number; data: PossibleDuplicates }) {
  return (
    <Alert color="yellow" title="Possible duplicate" c="dark.9">
      <Text size="sm">{messages.notice(data.duplicates.length)}</Text>
      <List size="sm" mt="xs">
        {data.duplicates.map((duplicate) => (
          <List.Item key={duplicate.id}>
            <Anchor component={Link} to={customerRecordRoute(duplicate.id)}>
              {duplicate.first_name} {duplicate.last_name}
            </Anchor>{' '}
            (born {duplicate.birthdate}, {duplicate.locations.join(', ') || 'no location'})
            {data.can_merge && (
              <>
                {' · '}
                <Anchor component={Link} to={mergeCompareRoute([customerId, duplicate.id])}>
                  {messages.compare}
                </Anchor>
              </>
            )}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

function UndoMerge({ loserId, mergeId, survivorId }: { loserId: number; mergeId: number; survivorId: number }) {
  const [asking, setAsking] = useState(false);
  const undo = useUndoMerge(loserId);
  const refused = undo.error ? (isApiError(undo.error) ? undo.error.message : customerMergeMessages.undoFailed) : null;
  return (
    <>
      <Button size="compact-sm" variant="default" loading={undo.isPending} onClick={() => setAsking(true)}>
        Undo merge
      </Button>
      {refused && (
        <Text size="sm" c="red.9" role="alert" w="100%">
          {refused}
        </Text>
      )}
      <ConfirmDialog
        opened={asking}
        title="Undo merge"
        message={customerMergeMessages.undoConfirm(survivorId)}
        confirmLabel="Undo merge"
        cancelLabel="Cancel"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          undo.mutate(mergeId, { onSuccess: (answer) => showSuccessToast(answer.message) });
        }}
      />
    </>
  );
}

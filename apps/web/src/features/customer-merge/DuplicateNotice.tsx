import { Alert, Anchor, List, Text } from '@mantine/core';
import { customerRecordRoute, mergeCompareRoute, possibleDuplicateMessages as messages } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { possibleDuplicatesQuery } from './api';

/**
 * On the record and after an intake: a merged record points at the record it was merged into; otherwise possible
 * duplicates (same birthdate, a similar name) are listed, with a link to compare and merge for staff who may merge.
 * A failed check shows nothing: it is a hint beside the record, never in its way.
 */
export function DuplicateNotice({ customerId }: { customerId: number }) {
  const { data } = useQuery(possibleDuplicatesQuery(customerId));
  if (!data) return null;
  if (data.merged_into !== null) {
    return (
      <Alert color="gray" title="Merged record">
        <Text size="sm">{messages.mergedNotice}</Text>
        <Anchor component={Link} to={customerRecordRoute(data.merged_into)} size="sm">
          {messages.openSurvivor}
        </Anchor>
      </Alert>
    );
  }
  if (data.duplicates.length === 0) return null;
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

import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { possibleDuplicatesQuery } from './api';

// The dialog (Mantine's Modal, the compare route's schema with Zod) is not part of the record's first paint (issue
// #30): its code is fetched once the button shows, so the dialog still opens at once.
const loadDialog = () => import('./MergeWithDialog');
const MergeWithDialog = lazy(async () => ({ default: (await loadDialog()).MergeWithDialog }));

/**
 * 'Merge with…' on the record, for staff who may merge: picks the other record by its ID (the search's ID column),
 * for duplicates the possible-duplicates notice did not find (another birthdate, a new surname), and opens the
 * side-by-side compare. The pair is checked with the compare route's own schema.
 */
export function MergeWithButton({ customerId, hidden }: { customerId: number; hidden: boolean }) {
  const { data } = useQuery(possibleDuplicatesQuery(customerId));
  const [opened, setOpened] = useState(false);
  // Once opened, the dialog stays mounted so it closes with its transition.
  const [wanted, setWanted] = useState(false);
  const shown = !hidden && data?.can_merge === true && data.merged_into === null;
  useEffect(() => {
    if (shown) void loadDialog();
  }, [shown]);
  if (!shown) return null;
  return (
    <>
      <Button
        variant="default"
        onClick={() => {
          setWanted(true);
          setOpened(true);
        }}
      >
        Merge with…
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <MergeWithDialog customerId={customerId} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}

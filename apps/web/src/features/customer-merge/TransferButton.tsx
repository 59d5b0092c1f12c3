import { Button } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';

// The dialog (Mantine's Modal, the form's inputs, the transfer schema with Zod) is not part of the record's first
// paint (issue #30): its code is fetched once the record has painted, so the dialog still opens at once.
const loadDialog = () => import('./TransferDialog');
const TransferDialog = lazy(async () => ({ default: (await loadDialog()).TransferDialog }));

/** 'Transfer' on the record: move the customer to another location's caseload, or add a location, with a note. */
export function TransferButton({ customerId, hidden }: { customerId: number; hidden: boolean }) {
  useEffect(() => {
    if (!hidden) void loadDialog();
  }, [hidden]);
  const [opened, setOpened] = useState(false);
  // Once opened, the dialog stays mounted so it closes with its transition.
  const [wanted, setWanted] = useState(false);
  if (hidden) return null;
  return (
    <>
      <Button
        variant="default"
        onClick={() => {
          setWanted(true);
          setOpened(true);
        }}
      >
        Transfer
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <TransferDialog customerId={customerId} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}

import { Button } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';

// The dialog (Mantine's Modal with its focus trap and scroll lock, the inputs) is not part of the record's first paint
// (issue #30): its code is fetched once the record has painted, so the dialog still opens at once.
const loadForm = () => import('./SendMessageForm');
const SendMessageForm = lazy(async () => ({ default: (await loadForm()).SendMessageForm }));

/** 'Send message' on the record (spec 2.5 and 5): opens the message dialog. */
export function SendMessageButton({ customerId, userId }: { customerId: number; userId: number }) {
  useEffect(() => {
    void loadForm();
  }, []);
  const [opened, setOpened] = useState(false);
  // Once opened, the dialog stays mounted so it closes with its transition and keeps an unsent draft.
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        variant="default"
        onClick={() => {
          setWanted(true);
          setOpened(true);
        }}
      >
        Send message
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <SendMessageForm customerId={customerId} userId={userId} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}

import { Button } from '@mantine/core';
import { employerMessages } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showErrorToast, showSuccessToast } from '../../platform/toasts';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { employerKeys } from './api';

// Apart from parts.tsx so the forms that delete nothing do not load the dialog's code (issue #30).

/**
 * Deletes one row of an employer's sub-lists: `remove(call, messages)` is a DeleteAction's onDelete that
 * refreshes the employer's lists and toasts the spec's success or failure text.
 */
export function useRowDelete(id: number) {
  const queryClient = useQueryClient();
  return (call: () => Promise<unknown>, messages: { deleted: string; failed: string }) => async () => {
    try {
      await call();
      await queryClient.invalidateQueries({ queryKey: employerKeys.one(id) });
      showSuccessToast(messages.deleted);
    } catch {
      showErrorToast(messages.failed);
    }
  };
}

/** A Delete button asking the spec's question ('Do you really want to delete this …?') with Yes and No. */
export function DeleteAction({
  what,
  label,
  onDelete,
}: {
  what: Parameters<typeof employerMessages.confirmDelete>[0];
  /** Names the row for screen readers ('Delete Main office'). */
  label: string;
  onDelete: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button
        size="xs"
        color="red.9"
        variant="light"
        aria-label={`Delete ${label}`}
        loading={busy}
        onClick={() => setOpen(true)}
      >
        Delete
      </Button>
      <ConfirmDialog
        opened={open}
        title="Delete"
        message={employerMessages.confirmDelete(what)}
        confirmLabel="Yes"
        cancelLabel="No"
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false);
          setBusy(true);
          void onDelete().finally(() => setBusy(false));
        }}
      />
    </>
  );
}

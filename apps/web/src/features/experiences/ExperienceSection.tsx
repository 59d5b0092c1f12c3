import { Stack, Title } from '@mantine/core';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { lazy, useId, useState, type ReactNode } from 'react';
import { useT } from '../../platform/i18n';
import { laterModule } from '../../platform/laterModule';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { LaterDialog } from '../../ui/LaterDialog';
import { LoadError } from '../../ui/LoadError';
import { PageLoader } from '../../ui/PageLoader';
import { ExperienceTable, type ExperienceColumn } from './ExperienceTable';

// A row's accomplishments (Modal, List) load after the section has painted (ui/LaterDialog).
const loadAccomplishments = laterModule(() => import('./AccomplishmentsDialog'));
const AccomplishmentsDialog = lazy(async () => ({ default: (await loadAccomplishments()).AccomplishmentsDialog }));

interface ExperienceItem {
  id: number;
  accomplishments: ReadonlyArray<{ uuid: string; description: string }>;
}

interface ExperienceSectionProps<T extends ExperienceItem> {
  title: string;
  list: UseQueryResult<T[]>;
  remove: UseMutationResult<unknown, Error, number, unknown>;
  columns: ReadonlyArray<ExperienceColumn<T>>;
  emptyMessage: string;
  /** Ends 'There was a problem loading …' when the list fails ('your job experiences'). */
  failureSubject: string;
  confirmDeleteText: string;
  nameOf: (item: T) => string;
  /** The add/edit form for `editing` (null: add mode); `onDone` returns to add mode. */
  renderForm: (editing: T | null, onDone: () => void) => ReactNode;
}

/**
 * A titled section with the add/edit form and the table of rows: Edit loads a row into the form, Accomplishments opens
 * their list, Delete asks first and then removes the row optimistically.
 */
export function ExperienceSection<T extends ExperienceItem>({
  title,
  list,
  remove,
  columns,
  emptyMessage,
  failureSubject,
  confirmDeleteText,
  nameOf,
  renderForm,
}: ExperienceSectionProps<T>) {
  const { t } = useT('experiences');
  const headingId = useId();
  const [editing, setEditing] = useState<T | null>(null);
  const [viewing, setViewing] = useState<T | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    if (editing?.id === deleting.id) setEditing(null);
    remove.mutate(deleting.id);
    setDeleting(null);
  };

  return (
    <Stack component="section" aria-labelledby={headingId}>
      <Title order={2} id={headingId}>
        {title}
      </Title>
      {renderForm(editing, () => setEditing(null))}
      {list.isPending && <PageLoader compact />}
      {/* A failed load must not read as an empty list: the customer's records are still there. */}
      {list.isError && <LoadError what={failureSubject} onRetry={list.refetch} retrying={list.isFetching} />}
      {list.data && (
        <ExperienceTable
          items={list.data}
          columns={columns}
          emptyMessage={emptyMessage}
          labelledBy={headingId}
          nameOf={nameOf}
          onEdit={setEditing}
          onShowAccomplishments={setViewing}
          onDelete={setDeleting}
        />
      )}
      <LaterDialog open={viewing !== null} load={loadAccomplishments}>
        <AccomplishmentsDialog
          subject={viewing ? nameOf(viewing) : null}
          accomplishments={viewing?.accomplishments ?? []}
          onClose={() => setViewing(null)}
        />
      </LaterDialog>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('confirmTitle')}
        message={confirmDeleteText}
        confirmLabel={t('confirmDelete')}
        cancelLabel={t('confirmCancel')}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}

import { Badge, Box, Button, Group, Modal, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { caseNoteMessages as messages, toastCatalogue, type CaseNote } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../platform/api';
import { showErrorToast, showSuccessToast } from '../../platform/toasts';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { formatDateTime } from '../customer-record/format';
import { caseNotesQuery, useCreateCaseNote, usePinCaseNote, useUpdateCaseNote } from './api';
import { CaseNoteForm } from './CaseNoteForm';

/** Case notes on the record: pinned first, then newest; write, edit (author, edit window) and pin. */
export function CaseNotesPanel({ customerId, readOnly }: { customerId: number; readOnly: boolean }) {
  const [page, setPage] = useState(1);
  const [writing, setWriting] = useState(false);
  const [editing, setEditing] = useState<CaseNote | null>(null);
  const { data, isError, isFetching, refetch } = useQuery(caseNotesQuery(customerId, page));
  const create = useCreateCaseNote(customerId);
  const update = useUpdateCaseNote(customerId);
  const notes = data?.data ?? [];

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="case-notes-heading">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3" id="case-notes-heading">
          {messages.title}
        </Title>
        {!readOnly && <Button onClick={() => setWriting(true)}>New case note</Button>}
      </Group>
      {isError && <LoadError message={messages.loadFailed} onRetry={refetch} retrying={isFetching} />}
      {data && notes.length === 0 && <EmptyState message={messages.empty} />}
      <Stack gap="sm">
        {notes.map((note) => (
          <NoteCard key={note.id} note={note} customerId={customerId} readOnly={readOnly} onEdit={setEditing} />
        ))}
      </Stack>
      {data && data.lastPage > 1 && (
        <Group justify="center" mt="sm" component="nav" aria-label="Case notes pages">
          <Pagination
            total={data.lastPage}
            value={page}
            onChange={setPage}
            size="sm"
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
            getControlProps={(control) => ({ 'aria-label': `${control === 'next' ? 'Next' : 'Previous'} page` })}
          />
        </Group>
      )}
      <Modal opened={writing} onClose={() => setWriting(false)} title="New case note" size="lg" centered>
        <CaseNoteForm
          submitLabel="Save"
          busy={create.isPending}
          onCancel={() => setWriting(false)}
          onSubmit={(body, done, failed) =>
            create.mutate(body, {
              onSuccess: () => {
                showSuccessToast(messages.created);
                done();
                setWriting(false);
                setPage(1);
              },
              onError: failed,
            })
          }
        />
      </Modal>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title="Edit case note" size="lg" centered>
        {editing && (
          <CaseNoteForm
            initial={{ category: editing.category, body: editing.body, confidential: editing.confidential }}
            submitLabel="Update"
            busy={update.isPending}
            onCancel={() => setEditing(null)}
            onSubmit={(body, done, failed) =>
              update.mutate(
                { noteId: editing.id, body },
                {
                  onSuccess: () => {
                    showSuccessToast(messages.updated);
                    done();
                    setEditing(null);
                  },
                  onError: failed,
                },
              )
            }
          />
        )}
      </Modal>
    </Paper>
  );
}

interface NoteCardProps {
  note: CaseNote;
  customerId: number;
  readOnly: boolean;
  onEdit: (note: CaseNote) => void;
}

function NoteCard({ note, customerId, readOnly, onEdit }: NoteCardProps) {
  const pin = usePinCaseNote(customerId);
  const togglePin = () =>
    pin.mutate(
      { noteId: note.id, pinned: !note.pinned },
      {
        onSuccess: () => showSuccessToast(note.pinned ? messages.unpinned : messages.pinned),
        onError: (error) => showErrorToast(isApiError(error) ? error.message : toastCatalogue.unexpected),
      },
    );
  return (
    <Paper withBorder p="sm" component="article" aria-label={`${note.category_label} case note by ${note.author.name}`}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <Group gap="xs">
          <Badge variant="light" c="dark.9">
            {note.category_label}
          </Badge>
          {note.pinned && (
            <Badge variant="light" color="yellow" c="dark.9">
              Pinned
            </Badge>
          )}
          {note.confidential && (
            <Badge variant="light" color="red" c="dark.9">
              Confidential
            </Badge>
          )}
        </Group>
        {!readOnly && (
          <Group gap="xs">
            {note.can_edit && (
              <Button size="compact-sm" variant="subtle" onClick={() => onEdit(note)}>
                Edit
              </Button>
            )}
            <Button size="compact-sm" variant="subtle" onClick={togglePin} loading={pin.isPending}>
              {note.pinned ? 'Unpin' : 'Pin'}
            </Button>
          </Group>
        )}
      </Group>
      {/* Sanitised by the server's allow-list (modules/performance/rich-text.ts) before it was stored. */}
      <Box mt="xs" fz="sm" style={{ overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: note.body }} />
      <Text size="xs" c="dark.6" mt="xs">
        {note.author.name}, {formatDateTime(note.created_at)}
        {note.updated_at !== note.created_at && ` (edited ${formatDateTime(note.updated_at)})`}
      </Text>
    </Paper>
  );
}

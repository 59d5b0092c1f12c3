import { Badge, Button, Card, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  dateBounds,
  formatUsDate,
  serviceTrackerMessages as messages,
  todayIso,
  type ServiceLogEntry,
} from '@portal/contracts';
import { useState } from 'react';
import { isApiError } from '../../platform/api';
import { handleApiError } from '../../platform/errors';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useLogActions } from './api';

/** The ISO day of a timestamp, as a date input takes it. */
const isoDay = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

/** One log on the timeline, with its edit panel, note panel, note edit toggles and the delete confirmation. */
export function LogCard({ log }: { log: ServiceLogEntry }) {
  const actions = useLogActions();
  const [editing, setEditing] = useState(false);
  const [noting, setNoting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [endAt, setEndAt] = useState(isoDay(log.end_at));
  const [endError, setEndError] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const who = log.customer?.full_name ?? log.group?.name ?? '';
  const startDay = isoDay(log.start_at);
  // A single-day log ends on its start date: only a multi-day log's end can be changed.
  const endEditable = log.can_edit && log.duration === 'Multi-day';

  async function saveEnd() {
    if (endAt < startDay) return setEndError(messages.endBeforeStart);
    try {
      await actions.updateEnd.mutateAsync({ id: log.id, end_at: endAt, min_at: startDay });
      setEditing(false);
      setEndError(null);
    } catch (error) {
      if (isApiError(error, 422)) setEndError(error.body?.errors?.end_at?.[0] ?? error.message);
      else handleApiError(error);
    }
  }

  async function saveNote() {
    if (!note.trim()) return setNoteError(messages.noteRequired);
    try {
      await actions.addNote.mutateAsync({ id: log.id, body: note });
      setNote('');
      setNoting(false);
      setNoteError(null);
    } catch (error) {
      if (isApiError(error, 422)) setNoteError(error.body?.errors?.body?.[0] ?? error.message);
      else handleApiError(error);
    }
  }

  return (
    <Card
      withBorder
      component="article"
      aria-label={log.title}
      style={{ borderLeft: `4px solid ${log.service.type.color}` }}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Text fw={600}>{log.title}</Text>
          <Badge variant="light" color="gray">
            {log.duration}
          </Badge>
        </Group>
        <Text size="sm">
          {log.service.type.name}: {log.service.name}
          {log.contact_type ? ` · ${log.contact_type.name}` : ''}
        </Text>
        <Text size="sm">
          {log.group ? 'Group' : 'Customer'}: {who} · {log.location ?? ''} · by {log.created_by_user}
          {log.logged_by_user ? ` (logged by ${log.logged_by_user})` : ''}
        </Text>
        <Text size="sm">
          Start {formatUsDate(log.start_at)} · End {formatUsDate(log.end_at)}
          {log.minutes_in_day ? ` · ${log.minutes_in_day} minutes` : ''} · {log.status}
        </Text>
        {log.programs.length > 0 && (
          <Text size="sm">Programs: {log.programs.map((program) => program.name).join(', ')}</Text>
        )}
        {log.notes.map((entry) => (
          <NoteRow key={entry.id} note={entry} />
        ))}
        <Group gap="xs">
          {endEditable && (
            <Button size="xs" variant="default" onClick={() => setEditing((open) => !open)} aria-expanded={editing}>
              Edit
            </Button>
          )}
          {log.can_edit && (
            <Button size="xs" variant="default" onClick={() => setNoting((open) => !open)} aria-expanded={noting}>
              Add Note
            </Button>
          )}
          {log.can_delete && (
            <Button size="xs" color="red.9" variant="light" onClick={() => setDeleting(true)}>
              Delete
            </Button>
          )}
        </Group>
        {editing && endEditable && (
          <Group align="flex-end">
            <TextInput
              type="date"
              label="End at (Date)"
              min={startDay}
              max={dateBounds.service(todayIso()).max}
              value={endAt}
              onChange={(event) => setEndAt(event.currentTarget.value)}
              error={endError}
            />
            <Button size="sm" onClick={() => void saveEnd()} loading={actions.updateEnd.isPending}>
              Save
            </Button>
          </Group>
        )}
        {noting && (
          <Stack gap="xs">
            <Textarea
              label="Note"
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              error={noteError}
            />
            <Group>
              <Button size="sm" onClick={() => void saveNote()} loading={actions.addNote.isPending}>
                Save Note
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        opened={deleting}
        title="Delete log"
        message={messages.deleteConfirm}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        onCancel={() => setDeleting(false)}
        onConfirm={() => {
          setDeleting(false);
          actions.remove.mutate(log.id, { onError: (error) => handleApiError(error) });
        }}
      />
    </Card>
  );
}

function NoteRow({ note }: { note: ServiceLogEntry['notes'][number] }) {
  const { editNote } = useLogActions();
  const [editing, setEditing] = useState(false);
  const [body, setBody] = useState(note.body);
  return (
    <Stack gap={4} pl="sm" style={{ borderLeft: '2px solid var(--mantine-color-gray-4)' }}>
      {editing ? (
        <>
          <Textarea label="Edit note" value={body} onChange={(event) => setBody(event.currentTarget.value)} />
          <Group>
            <Button
              size="xs"
              onClick={() =>
                editNote.mutate(
                  { id: note.id, body },
                  { onSuccess: () => setEditing(false), onError: (error) => handleApiError(error) },
                )
              }
            >
              Save Note
            </Button>
          </Group>
        </>
      ) : (
        <Text size="sm">{note.body}</Text>
      )}
      <Group gap="xs">
        <Text size="xs" c="dimmed">
          {note.created_by_user} · {formatUsDate(todayIso(new Date(note.created_at)))}
          {note.customer ? ` · ${note.customer}` : ''}
        </Text>
        {note.can_edit && (
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => setEditing((open) => !open)}
            aria-expanded={editing}
          >
            {editing ? 'Cancel' : 'Edit note'}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

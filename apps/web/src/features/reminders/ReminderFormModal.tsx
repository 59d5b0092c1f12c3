import { Button, Group, Modal, SegmentedControl, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import {
  reminderActionLabels,
  reminderActions,
  reminderFormTime,
  reminderHours,
  reminderLimits,
  reminderMinutes,
  reminderPeriods,
  reminderSupportLabels,
  reminderSupportTypes,
  boardOffsetMinutes,
  dateBounds,
  todayIso,
  type Reminder,
  type ReminderBodyInput,
  type ReminderSupportType,
} from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { handleApiError } from '../../platform/errors';
import { laterSchema, submitChecked, useLaterSchema } from '../../platform/forms';
import { useTerminology } from '../../platform/settings';
import { showSuccessToast } from '../../platform/toasts';
import { searchTargets, useSaveReminder } from './api';

/**
 * The board zone's offset (minutes behind UTC) on that date: the form's time is the board's wall time (BOARD_TIME_ZONE),
 * and a reminder across a DST change keeps it.
 */
const offsetOn = (date: string) => boardOffsetMinutes(/^\d{4}-\d{2}-\d{2}$/.test(date) ? date : new Date());

// The shared schema (and Zod) is fetched after the page paints; a submit waits for it (ADR 0051).
const bodySchema = laterSchema(() => import('@portal/contracts/reminders').then((module) => module.reminderBodySchema));

type FormValues = Omit<ReminderBodyInput, 'action' | 'hour' | 'minute' | 'period'> & {
  action: string;
  hour: string;
  minute: string;
  period: string;
};

function initialValues(reminder: Reminder | null): FormValues {
  if (!reminder) {
    return {
      title: '',
      description: '',
      action: '',
      date: '',
      hour: '',
      minute: '',
      period: '',
      in_support_of_type: 'none',
      in_support_of_id: null,
      timezone_offset: offsetOn(''),
    };
  }
  const offset = boardOffsetMinutes(new Date(reminder.remind_at));
  return {
    title: reminder.title,
    description: reminder.description,
    action: reminder.action,
    ...reminderFormTime(reminder.remind_at, offset),
    in_support_of_type: reminder.in_support_of_type,
    in_support_of_id: reminder.in_support_of_id,
    timezone_offset: offset,
  };
}

interface ReminderFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** Editing this reminder; null creates one. */
  reminder: Reminder | null;
}

/** Spec 2.9 and 5: title, description, action, date, time, In Support Of with a target search. */
export function ReminderFormModal({ opened, onClose, reminder }: ReminderFormModalProps) {
  useLaterSchema(bodySchema);
  return (
    <Modal opened={opened} onClose={onClose} title={reminder ? 'Edit Reminder' : 'Create Reminder'} centered size="lg">
      {opened && <ReminderForm reminder={reminder} onDone={onClose} />}
    </Modal>
  );
}

function ReminderForm({ reminder, onDone }: { reminder: Reminder | null; onDone: () => void }) {
  const terms = useTerminology();
  const save = useSaveReminder();
  const form = useForm<FormValues>({
    initialValues: initialValues(reminder),
    validate: bodySchema.validate,
  });
  const supportType = form.values.in_support_of_type;
  const initialTarget = reminder?.in_support_of.customer
    ? { value: String(reminder.in_support_of.customer.id), label: reminder.in_support_of.customer.full_name }
    : reminder?.in_support_of.group
      ? { value: String(reminder.in_support_of.group.id), label: reminder.in_support_of.group.name }
      : null;

  const submit = submitChecked(bodySchema, form, (values) => {
    save.mutate(
      { id: reminder?.id ?? null, body: values as ReminderBodyInput },
      {
        onSuccess: (result) => {
          showSuccessToast(result.message);
          onDone();
        },
        onError: (error) => handleApiError(error, { form }),
      },
    );
  });

  const supportLabel = (type: ReminderSupportType) =>
    type === 'customer' ? terms.customer : reminderSupportLabels[type];

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Title"
          required
          maxLength={reminderLimits.title}
          data-autofocus
          {...form.getInputProps('title')}
        />
        <Textarea label="Description" required autosize minRows={3} {...form.getInputProps('description')} />
        <Select
          label="Call to Action"
          required
          data={reminderActions.map((action) => ({ value: action, label: reminderActionLabels[action] }))}
          {...form.getInputProps('action')}
        />
        <TextInput
          type="date"
          label="Date"
          required
          min={todayIso()}
          max={dateBounds.plan(todayIso()).max}
          {...form.getInputProps('date')}
          onChange={(event) => {
            const date = event.currentTarget.value;
            form.setFieldValue('date', date);
            form.setFieldValue('timezone_offset', offsetOn(date));
          }}
        />
        <Group grow align="flex-start" role="group" aria-label="Time">
          <Select label="Hour" required data={[...reminderHours]} {...form.getInputProps('hour')} />
          <Select label="Minute" required data={[...reminderMinutes]} {...form.getInputProps('minute')} />
          <Select label="AM/PM" required data={[...reminderPeriods]} {...form.getInputProps('period')} />
        </Group>
        <Stack gap={4}>
          <label htmlFor="reminder-support-type" style={{ fontSize: 'var(--mantine-font-size-sm)', fontWeight: 500 }}>
            In Support Of
          </label>
          <SegmentedControl
            id="reminder-support-type"
            data={reminderSupportTypes.map((type) => ({ value: type, label: supportLabel(type) }))}
            value={supportType}
            onChange={(value) => {
              // Choosing none, customer or group clears the target (spec 4).
              form.setFieldValue('in_support_of_type', value);
              form.setFieldValue('in_support_of_id', null);
            }}
          />
        </Stack>
        <TargetSearch
          key={supportType}
          type={supportType}
          label={supportType === 'none' ? 'Search' : supportLabel(supportType)}
          initial={supportType === reminder?.in_support_of_type ? initialTarget : null}
          value={form.values.in_support_of_id ?? null}
          error={form.errors.in_support_of_id}
          onChange={(id) => form.setFieldValue('in_support_of_id', id)}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface TargetSearchProps {
  type: ReminderSupportType;
  label: string;
  initial: { value: string; label: string } | null;
  value: number | null;
  error: React.ReactNode;
  onChange: (id: number | null) => void;
}

/** The target search: disabled for none; searches after 2 letters and a 500 ms pause (spec 5, 9). */
function TargetSearch({ type, label, initial, value, error, onChange }: TargetSearchProps) {
  const [search, setSearch] = useState(initial?.label ?? '');
  const [debounced] = useDebouncedValue(search.trim(), reminderLimits.searchDebounceMs);
  const enabled = type !== 'none' && debounced.length >= reminderLimits.searchMinLength;
  const results = useQuery({
    queryKey: ['reminders', 'targets', type, debounced],
    queryFn: ({ signal }) => searchTargets(type as 'customer' | 'group', debounced, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
  const options = [...(initial ? [initial] : []), ...(results.data ?? [])].filter(
    (option, index, all) => all.findIndex((other) => other.value === option.value) === index,
  );
  return (
    <Select
      label={label}
      required={type !== 'none'}
      disabled={type === 'none'}
      searchable
      clearable
      filter={({ options: all }) => all}
      placeholder={type === 'none' ? undefined : 'Type at least 2 letters'}
      nothingFoundMessage={enabled && results.isFetched ? 'No records found' : undefined}
      data={options}
      value={value === null ? null : String(value)}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(selected) => onChange(selected ? Number(selected) : null)}
      error={error}
    />
  );
}

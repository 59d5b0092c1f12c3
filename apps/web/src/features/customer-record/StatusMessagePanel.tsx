import { Paper, Text } from '@mantine/core';
import type { Restriction } from '@portal/contracts';
import { formatDateTime } from './format';

/** Spec 2.6: the first (newest) flag with its label, description, date, professional, location and note. */
export function StatusMessagePanel({ restriction }: { restriction: Restriction }) {
  return (
    <Paper component="section" aria-label="Flag status" withBorder p="md" bg="red.0" bd="1px solid red.9">
      <Text fw={700} c="red.9">
        {restriction.label}
      </Text>
      {restriction.description && <Text size="sm">{restriction.description}</Text>}
      <Text size="sm">
        {formatDateTime(restriction.created_at)} · {restriction.creator}
        {restriction.location ? ` · ${restriction.location}` : ''}
      </Text>
      <Text size="sm" mt={4}>
        Note: {restriction.narrative}
      </Text>
    </Paper>
  );
}

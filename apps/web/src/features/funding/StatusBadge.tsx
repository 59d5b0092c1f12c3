import { Badge } from '@mantine/core';

/** Badge colours by status group; the text stays dark on the light variant (axe contrast). */
export function statusColor(id: number): string {
  if (id === 1 || id === 3) return 'yellow';
  if (id === 2 || id === 4) return 'green';
  if (id === 5 || id === 6) return 'red';
  return 'gray';
}

/** A transaction's status, in the list and in the detail panel. */
export function StatusBadge({ status }: { status: { id: number; name: string } }) {
  return (
    <Badge variant="light" color={statusColor(status.id)} c="dark.9">
      {status.name}
    </Badge>
  );
}

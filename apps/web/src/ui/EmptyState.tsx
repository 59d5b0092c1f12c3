import { Text } from '@mantine/core';

/** The text a list shows when it has no rows. */
export function EmptyState({ message }: { message: string }) {
  return (
    <Text ta="center" py="md" c="dark.6">
      {message}
    </Text>
  );
}

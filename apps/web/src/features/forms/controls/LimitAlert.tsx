import { Text } from '@mantine/core';

/** The "Limit reached" notice under a masked field; a live region, so it is announced when it appears. */
export function LimitAlert({ message }: { message: string | null }) {
  return (
    <Text size="sm" c="orange.9" aria-live="polite" mt={message ? 4 : 0}>
      {message}
    </Text>
  );
}

import { Center, Loader } from '@mantine/core';

/** Shown while a page's code or data loads; `compact` for a part of a page. */
export function PageLoader({ compact = false }: { compact?: boolean }) {
  return (
    <Center mih={compact ? 120 : '50vh'} role="status">
      <Loader aria-label="Loading" />
    </Center>
  );
}

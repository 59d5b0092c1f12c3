import { Divider } from '@mantine/core';

export function HrControl() {
  return <Divider my="xs" />;
}

import { Box, Group, Text } from '@mantine/core';

interface ScaleBarProps {
  /** 1-based position on the scale. */
  value: number;
  /** One label per step, lowest first. */
  steps: readonly string[];
}

/**
 * A row of steps with the reached ones filled and the current one outlined in bold. It is decoration: the caller
 * states the value in text beside it, so it is hidden from assistive technology.
 */
export function ScaleBar({ value, steps }: ScaleBarProps) {
  return (
    <Group gap={4} wrap="nowrap" aria-hidden data-testid="scale-bar">
      {steps.map((label, index) => {
        const position = index + 1;
        const reached = position <= value;
        return (
          <Box key={label} style={{ flex: 1 }} data-reached={reached || undefined}>
            <Box
              h={10}
              style={{
                borderRadius: 4,
                background: reached ? 'var(--mantine-color-blue-8)' : 'var(--mantine-color-gray-3)',
              }}
            />
            <Text size="xs" mt={4} fw={position === value ? 700 : 400} c={position === value ? 'dark.9' : 'dimmed'}>
              {label}
            </Text>
          </Box>
        );
      })}
    </Group>
  );
}

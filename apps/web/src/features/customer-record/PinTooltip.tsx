import { Tooltip, type TooltipProps } from '@mantine/core';

/** The pin's hover label: Mantine's Tooltip (with floating-ui), loaded by PinButton after the record's first paint. */
export function PinTooltip(props: TooltipProps) {
  return <Tooltip {...props} />;
}

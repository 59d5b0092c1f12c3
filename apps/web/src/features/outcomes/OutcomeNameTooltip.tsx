import { Tooltip } from '@mantine/core';
import { useEffect, useRef } from 'react';

/**
 * A cut outcome name with the whole name in a tooltip (OutcomesWidget's OutcomeName loads this lazily: Tooltip brings
 * floating-ui, about 20 KiB gzip, that the participant's home need not wait for). `requested`: the pointer or the focus
 * reached the name before this code arrived, so the tooltip opens at once, and a focused name keeps the focus.
 */
export function OutcomeNameTooltip({
  name,
  text,
  requested,
}: {
  name: string;
  text: string;
  requested: 'hover' | 'focus' | undefined;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (requested === 'focus') ref.current?.focus();
  }, [requested]);
  return (
    <Tooltip
      label={name}
      multiline
      maw={320}
      events={{ hover: true, focus: true, touch: true }}
      defaultOpened={requested !== undefined}
    >
      <span ref={ref} tabIndex={0} aria-label={name}>
        {text}
      </span>
    </Tooltip>
  );
}

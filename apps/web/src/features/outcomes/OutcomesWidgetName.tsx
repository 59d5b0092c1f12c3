import { truncateOutcomeName } from '@portal/contracts';
import { lazy, Suspense, useState } from 'react';

const OutcomeNameTooltip = lazy(async () => ({ default: (await import('./OutcomeNameTooltip')).OutcomeNameTooltip }));

/** An outcome's name, cut at 40 characters with the whole name in a tooltip (participant spec 9). */
export function OutcomeName({ name }: { name: string }) {
  const { text, truncated } = truncateOutcomeName(name);
  // Pointed at or focused before the tooltip's code arrived: it opens as it mounts.
  const [requested, setRequested] = useState<'hover' | 'focus'>();
  if (!truncated) return <>{name}</>;
  const waiting = (
    <span
      tabIndex={0}
      aria-label={name}
      onMouseEnter={() => setRequested('hover')}
      onFocus={() => setRequested('focus')}
    >
      {text}
    </span>
  );
  return (
    <Suspense fallback={waiting}>
      <OutcomeNameTooltip name={name} text={text} requested={requested} />
    </Suspense>
  );
}

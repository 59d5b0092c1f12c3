import { lazy, Suspense, type ComponentType } from 'react';

/**
 * The Outcomes widget's place on the home. The widget is the outcomes feature's (issue #24):
 * features/outcomes/OutcomesWidget.tsx. It is found by name, so the home builds before it exists and mounts it as
 * soon as it does; until then this slot renders nothing.
 */
const candidates = import.meta.glob<{ OutcomesWidget: ComponentType }>('../outcomes/OutcomesWidget.tsx');
const load = Object.values(candidates)[0];
const OutcomesWidget = load ? lazy(async () => ({ default: (await load()).OutcomesWidget })) : null;

export function OutcomesSlot() {
  if (!OutcomesWidget) return null;
  return (
    <Suspense fallback={null}>
      <OutcomesWidget />
    </Suspense>
  );
}

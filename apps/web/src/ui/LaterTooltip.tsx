import { useEffect, useState } from 'react';
import type * as TooltipModule from './laterTooltip';

const loadTooltip = () => import('./laterTooltip');
let tooltipModule: typeof TooltipModule | undefined;

/**
 * Mantine's Tooltip once its code is in, fetched after the first paint (issue #30): render the control alone until then
 * (it works, with its accessible name, before and without its hover label), and wrapped in `Tooltip` after.
 */
export function useLaterTooltip(): typeof TooltipModule | undefined {
  const [module, setModule] = useState(tooltipModule);
  useEffect(() => {
    if (module) return;
    let live = true;
    loadTooltip().then(
      (loaded) => {
        tooltipModule = loaded;
        if (live) setModule(loaded);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [module]);
  return module;
}

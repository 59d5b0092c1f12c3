import { ActionIcon } from '@mantine/core';
import IconPin from '@tabler/icons-react/dist/esm/icons/IconPin.mjs';
import IconPinnedFilled from '@tabler/icons-react/dist/esm/icons/IconPinnedFilled.mjs';
import { lazy, Suspense, useEffect, useState } from 'react';
import { handleApiError } from '../../platform/errors';
import { useTrack } from './api';

// The hover label (Mantine's Tooltip and floating-ui, about 19 KiB gzip) is not part of the record's first paint
// (issue #30): it is fetched once the banner has painted; until then the button has its accessible name alone.
const loadTooltip = () => import('./PinTooltip');
const PinTooltip = lazy(async () => ({ default: (await loadTooltip()).PinTooltip }));

/** Spec 4: the pin switches after the call succeeds and ignores clicks while one is pending. */
export function PinButton({ id, tracked }: { id: number; tracked: boolean }) {
  const track = useTrack(id);
  const [withTooltip, setWithTooltip] = useState(false);
  useEffect(() => {
    let live = true;
    loadTooltip().then(
      () => live && setWithTooltip(true),
      () => undefined, // without its code the button keeps working, with no hover label
    );
    return () => {
      live = false;
    };
  }, []);
  const label = tracked ? 'Unpin (stop tracking)' : 'Pin (track)';
  const button = (
    <ActionIcon
      variant={tracked ? 'filled' : 'default'}
      aria-label={label}
      aria-pressed={tracked}
      aria-busy={track.isPending}
      onClick={() => {
        if (track.isPending) return;
        track.mutate(undefined, { onError: (error) => handleApiError(error) });
      }}
    >
      {tracked ? <IconPinnedFilled size={18} /> : <IconPin size={18} />}
    </ActionIcon>
  );
  if (!withTooltip) return button;
  return (
    <Suspense fallback={button}>
      <PinTooltip label={label}>{button}</PinTooltip>
    </Suspense>
  );
}

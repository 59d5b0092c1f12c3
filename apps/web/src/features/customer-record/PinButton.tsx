import { ActionIcon, Tooltip } from '@mantine/core';
import IconPin from '@tabler/icons-react/dist/esm/icons/IconPin.mjs';
import IconPinnedFilled from '@tabler/icons-react/dist/esm/icons/IconPinnedFilled.mjs';
import { handleApiError } from '../../platform/errors';
import { useTrack } from './api';

/** Spec 4: the pin switches after the call succeeds and ignores clicks while one is pending. */
export function PinButton({ id, tracked }: { id: number; tracked: boolean }) {
  const track = useTrack(id);
  const label = tracked ? 'Unpin (stop tracking)' : 'Pin (track)';
  return (
    <Tooltip label={label}>
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
    </Tooltip>
  );
}

import { ActionIcon, Loader, TextInput, Tooltip, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { programConstants, programMessages } from '@portal/contracts';
import { useId, useState } from 'react';
import { toastDefaults } from '../../platform/toasts';
import { IconCurrentLocation } from './icons';
import { reverseGeocode } from './queries';
import { useGeolocationPermission } from './useGeolocationPermission';

interface LocationFieldProps {
  value: string;
  error?: string | undefined;
  onChange: (address: string) => void;
  /** Called with the address the location button found. */
  onLocated: (address: string) => void;
}

function showNoAddress() {
  notifications.show({
    color: 'yellow',
    title: programMessages.noAddressTitle,
    message: programMessages.noAddressText,
    autoClose: toastDefaults.autoClose,
  });
}

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, { timeout: 15_000, maximumAge: 300_000 }),
  );
}

/** The address field with the location button (browser geolocation + reverse geocoding, spec 2). */
export function LocationField({ value, error, onChange, onLocated }: LocationFieldProps) {
  const availability = useGeolocationPermission();
  const [locating, setLocating] = useState(false);
  const deniedId = useId();
  const denied = availability === 'denied';

  async function locate() {
    if (denied || locating) return;
    setLocating(true);
    try {
      const position = await currentPosition();
      onLocated(await reverseGeocode(position.coords.latitude, position.coords.longitude));
    } catch {
      showNoAddress();
    } finally {
      setLocating(false);
    }
  }

  const button = (
    <Tooltip
      label={denied ? programMessages.geolocationDenied : programMessages.useLocation}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
    >
      <ActionIcon
        variant="subtle"
        aria-label={programMessages.useLocation}
        aria-disabled={denied || undefined}
        aria-describedby={denied ? deniedId : undefined}
        data-disabled={denied || undefined}
        onClick={() => void locate()}
      >
        {locating ? (
          <Loader role="progressbar" size="xs" aria-label="Locating" />
        ) : (
          <IconCurrentLocation size={18} aria-hidden />
        )}
      </ActionIcon>
    </Tooltip>
  );

  return (
    <>
      <TextInput
        label="Location"
        placeholder="ZIP code or city, state"
        value={value}
        maxLength={programConstants.textMax}
        error={error}
        onChange={(event) => onChange(event.currentTarget.value)}
        rightSection={button}
        rightSectionPointerEvents="all"
      />
      {denied && <VisuallyHidden id={deniedId}>{programMessages.geolocationDenied}</VisuallyHidden>}
    </>
  );
}

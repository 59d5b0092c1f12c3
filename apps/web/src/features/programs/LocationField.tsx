import { ActionIcon, Loader, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { programConstants } from '@portal/contracts';
import { useId, useState } from 'react';
import { i18n, useT } from '../../platform/i18n';
import { toastDefaults } from '../../platform/toasts';
import { LaterTooltip } from '../../ui/LaterTooltip';
import { IconCurrentLocation } from './icons';
import { reverseGeocode } from './queries';
import { useGeolocationPermission } from './useGeolocationPermission';
import { TextField } from '../../ui/TextField';

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
    title: i18n.t('programs:form.noAddressTitle'),
    message: i18n.t('programs:form.noAddressText'),
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
  const { t } = useT('programs');
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

  // The hover label's code comes after the page has painted (issue #30); the button works before it.
  const icon = (
    <ActionIcon
      variant="subtle"
      aria-label={t('form.useLocation')}
      aria-disabled={denied || undefined}
      aria-describedby={denied ? deniedId : undefined}
      data-disabled={denied || undefined}
      onClick={() => void locate()}
    >
      {locating ? (
        <Loader role="progressbar" size="xs" aria-label={t('form.locating')} />
      ) : (
        <IconCurrentLocation size={18} aria-hidden />
      )}
    </ActionIcon>
  );
  const button = (
    <LaterTooltip
      label={denied ? t('form.geolocationDenied') : t('form.useLocation')}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
    >
      {icon}
    </LaterTooltip>
  );

  return (
    <>
      <TextField
        label={t('form.location')}
        placeholder={t('form.locationPlaceholder')}
        value={value}
        maxLength={programConstants.textMax}
        error={error}
        onChange={(event) => onChange(event.currentTarget.value)}
        rightSection={button}
        rightSectionPointerEvents="all"
      />
      {denied && <VisuallyHidden id={deniedId}>{t('form.geolocationDenied')}</VisuallyHidden>}
    </>
  );
}

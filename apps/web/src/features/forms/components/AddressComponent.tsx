import { Fieldset, SimpleGrid, Text, TextInput } from '@mantine/core';
import { formConstants, type AddressAnswer, type PlaceDetails } from '@portal/contracts';
import { useSettings } from '../../../platform/settings';
import { lookupZip } from '../api';
import type { FieldProps } from '../fieldTypes';
import { PlacesAddressLookup } from './PlacesAddressLookup';
import { addressFromPlace } from './placesApi';
import { useT } from '../../../platform/i18n';

export const emptyAddress: AddressAnswer = {
  lookup: '',
  address: '',
  address2: '',
  city: '',
  state: '',
  zip: '',
  county: '',
  latitude: null,
  longitude: null,
};

type TextField = Exclude<keyof AddressAnswer, 'latitude' | 'longitude'>;

/** The fields in order; each one's label is `components.<name>` in the forms catalogue. */
const fields: ReadonlyArray<{ name: Exclude<TextField, 'lookup'>; max: number; autoComplete?: string }> = [
  { name: 'address', max: formConstants.addressFieldMax, autoComplete: 'address-line1' },
  { name: 'address2', max: formConstants.addressFieldMax, autoComplete: 'address-line2' },
  { name: 'zip', max: formConstants.zipMax, autoComplete: 'postal-code' },
  { name: 'city', max: formConstants.addressFieldMax, autoComplete: 'address-level2' },
  { name: 'state', max: formConstants.stateLength, autoComplete: 'address-level1' },
  { name: 'county', max: formConstants.addressFieldMax },
];

/**
 * The customer's primary address. Typing a five-digit ZIP fills city, state and county from the offline geocoder.
 * When the server has a places service (settings.places_autocomplete), the lookup suggests addresses and choosing one
 * fills every field; otherwise the lookup text is just what the user typed.
 */
export function AddressComponent({ question, value, onChange, error, fieldError }: FieldProps<AddressAnswer>) {
  const { t } = useT('forms');
  const answer = { ...emptyAddress, ...(value ?? {}) };
  const required = question.required;
  const errorId = `${question.identifier}-address-error`;
  const placesOn = useSettings().places_autocomplete === true;

  const setField = (name: TextField, text: string) => {
    const next = name === 'state' ? text.toUpperCase() : text;
    onChange({ ...answer, [name]: next });
    if (name === 'zip' && /^\d{5}$/.test(next) && next !== answer.zip) void fillFromZip(next);
  };

  const fillFromZip = async (zip: string) => {
    try {
      const place = await lookupZip(zip);
      onChange((current) => {
        const base = { ...emptyAddress, ...(current ?? {}) };
        // The user may have typed on; only fill when the ZIP is still the one looked up.
        if (base.zip !== zip) return base;
        const { city, state, county, latitude, longitude } = place;
        return { ...base, city, state, county, latitude, longitude };
      });
    } catch {
      // An unknown ZIP: the user fills city, state and county by hand.
    }
  };

  const fillFromPlace = (place: PlaceDetails, description: string) =>
    onChange((current) => addressFromPlace({ ...emptyAddress, ...(current ?? {}) }, place, description));

  const lookup = {
    label: t('components.addressLookup'),
    description: t('components.addressLookupHint'),
    required,
    readOnly: question.readonly,
    error: fieldError('lookup'),
  };

  return (
    <Fieldset legend={question.text} aria-describedby={error ? errorId : undefined}>
      {question.description && (
        <Text size="sm" c="dimmed" mb="xs">
          {question.description}
        </Text>
      )}
      {placesOn ? (
        <PlacesAddressLookup
          {...lookup}
          value={answer.lookup}
          onTextChange={(text) => setField('lookup', text)}
          onPlace={fillFromPlace}
        />
      ) : (
        <TextInput
          label={lookup.label}
          description={lookup.description}
          withAsterisk={required}
          readOnly={lookup.readOnly}
          maxLength={formConstants.addressFieldMax}
          value={answer.lookup}
          error={lookup.error}
          onChange={(event) => setField('lookup', event.currentTarget.value)}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
        {fields.map((field) => (
          <TextInput
            key={field.name}
            label={t(`components.${field.name}`)}
            withAsterisk={required && field.name !== 'address2'}
            readOnly={question.readonly}
            maxLength={field.max}
            autoComplete={field.autoComplete}
            inputMode={field.name === 'zip' ? 'numeric' : undefined}
            value={answer[field.name]}
            error={fieldError(field.name)}
            onChange={(event) => setField(field.name, event.currentTarget.value)}
          />
        ))}
      </SimpleGrid>
      {error && (
        <Text id={errorId} size="sm" c="red.8" mt="xs">
          {error}
        </Text>
      )}
    </Fieldset>
  );
}

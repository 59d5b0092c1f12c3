import { Combobox, Loader, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formConstants, type PlaceDetails } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { fetchPlaceDetails, newPlacesSession, placesSuggestQuery } from './placesApi';
import { useT } from '../../../platform/i18n';

interface PlacesAddressLookupProps {
  label: string;
  description: string;
  required: boolean;
  readOnly: boolean;
  error?: string | undefined;
  /** The lookup text (the address answer's `lookup`). */
  value: string;
  onTextChange: (text: string) => void;
  /** A suggestion was chosen and its details arrived. */
  onPlace: (place: PlaceDetails, description: string) => void;
}

/**
 * The address lookup as an autocomplete over the configured places service (debounced 500 ms). Choosing a
 * suggestion fetches its details; the address component fills its fields from them.
 */
export function PlacesAddressLookup(props: PlacesAddressLookupProps) {
  const { t } = useT('forms');
  const { label, description, required, readOnly, error, value, onTextChange, onPlace } = props;
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const session = useRef(newPlacesSession());
  // Text that needs no search (each one is billed): the saved answer, or the suggestion just chosen.
  const [settled, setSettled] = useState(value);
  const [debounced] = useDebouncedValue(value, formConstants.searchDebounceMs);
  const results = useQuery(placesSuggestQuery(debounced === settled ? '' : debounced, session.current));

  const idle = value.trim() === '' || value === settled;
  const suggestions = idle ? [] : (results.data ?? []);
  const searching = !idle && (value !== debounced || results.isFetching);
  const emptyMessage = idle
    ? t('components.startSearching')
    : searching
      ? t('components.searching')
      : t('components.nothingFound');

  const choose = async (placeId: string) => {
    const description = suggestions.find((suggestion) => suggestion.place_id === placeId)?.description ?? value;
    setSettled(description);
    onTextChange(description);
    combobox.closeDropdown();
    try {
      onPlace(await fetchPlaceDetails(placeId, session.current), description);
    } catch {
      // The service failed or forgot the place: the lookup text stays and the user fills the fields by hand.
    } finally {
      // A details call ends the provider's session; the next search starts a new one.
      session.current = newPlacesSession();
    }
  };

  return (
    <Combobox store={combobox} onOptionSubmit={(placeId) => void choose(placeId)} readOnly={readOnly}>
      <Combobox.Target>
        <TextInput
          label={label}
          description={description}
          withAsterisk={required}
          error={error}
          readOnly={readOnly}
          maxLength={formConstants.addressFieldMax}
          autoComplete="off"
          value={value}
          rightSection={searching && value.trim() !== '' ? <Loader size="xs" aria-hidden /> : null}
          onChange={(event) => {
            onTextChange(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={readOnly}>
        <Combobox.Options>
          {suggestions.map((suggestion) => (
            <Combobox.Option key={suggestion.place_id} value={suggestion.place_id}>
              {suggestion.description}
            </Combobox.Option>
          ))}
          {suggestions.length === 0 && <Combobox.Empty>{emptyMessage}</Combobox.Empty>}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

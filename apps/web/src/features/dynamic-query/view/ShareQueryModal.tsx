import { Button, Group, Modal, MultiSelect, Select, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  allSystemLocations,
  dynamicQueryMessages,
  userOptionLabel,
  type StoredQuery,
  type UserOption,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../platform/api';
import { showErrorToast, showSuccessToast } from '../../../platform/toasts';
import { locationsQuery, usersByIdsQuery, usersSearchQuery, useShareQuery } from '../api';

/** Forms spec 9: user searches wait 500 ms after the last key. */
const searchDebounceMs = 500;

/** Share: choose users (the list can be narrowed by location; 'All System Locations' is 0). */
export function ShareQueryModal({ query, onClose }: { query: StoredQuery | null; onClose: () => void }) {
  const share = useShareQuery();
  const [locationId, setLocationId] = useState<number>(allSystemLocations.id);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, searchDebounceMs);
  const [picked, setChosen] = useState<Map<number, UserOption> | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The user list opens when asked for (click or typing) and closes once a user is picked: left open, it covers the
  // dialog's Share and Cancel buttons.
  const [listOpened, setListOpened] = useState(false);
  const locations = useQuery({ ...locationsQuery, enabled: query !== null });
  const users = useQuery({ ...usersSearchQuery(debounced, locationId), enabled: query !== null });
  const current = useQuery({ ...usersByIdsQuery(query?.shared_with ?? []), enabled: !!query?.shared_with.length });
  // Until the user changes the choice, those it is already shared with are chosen.
  const chosen = picked ?? new Map((current.data ?? []).map((user) => [user.id, user]));

  const locationOptions = [allSystemLocations, ...(locations.data ?? []).filter((l) => l.id !== allSystemLocations.id)];
  const candidates = new Map(chosen);
  for (const user of users.data ?? []) candidates.set(user.id, user);

  const close = () => {
    setListOpened(false);
    setChosen(null);
    setSearch('');
    setError(null);
    onClose();
  };
  const submit = () => {
    if (!query) return;
    if (chosen.size === 0) {
      setError(dynamicQueryMessages.shareMin);
      return;
    }
    share.mutate(
      { id: query.id, userIds: [...chosen.keys()] },
      {
        onSuccess: () => {
          showSuccessToast(dynamicQueryMessages.shared);
          close();
        },
        onError: (failure) => {
          const message = isApiError(failure, 422) ? Object.values(failure.body?.errors ?? {})[0]?.[0] : undefined;
          if (message) setError(message);
          else showErrorToast(dynamicQueryMessages.shareFailed);
        },
      },
    );
  };

  return (
    <Modal opened={query !== null} onClose={close} title={`Share ${query?.name ?? ''}`} centered>
      <Stack>
        <Select
          label="Location"
          data={locationOptions.map((location) => ({ value: String(location.id), label: location.label }))}
          value={String(locationId)}
          allowDeselect={false}
          onChange={(next) => setLocationId(Number(next ?? allSystemLocations.id))}
        />
        <MultiSelect
          label="Users"
          required
          searchable
          openOnFocus={false}
          dropdownOpened={listOpened}
          onDropdownOpen={() => setListOpened(true)}
          onDropdownClose={() => setListOpened(false)}
          onOptionSubmit={() => setListOpened(false)}
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options }) => options}
          nothingFoundMessage={users.isFetching ? 'Searching' : debounced ? 'Nothing found.' : 'Start searching...'}
          data={[...candidates.values()].map((user) => ({ value: String(user.id), label: userOptionLabel(user) }))}
          value={[...chosen.keys()].map(String)}
          onChange={(ids) => {
            setError(null);
            setChosen(new Map(ids.map((id) => [Number(id), candidates.get(Number(id))!])));
          }}
          error={error}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={submit} loading={share.isPending}>
            Share
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

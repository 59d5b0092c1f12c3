import { ActionIcon, Button, Group, Text, TextInput } from '@mantine/core';
import IconInfoCircle from '@tabler/icons-react/dist/esm/icons/IconInfoCircle.mjs';
import {
  customerSearchMessages,
  customerSearchTypeLabels,
  participantSearchTypes,
  type ParticipantSearchType,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTerminology } from '../../../platform/settings';
import { LaterTooltip } from '../../../ui/LaterTooltip';
import { RadioField, RadioGroupField } from '../../../ui/RadioGroupField';
import { totalUniqueCustomersQuery } from '../api';
import { WidgetCard } from './WidgetCard';

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The date input gives YYYY-MM-DD; the search page shows and accepts month/day/year. */
function toSearchQuery(type: ParticipantSearchType, value: string): string {
  const text = value.trim();
  const date = type === 'birthdate' ? isoDate.exec(text) : null;
  return date ? `${date[2]}/${date[3]}/${date[1]}` : text;
}

/** Spec 2.7: pick Name, Date of Birth or Email, type, press Enter; the customer search page does the rest. */
export function ParticipantSearchWidget() {
  const { customer, customers } = useTerminology();
  const navigate = useNavigate();
  const [searchType, setSearchType] = useState<ParticipantSearchType>('name');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const pinned = useQuery(totalUniqueCustomersQuery());
  const aboutPinned = `The unique ${customers.toLowerCase()} you have pinned to track`;
  const about = (
    <ActionIcon variant="subtle" size="sm" aria-label={`About the pinned ${customers.toLowerCase()} total`}>
      <IconInfoCircle size={16} aria-hidden />
    </ActionIcon>
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = toSearchQuery(searchType, value);
    if (!query) {
      setError(customerSearchMessages.invalidSearch);
      return;
    }
    void navigate(`/customers?${new URLSearchParams({ search_type: searchType, query }).toString()}`);
  }

  function changeType(next: string) {
    setSearchType(next as ParticipantSearchType);
    setValue('');
    setError(null);
  }

  return (
    <WidgetCard title={`${customer} Search`}>
      <form onSubmit={submit} noValidate>
        <RadioGroupField label="Search by" value={searchType} onChange={changeType} mt="xs">
          <Group gap="md" mt={4}>
            {participantSearchTypes.map((type) => (
              <RadioField key={type} value={type} label={customerSearchTypeLabels[type]} />
            ))}
          </Group>
        </RadioGroupField>
        <Group align="flex-start" mt="sm" gap="xs" wrap="nowrap">
          <TextInput
            flex={1}
            label={`Find a ${customer.toLowerCase()}`}
            type={searchType === 'birthdate' ? 'date' : searchType === 'email' ? 'email' : 'text'}
            max={searchType === 'birthdate' ? '9999-12-31' : undefined}
            value={value}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              setError(null);
            }}
            error={error}
          />
          <Button type="submit" mt={25}>
            Search
          </Button>
        </Group>
      </form>
      <Group gap={4} mt="md">
        <Text size="sm">
          Total Unique {customers} Pinned: <strong>{pinned.data?.total ?? '–'}</strong>
        </Text>
        {/* The hover label's code (Tooltip, floating-ui) comes after the first paint; the button is named before. */}
        <LaterTooltip label={aboutPinned} withArrow>
          {about}
        </LaterTooltip>
      </Group>
    </WidgetCard>
  );
}

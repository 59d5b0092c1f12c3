import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import { applyInputMask, digitsOnly, formConstants } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { lookupZip } from '../forms/api';
import { maskDate } from '../customers/dateMask';
import type { ProfileForm } from './profile-form';

/** The ZIP's city and state (the forms' offline lookup), shown under the ZIP so a mistyped one stands out. */
function useZipPlace(zip: string) {
  const five = /^\d{5}/.exec(zip)?.[0] ?? null;
  const { data } = useQuery({
    queryKey: ['zip-lookup', five],
    queryFn: ({ signal }) => lookupZip(five!, signal),
    enabled: five !== null,
    retry: false,
    staleTime: Infinity,
    meta: { silent: true },
  });
  return five && data ? `${data.city}, ${data.state}` : undefined;
}

export function NameFields({ form }: { form: ProfileForm }) {
  return (
    <Fieldset legend="Name and date of birth">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="First Name" withAsterisk autoComplete="off" {...form.getInputProps('first_name')} />
        <TextInput label="Last Name" withAsterisk autoComplete="off" {...form.getInputProps('last_name')} />
        <TextInput label="Preferred Name" autoComplete="off" {...form.getInputProps('preferred_name')} />
        <TextInput
          label="Date of Birth"
          withAsterisk
          placeholder="mm/dd/yyyy"
          inputMode="numeric"
          {...form.getInputProps('birthdate')}
          onChange={(event) => form.setFieldValue('birthdate', maskDate(event.currentTarget.value))}
        />
      </SimpleGrid>
    </Fieldset>
  );
}

export function ContactFields({ form }: { form: ProfileForm }) {
  const place = useZipPlace(form.values.zip);
  return (
    <Fieldset legend="Contact details">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Email" type="email" autoComplete="off" {...form.getInputProps('email')} />
        <TextInput
          label="Phone"
          type="tel"
          inputMode="tel"
          placeholder={formConstants.phoneMask}
          {...form.getInputProps('phone')}
          onChange={(event) =>
            form.setFieldValue(
              'phone',
              applyInputMask(formConstants.phoneMask, digitsOnly(event.currentTarget.value)).value,
            )
          }
        />
        <TextInput label="Address" autoComplete="off" {...form.getInputProps('address')} />
        <TextInput
          label="ZIP code"
          inputMode="numeric"
          maxLength={10}
          description={place}
          {...form.getInputProps('zip')}
        />
      </SimpleGrid>
    </Fieldset>
  );
}

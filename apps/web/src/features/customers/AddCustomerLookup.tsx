import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  customerIntakeMessages,
  customerLookupBodySchema,
  type CustomerLookupBody,
  type CustomerLookupRow,
} from '@portal/contracts';
import { isApiError } from '../../platform/api';
import { handleApiError } from '../../platform/errors';
import { schemaValidator } from '../../platform/forms';
import { maskDate } from './dateMask';
import { useCustomerLookup } from './intakeApi';

export interface LookupValues {
  first_name: string;
  last_name: string;
  birthdate: string;
  phone: string;
  email: string;
  address: string;
  zip: string;
}

export const emptyLookup: LookupValues = {
  first_name: '',
  last_name: '',
  birthdate: '',
  phone: '',
  email: '',
  address: '',
  zip: '',
};

interface AddCustomerLookupProps {
  customerTerm: string;
  /** Exactly one match selects that customer; anything else (none, several, a failure) is "not found". */
  onFound: (row: CustomerLookupRow) => void;
  onNotFound: (values: LookupValues) => void;
}

/** Step 1 (spec 2.2): the three required fields plus an address and zip, a phone or an email. */
export function AddCustomerLookup({ customerTerm, onFound, onNotFound }: AddCustomerLookupProps) {
  const lookup = useCustomerLookup();
  const form = useForm<LookupValues>({
    mode: 'controlled',
    initialValues: emptyLookup,
    validate: schemaValidator(customerLookupBodySchema),
  });
  // The "4 of 7" rule is about the whole form, so it is shown once above the buttons rather than on one field.
  const minimumError = form.errors.phone === customerIntakeMessages.lookupMinimum ? form.errors.phone : null;

  const submit = form.onSubmit((values) => {
    const body: CustomerLookupBody = values;
    lookup.mutate(body, {
      onSuccess: (answer) => {
        const only = answer.data.length === 1 ? answer.data[0] : undefined;
        if (only) onFound(only);
        else onNotFound(values);
      },
      onError: (error) => {
        // Spec 8: a failed lookup is treated as not found; a 422 still belongs on the fields.
        if (isApiError(error, 422)) handleApiError(error, { form });
        else onNotFound(values);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={`Look up a ${customerTerm}`}>
      <Stack gap="sm">
        <Text size="sm">
          Besides first name, last name and date of birth, give a street address plus zip, or a phone, or an email.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="First Name" withAsterisk {...form.getInputProps('first_name')} />
          <TextInput label="Last Name" withAsterisk {...form.getInputProps('last_name')} />
          <TextInput
            label="Date of Birth"
            withAsterisk
            placeholder="mm/dd/yyyy"
            inputMode="numeric"
            {...form.getInputProps('birthdate')}
            onChange={(event) => form.setFieldValue('birthdate', maskDate(event.currentTarget.value))}
          />
          <TextInput
            label="Phone"
            type="tel"
            {...form.getInputProps('phone')}
            error={minimumError ? undefined : form.errors.phone}
          />
          <TextInput label="Email" type="email" {...form.getInputProps('email')} />
          <TextInput label="Address" {...form.getInputProps('address')} />
          <TextInput label="Zip" {...form.getInputProps('zip')} />
        </SimpleGrid>
        <div aria-live="polite">
          {minimumError && (
            <Alert color="red" role="alert">
              {minimumError}
            </Alert>
          )}
        </div>
        <Group justify="flex-end">
          <Button type="submit" loading={lookup.isPending}>
            Search
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

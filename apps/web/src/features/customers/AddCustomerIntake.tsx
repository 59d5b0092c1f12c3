import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { customerIntakeFormSchema, noLocationId } from '@portal/contracts';
import { useMemo } from 'react';
import { isApiError } from '../../platform/api';
import { handleApiError } from '../../platform/errors';
import { schemaValidator } from '../../platform/forms';
import { useSettings } from '../../platform/settings';
import { maskDate } from './dateMask';
import { IntakeLocationSelect } from './IntakeLocationSelect';
import { useCustomerIntake } from './intakeApi';

export interface IntakeValues {
  first_name: string;
  last_name: string;
  email: string;
  birthdate: string;
  location_id: number;
}

interface AddCustomerIntakeProps {
  initial: Omit<IntakeValues, 'location_id'>;
  customerTerm: string;
  onCreated: (id: number) => void;
  onAlreadyExists: () => void;
  onNotFound: () => void;
  onBack: () => void;
}

/** The intake form (spec 3, 5): the same schema, with the settings' minimum age, as the server's. */
export function AddCustomerIntake(props: AddCustomerIntakeProps) {
  const { initial, customerTerm, onCreated, onAlreadyExists, onNotFound, onBack } = props;
  const settings = useSettings();
  const intake = useCustomerIntake();
  const schema = useMemo(() => customerIntakeFormSchema(settings), [settings]);
  const form = useForm<IntakeValues>({
    mode: 'controlled',
    initialValues: { ...initial, location_id: noLocationId },
    validate: schemaValidator(schema),
  });

  const submit = form.onSubmit((values) => {
    intake.mutate(values, {
      onSuccess: (answer) => {
        // Spec 4: an answer with an id shows the congratulations; without one, the not-found modal.
        if (typeof answer?.id === 'number') onCreated(answer.id);
        else onNotFound();
      },
      onError: (error) => {
        if (isApiError(error, 409)) onAlreadyExists();
        else if (isApiError(error, 404)) onNotFound();
        else handleApiError(error, { form });
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={`Add a new ${customerTerm}`}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="First Name" withAsterisk {...form.getInputProps('first_name')} />
          <TextInput label="Last Name" withAsterisk {...form.getInputProps('last_name')} />
          <TextInput label="Email" type="email" withAsterisk {...form.getInputProps('email')} />
          <TextInput
            label="Date of Birth"
            withAsterisk
            placeholder="mm/dd/yyyy"
            inputMode="numeric"
            {...form.getInputProps('birthdate')}
            onChange={(event) => form.setFieldValue('birthdate', maskDate(event.currentTarget.value))}
          />
        </SimpleGrid>
        <IntakeLocationSelect
          value={form.values.location_id}
          onChange={(id) => form.setFieldValue('location_id', id)}
          error={form.errors.location_id}
        />
        <Group justify="space-between">
          <Button variant="default" onClick={onBack}>
            Back
          </Button>
          <Button type="submit" loading={intake.isPending}>
            Add {customerTerm}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

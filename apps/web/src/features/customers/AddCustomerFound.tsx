import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { customerIntakeMessages, customerRecordRoute, noLocationId, type CustomerLookupRow } from '@portal/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatPhone } from '../customer-record/format';
import { formatBirthdate } from './CustomerResultsTable';
import { IntakeLocationSelect } from './IntakeLocationSelect';
import { useCustomerImport } from './intakeApi';

interface AddCustomerFoundProps {
  customer: CustomerLookupRow;
  customerTerm: string;
  onImported: (id: number) => void;
  onBack: () => void;
}

/** Step 2 after a single match: who was found, and importing them into one of my locations. */
export function AddCustomerFound({ customer, customerTerm, onImported, onBack }: AddCustomerFoundProps) {
  const importCustomer = useCustomerImport();
  const [locationId, setLocationId] = useState(noLocationId);
  const [error, setError] = useState<string | null>(null);
  const name = `${customer.first_name} ${customer.last_name}`;

  const onImport = () => {
    if (locationId === noLocationId) {
      setError(customerIntakeMessages.chooseLocationImport);
      return;
    }
    setError(null);
    importCustomer.mutate(
      // The lookup's single-use grant for this customer: the server refuses an import without it.
      { customer_id: customer.id, location_id: locationId, import_grant: customer.import_grant ?? undefined },
      {
        onSuccess: (answer) => onImported(answer.id),
        // Spec 8: an import failure is only logged.
        onError: (failure) => console.error('Customer import failed', failure),
      },
    );
  };

  return (
    <Stack gap="sm">
      <Card withBorder aria-label={`Found ${customerTerm}`} component="section">
        <Text fw={700}>{name}</Text>
        <Text size="sm">Date of Birth: {formatBirthdate(customer.birthdate)}</Text>
        {customer.email && <Text size="sm">Email: {customer.email}</Text>}
        {customer.phone && <Text size="sm">Phone: {formatPhone(customer.phone)}</Text>}
      </Card>
      {customer.at_my_location ? (
        <Text>
          This {customerTerm} is already at your location.{' '}
          <Anchor component={Link} to={customerRecordRoute(customer.id)}>
            View Customer Record
          </Anchor>
        </Text>
      ) : (
        <IntakeLocationSelect value={locationId} onChange={setLocationId} error={error} />
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        {!customer.at_my_location && (
          <Button onClick={onImport} loading={importCustomer.isPending}>
            Import {customerTerm}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

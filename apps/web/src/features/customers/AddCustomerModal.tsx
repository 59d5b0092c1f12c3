import { Anchor, Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { customerIntakeMessages, customerRecordRoute, type CustomerLookupRow } from '@portal/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTerminology } from '../../platform/settings';
import { AddCustomerFound } from './AddCustomerFound';
import { AddCustomerIntake, type IntakeValues } from './AddCustomerIntake';
import { AddCustomerLookup, emptyLookup, type LookupValues } from './AddCustomerLookup';
import { DuplicateNotice } from '../customer-merge/DuplicateNotice';

type Phase =
  | { kind: 'lookup' }
  | { kind: 'found'; customer: CustomerLookupRow }
  | { kind: 'not-found' }
  | { kind: 'intake' }
  | { kind: 'already-exists' }
  | { kind: 'done'; id: number };

/** The main path is three steps: look up, then the found card or the intake form, then congratulations. */
const totalSteps = 3;
const stepOf: Partial<Record<Phase['kind'], number>> = { lookup: 1, found: 2, intake: 2, done: 3 };

interface AddCustomerModalProps {
  opened: boolean;
  onClose: () => void;
}

/** The add-customer flow (spec 2.4): lookup, found card and import or intake, congratulations. */
export function AddCustomerModal({ opened, onClose }: AddCustomerModalProps) {
  const terms = useTerminology();
  const [phase, setPhase] = useState<Phase>({ kind: 'lookup' });
  const [lookup, setLookup] = useState<LookupValues>(emptyLookup);
  const step = stepOf[phase.kind];

  const close = () => {
    setPhase({ kind: 'lookup' });
    setLookup(emptyLookup);
    onClose();
  };

  const titles: Record<Phase['kind'], string> = {
    lookup: `Add a ${terms.customer}`,
    found: `${terms.customer} found`,
    'not-found': `No ${terms.customer} found`,
    intake: `New ${terms.customer}`,
    'already-exists': `${terms.customer} may already exist`,
    done: 'Congratulations!',
  };

  const intakeInitial: Omit<IntakeValues, 'location_id'> = {
    first_name: lookup.first_name,
    last_name: lookup.last_name,
    email: lookup.email,
    birthdate: lookup.birthdate,
  };

  return (
    <Modal opened={opened} onClose={close} title={titles[phase.kind]} size="lg" centered>
      <Stack gap="md">
        {step !== undefined && (
          <Stack gap={4}>
            <Text size="sm" aria-live="polite">
              Step {step}/{totalSteps}
            </Text>
            <Progress value={(step / totalSteps) * 100} aria-label={`Step ${step} of ${totalSteps}`} />
          </Stack>
        )}
        {phase.kind === 'lookup' && (
          <AddCustomerLookup
            customerTerm={terms.customer}
            onFound={(customer) => setPhase({ kind: 'found', customer })}
            onNotFound={(values) => {
              setLookup(values);
              setPhase({ kind: 'not-found' });
            }}
          />
        )}
        {phase.kind === 'found' && (
          <AddCustomerFound
            customer={phase.customer}
            customerTerm={terms.customer}
            onImported={(id) => setPhase({ kind: 'done', id })}
            onBack={() => setPhase({ kind: 'lookup' })}
          />
        )}
        {phase.kind === 'not-found' && (
          <Stack gap="sm">
            <Text role="status">
              No existing {terms.customer} matches these details. You can add a new {terms.customer}.
            </Text>
            <Group justify="space-between">
              <Button variant="default" onClick={() => setPhase({ kind: 'lookup' })}>
                Back
              </Button>
              <Button onClick={() => setPhase({ kind: 'intake' })}>Add New {terms.customer}</Button>
            </Group>
          </Stack>
        )}
        {phase.kind === 'intake' && (
          <AddCustomerIntake
            initial={intakeInitial}
            customerTerm={terms.customer}
            onCreated={(id) => setPhase({ kind: 'done', id })}
            onAlreadyExists={() => setPhase({ kind: 'already-exists' })}
            onNotFound={() => setPhase({ kind: 'not-found' })}
            onBack={() => setPhase({ kind: 'lookup' })}
          />
        )}
        {phase.kind === 'already-exists' && (
          <Stack gap="sm">
            <Text role="alert">
              {customerIntakeMessages.alreadyExists.replace(/customer/g, terms.customer.toLowerCase())}
            </Text>
            <Group justify="flex-end">
              <Button onClick={close}>Close</Button>
            </Group>
          </Stack>
        )}
        {phase.kind === 'done' && (
          <Stack gap="sm">
            <Text role="status">The {terms.customer} was added to your location.</Text>
            <DuplicateNotice customerId={phase.id} />
            <Group justify="space-between">
              <Anchor component={Link} to={customerRecordRoute(phase.id)} onClick={close}>
                View Customer Record
              </Anchor>
              <Button variant="default" onClick={close}>
                Close
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}

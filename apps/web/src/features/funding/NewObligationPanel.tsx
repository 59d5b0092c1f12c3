import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fundingCategories, fundingCategoryNames, type FundingCategory, type FundingRecord } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSettings } from '../../platform/settings';
import { StringSelect } from '../../ui/StringSelect';
import { programsQuery } from './api';
import { belowThreshold, totalCents, type ExpenseFormValues } from './expenseForm';
import { ExpenseFields } from './ExpenseFields';
import { checkInvoiceFile, useTransactionActions } from './useTransactionActions';

const blankValues: ExpenseFormValues = {
  vendor: '',
  approver: '',
  payment_type: '',
  course_type: '',
  name_of_course: '',
  recipient_of_payment: '',
  description: '',
  employer_name: '',
  employer_poc: '',
  employer_address: '',
  employer_city: '',
  employer_state: '',
  employer_zip: '',
  employer_phone: '',
  employer_email: '',
  employer_rate: '',
  employer_estimated_hours: '',
  programs: [],
  threshold_confirmed: false,
};

/**
 * What a save with id 0 needs to know: the customer, status 1 (Obligation Pending) and version 0 — the API's way to
 * create an obligation (forms spec 1: professionals create obligations for a customer).
 */
function blankRecord(customerId: number, customerName: string, category: FundingCategory): FundingRecord {
  return {
    id: 0,
    version: 0,
    status: { id: 1, name: 'Obligation Pending', created_at: '' },
    category: { name: category, label: fundingCategories[category].label },
    customer: { id: customerId, full_name: customerName },
    approver: null,
    vendor: null,
    balances: [],
  } as unknown as FundingRecord;
}

interface NewObligationPanelProps {
  customerId: number;
  customerName: string;
  onCancel: () => void;
  onCreated: (record: FundingRecord) => void;
}

/** A new obligation for the customer: the expense form with a category and the programs to fund. */
export function NewObligationPanel({ customerId, customerName, onCancel, onCreated }: NewObligationPanelProps) {
  const settings = useSettings();
  const programs = useQuery(programsQuery());
  const [category, setCategory] = useState<FundingCategory>('training');
  const form = useForm({ mode: 'controlled', initialValues: blankValues });
  const [invoice, setInvoice] = useState<File | null>(null);
  const [invoiceError, setInvoiceError] = useState<string | undefined>();
  const record = blankRecord(customerId, customerName, category);
  const { run, running } = useTransactionActions({
    record,
    form,
    invoice,
    setInvoiceError,
    onDone: (_action, created) => onCreated(created),
  });
  const lines = form.getValues().programs;
  const available = (programs.data?.data ?? []).filter((program) => !lines.some((line) => line.program === program.id));

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="new-obligation-title">
      <Stack gap="md">
        <Title order={2} id="new-obligation-title">
          New Obligation
        </Title>
        <form
          noValidate
          aria-labelledby="new-obligation-title"
          onSubmit={(event) => {
            event.preventDefault();
            void run('update');
          }}
        >
          <Stack gap="sm">
            <Group grow align="flex-start" wrap="wrap">
              <StringSelect
                id="new-obligation-category"
                label="Category"
                withAsterisk
                allowDeselect={false}
                data={fundingCategoryNames.map((name) => ({ value: name, label: fundingCategories[name].label }))}
                value={category}
                onChange={(next) => setCategory(next as FundingCategory)}
                miw={200}
              />
              <StringSelect
                id="new-obligation-program"
                label="Add a program"
                searchable
                data={available.map((program) => ({ value: String(program.id), label: program.name }))}
                value=""
                onChange={(next) => {
                  const program = available.find((row) => String(row.id) === next);
                  if (program) form.insertListItem('programs', { program: program.id, name: program.name, amount: '' });
                }}
                error={programs.isError ? 'Error while loading...' : undefined}
                miw={200}
              />
            </Group>
            <ExpenseFields
              form={form}
              category={category}
              record={record}
              invoice={invoice}
              invoiceError={invoiceError}
              onInvoice={(file) => {
                const problem = file ? checkInvoiceFile(file, settings.allowed_maximum_upload_size) : null;
                setInvoice(problem ? null : file);
                setInvoiceError(problem ?? undefined);
              }}
              maxMegabytes={settings.allowed_maximum_upload_size}
              belowThreshold={belowThreshold(totalCents(lines), settings.minimum_funding_threshold)}
              disabled={running !== null}
              removablePrograms
            />
            <Group gap="sm">
              <Button type="submit" loading={running !== null}>
                Save Obligation
              </Button>
              <Button variant="default" onClick={onCancel} disabled={running !== null}>
                Cancel
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}

import { Button, Checkbox, FileInput, SimpleGrid, Stack, Table, Text, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  formatDollars,
  fundingMessages as messages,
  fundingRecipientLabels,
  fundingRecipients,
  invoiceExtensions,
  programYearLabel,
  type FundingBalance,
  type FundingCategory,
  type FundingRecord,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../ui/LoadError';
import { StringSelect } from '../../ui/StringSelect';
import { courseTypesQuery, paymentTypesQuery, useApproverOptions, useVendorOptions } from './api';
import type { ExpenseFormValues } from './expenseForm';
import { totalCents } from './expenseForm';
import classes from './FundingPage.module.css';
import { LookupSelect } from './LookupSelect';
import { digitsOnly } from './money';

interface ExpenseFieldsProps {
  form: UseFormReturnType<ExpenseFormValues>;
  category: FundingCategory;
  record: FundingRecord;
  /** The chosen invoice file and its error (the file is uploaded when the form is sent). */
  invoice: File | null;
  invoiceError?: string;
  onInvoice: (file: File | null) => void;
  maxMegabytes: number;
  /** Below the minimum funding threshold the person confirms the details are complete (staff spec 5, 8). */
  belowThreshold: boolean;
  disabled?: boolean;
  /** A new obligation chooses its programs: each line can be taken out again. */
  removablePrograms?: boolean;
}

const employerFields = [
  ['employer_name', 'Employer Name'],
  ['employer_poc', 'Point of Contact'],
  ['employer_address', 'Address'],
  ['employer_city', 'City'],
  ['employer_state', 'State'],
  ['employer_zip', 'Zip'],
  ['employer_phone', 'Phone'],
  ['employer_email', 'Email'],
] as const;

const asOptions = (rows: { id: number; name: string }[] | undefined) =>
  (rows ?? []).map((row) => ({ value: String(row.id), label: row.name }));

/**
 * The expense form's fields (forms spec 5, 7): vendor for training and support, employer details for log, approver,
 * payment type, course (training), recipient of payment, transaction details, the programs' funds with their balance
 * and the total, and the invoice.
 */
export function ExpenseFields(props: ExpenseFieldsProps) {
  const { form, category, record, disabled } = props;
  const paymentTypes = useQuery(paymentTypesQuery());
  const courseTypes = useQuery({ ...courseTypesQuery(), enabled: category === 'training' });
  const useVendors = (term: string) => useVendorOptions(term, category);
  const prefix = `transaction-${record.id}`;
  const approver = record.approver
    ? { value: String(record.approver.id), label: `${record.approver.last_name}, ${record.approver.first_name}` }
    : null;
  const vendor = record.vendor ? { value: String(record.vendor.id), label: record.vendor.name } : null;

  const failed = [paymentTypes, courseTypes].find((lookup) => lookup.isError);
  return (
    <Stack gap="sm">
      {failed && <LoadError message={messages.loadError} onRetry={failed.refetch} retrying={failed.isFetching} />}
      {category === 'log' ? (
        <EmployerFields form={form} prefix={prefix} disabled={disabled} />
      ) : (
        <LookupSelect
          id={`${prefix}-vendor`}
          label="Vendor"
          withAsterisk
          useOptions={useVendors}
          current={vendor}
          disabled={disabled}
          {...form.getInputProps('vendor')}
        />
      )}
      <LookupSelect
        id={`${prefix}-approver`}
        label="Approver"
        withAsterisk
        useOptions={useApproverOptions}
        current={approver}
        disabled={disabled}
        {...form.getInputProps('approver')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <StringSelect
          id={`${prefix}-payment-type`}
          label="Payment type"
          withAsterisk
          data={asOptions(paymentTypes.data?.data)}
          disabled={disabled}
          {...form.getInputProps('payment_type')}
        />
        <StringSelect
          id={`${prefix}-recipient`}
          label="Recipient of Payment"
          withAsterisk
          data={fundingRecipients.map((value) => ({ value, label: fundingRecipientLabels[value] }))}
          disabled={disabled}
          {...form.getInputProps('recipient_of_payment')}
        />
      </SimpleGrid>
      {category === 'training' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            id={`${prefix}-course`}
            label="Name of Course"
            disabled={disabled}
            {...form.getInputProps('name_of_course')}
          />
          <StringSelect
            id={`${prefix}-course-type`}
            label="Course type"
            clearable
            data={asOptions(courseTypes.data?.data)}
            disabled={disabled}
            {...form.getInputProps('course_type')}
          />
        </SimpleGrid>
      )}
      <Textarea
        id={`${prefix}-description`}
        label="Transaction Details"
        withAsterisk
        autosize
        minRows={2}
        maxLength={5000}
        disabled={disabled}
        {...form.getInputProps('description')}
      />
      <ProgramFunds
        form={form}
        prefix={prefix}
        balances={record.balances}
        disabled={disabled}
        removable={props.removablePrograms}
      />
      {props.belowThreshold && (
        <Checkbox
          id={`${prefix}-threshold`}
          label={messages.thresholdConfirm}
          disabled={disabled}
          {...form.getInputProps('threshold_confirmed', { type: 'checkbox' })}
        />
      )}
      <FileInput
        className={classes.noPrint}
        id={`${prefix}-invoice`}
        label="Invoice"
        clearable
        clearButtonProps={{ 'aria-label': 'Clear invoice' }}
        value={props.invoice}
        onChange={props.onInvoice}
        accept={invoiceExtensions.map((extension) => `.${extension}`).join(',')}
        description={`${invoiceExtensions.join(', ')}; up to ${props.maxMegabytes}MB`}
        error={props.invoiceError}
        disabled={disabled}
      />
    </Stack>
  );
}

function EmployerFields({
  form,
  prefix,
  disabled,
}: {
  form: UseFormReturnType<ExpenseFormValues>;
  prefix: string;
  disabled?: boolean;
}) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Text component="legend" fw={600} mb="xs">
        Employer details
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {employerFields.map(([field, label]) => (
          <TextInput
            key={field}
            id={`${prefix}-${field}`}
            label={label}
            withAsterisk
            disabled={disabled}
            {...(field === 'employer_email' ? { type: 'email' } : {})}
            {...(field === 'employer_phone' ? { type: 'tel' } : {})}
            {...form.getInputProps(field)}
          />
        ))}
        <TextInput
          id={`${prefix}-employer_rate`}
          label="Hourly Rate"
          withAsterisk
          inputMode="decimal"
          leftSection="$"
          disabled={disabled}
          {...form.getInputProps('employer_rate')}
        />
        <TextInput
          id={`${prefix}-employer_estimated_hours`}
          label="Estimated Hours"
          withAsterisk
          inputMode="numeric"
          disabled={disabled}
          {...form.getInputProps('employer_estimated_hours')}
          onChange={(event) => form.setFieldValue('employer_estimated_hours', digitsOnly(event.currentTarget.value))}
        />
      </SimpleGrid>
    </fieldset>
  );
}

/** The programs' funds: whole dollars each (no '.', '+', '-'), the balance left in the program year, and the total. */
function ProgramFunds({
  form,
  prefix,
  balances,
  disabled,
  removable,
}: {
  form: UseFormReturnType<ExpenseFormValues>;
  prefix: string;
  balances: FundingBalance[];
  disabled?: boolean;
  removable?: boolean;
}) {
  const lines = form.getValues().programs;
  const programsError = form.errors.programs;
  return (
    <Stack gap={4}>
      <Text fw={600} id={`${prefix}-funds-label`}>
        Programs and funds
      </Text>
      <Table aria-labelledby={`${prefix}-funds-label`} layout="fixed" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Program</Table.Th>
            <Table.Th>Funds</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, index) => {
            const balance = balances.find((row) => row.program_id === line.program);
            return (
              <Table.Tr key={line.program}>
                <Table.Td style={{ overflowWrap: 'anywhere', verticalAlign: 'top' }}>
                  <Text size="sm">{line.name}</Text>
                  {balance && (
                    <Text size="xs" c="dark.6">
                      {`${formatDollars(balance.available_cents)} available in ${programYearLabel(balance.program_year)}`}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td style={{ verticalAlign: 'top' }}>
                  <TextInput
                    id={`${prefix}-fund-${line.program}`}
                    aria-label={`Funds for ${line.name}`}
                    inputMode="numeric"
                    leftSection="$"
                    disabled={disabled}
                    {...form.getInputProps(`programs.${index}.amount`)}
                    onChange={(event) =>
                      form.setFieldValue(`programs.${index}.amount`, digitsOnly(event.currentTarget.value))
                    }
                  />
                  {removable && (
                    <Button
                      variant="subtle"
                      size="compact-xs"
                      mt={2}
                      disabled={disabled}
                      onClick={() => form.removeListItem('programs', index)}
                    >
                      {`Remove ${line.name}`}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">Total</Table.Th>
            <Table.Td>
              <Text fw={700} aria-live="polite">
                {formatDollars(totalCents(lines))}
              </Text>
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
      {programsError && (
        <Text size="sm" c="red.9" role="alert">
          {programsError}
        </Text>
      )}
    </Stack>
  );
}

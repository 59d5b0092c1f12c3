import {
  Alert,
  Checkbox,
  FileInput,
  Fieldset,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  belowThreshold,
  formatDollars,
  fundingRecipientLabels,
  fundingRecipients,
  fundingTotalCents,
  invoiceExtensions,
  serviceLogFundingMessages as messages,
  type FundingCategory,
  type ServiceLogFunding,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { LaterSelect } from '../../ui/LaterSelect';
import { approversQuery, courseTypesQuery, fundingProgramsQuery, paymentTypesQuery, vendorsQuery } from './funding-api';

export const emptyFunding = (): ServiceLogFunding => ({
  approved_by: null as unknown as number,
  programFunds: [],
  description: '',
  vendorValue: null,
  paymentTypeValue: null,
  courseTypeValue: null,
  name_of_course: '',
  recipient_of_payment: null,
  employer_name: '',
  employer_poc: '',
  employer_address: '',
  employer_city: '',
  employer_state: '',
  employer_zip: '',
  employer_phone: '',
  employer_email: '',
  employer_rate: null,
  employer_estimated_hours: null,
  invoice: null,
  confirm_threshold: false,
});

/** The slice of the log form the block edits. */
export interface FundingFormValues {
  fundingAssociated: boolean;
  fundingLog: ServiceLogFunding;
}

interface TransactionBlockProps<V extends FundingFormValues> {
  form: UseFormReturnType<V>;
  category: FundingCategory;
  /** The log's chosen programs: the funds go to them. */
  programs: { id: number; name: string }[];
  thresholdDollars: number;
  invoice: File | null;
  onInvoice: (file: File | null) => void;
  invoiceError?: string | null;
}

const options = (rows: { id: number; name: string }[] | undefined) =>
  (rows ?? []).map((row) => ({ value: String(row.id), label: row.name }));

const employerFields = [
  ['employer_name', 'Name'],
  ['employer_poc', 'Point of Contact'],
  ['employer_address', 'Address'],
  ['employer_city', 'City'],
  ['employer_state', 'State'],
  ['employer_zip', 'Zip'],
  ['employer_phone', 'Phone'],
  ['employer_email', 'Email'],
] as const;

const availableText = (row: { available_cents: number; program_year: number } | undefined) =>
  row ? `${formatDollars(row.available_cents)} available in PY${row.program_year}` : undefined;

/** Keys '.', '+' and '-' are blocked in amount inputs (staff spec 5). */
const blockSigns = (event: React.KeyboardEvent) => {
  if (['.', '+', '-'].includes(event.key)) event.preventDefault();
};

/**
 * TRANSACTION: the service log's funding request (staff spec 3 FundingLog, 5). Shown with the funding feature on, for
 * one service of a funded category for a customer; the log's save creates a pending obligation with it.
 */
export function TransactionBlock<V extends FundingFormValues>(props: TransactionBlockProps<V>) {
  const { form, category, programs, thresholdDollars } = props;
  // The form is generic over the page's values; the block only touches its own slice.
  const slice = form as unknown as UseFormReturnType<FundingFormValues>;
  const { fundingAssociated, fundingLog } = slice.values;
  const approvers = useQuery({ ...approversQuery, enabled: fundingAssociated });
  const vendors = useQuery({ ...vendorsQuery(category), enabled: fundingAssociated && category !== 'log' });
  const paymentTypes = useQuery({ ...paymentTypesQuery, enabled: fundingAssociated });
  const balances = useQuery({ ...fundingProgramsQuery, enabled: fundingAssociated });
  const courseTypes = useQuery({ ...courseTypesQuery, enabled: fundingAssociated && category === 'training' });
  const total = fundingTotalCents(
    fundingLog.programFunds.map((row) => ({ fund: Number.isInteger(row.fund) ? row.fund : 0 })),
  );
  const underThreshold = belowThreshold(total, thresholdDollars);
  const field = (name: string) => slice.getInputProps(`fundingLog.${name}`);
  const idSelect = (name: 'approved_by' | 'vendorValue' | 'paymentTypeValue' | 'courseTypeValue') => ({
    value: fundingLog[name] === null || fundingLog[name] === undefined ? null : String(fundingLog[name]),
    onChange: (value: string | null) => slice.setFieldValue(`fundingLog.${name}`, value ? Number(value) : null),
    error: slice.errors[`fundingLog.${name}`],
  });

  function fundOf(programId: number) {
    return fundingLog.programFunds.find((row) => row.program === programId);
  }
  function setFund(programId: number, dollars: number | string) {
    const cents = typeof dollars === 'number' && Number.isInteger(dollars) ? dollars * 100 : NaN;
    const rest = fundingLog.programFunds.filter((row) => row.program !== programId);
    const next = programs
      .map((program) =>
        program.id === programId ? { program: programId, fund: cents } : rest.find((row) => row.program === program.id),
      )
      .filter((row): row is { program: number; fund: number } => row !== undefined);
    slice.setFieldValue('fundingLog.programFunds', next);
    slice.setFieldValue('fundingLog.confirm_threshold', false);
  }

  return (
    <Fieldset legend="TRANSACTION">
      <Stack>
        <Checkbox
          label="Request funding for this service"
          checked={fundingAssociated}
          onChange={(event) => slice.setFieldValue('fundingAssociated', event.currentTarget.checked)}
        />
        {fundingAssociated && (
          <>
            <LaterSelect
              label="Approver"
              required
              searchable
              data={(approvers.data?.data ?? []).map((user) => ({
                value: String(user.id),
                label: `${user.last_name}, ${user.first_name}`,
              }))}
              {...idSelect('approved_by')}
            />
            <Stack gap="xs">
              <Text size="sm" fw={500}>
                Funds by program
              </Text>
              {programs.length === 0 ? (
                <Text size="sm" c="red.9">
                  {slice.errors['fundingLog.programFunds'] ?? messages.programsRequired}
                </Text>
              ) : (
                programs.map((program, index) => {
                  const row = fundOf(program.id);
                  const at = fundingLog.programFunds.findIndex((fund) => fund.program === program.id);
                  return (
                    <NumberInput
                      key={program.id}
                      label={`Amount for ${program.name} (dollars)`}
                      description={availableText(balances.data?.data.find((row) => row.id === program.id))}
                      required
                      min={1}
                      allowDecimal={false}
                      allowNegative={false}
                      thousandSeparator=","
                      prefix="$"
                      onKeyDown={blockSigns}
                      value={row && Number.isInteger(row.fund) ? row.fund / 100 : ''}
                      onChange={(value) => setFund(program.id, value)}
                      error={
                        slice.errors[`fundingLog.programFunds.${at}.fund`] ??
                        (index === 0 ? slice.errors['fundingLog.programFunds'] : undefined)
                      }
                    />
                  );
                })
              )}
              <Text size="sm">
                Total: <strong>{formatDollars(total)}</strong>
              </Text>
            </Stack>
            {category !== 'log' && (
              <LaterSelect
                label="Vendor"
                searchable
                clearable
                data={options(vendors.data?.data)}
                {...idSelect('vendorValue')}
              />
            )}
            <LaterSelect
              label="Payment type"
              clearable
              data={options(paymentTypes.data?.data)}
              {...idSelect('paymentTypeValue')}
            />
            {category === 'training' && (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <LaterSelect
                  label="Course type"
                  clearable
                  data={options(courseTypes.data?.data)}
                  {...idSelect('courseTypeValue')}
                />
                <TextInput label="Name of course" {...field('name_of_course')} />
              </SimpleGrid>
            )}
            <LaterSelect
              label="Recipient of Payment"
              clearable
              data={fundingRecipients.map((value) => ({ value, label: fundingRecipientLabels[value] }))}
              value={fundingLog.recipient_of_payment ?? null}
              onChange={(value) => slice.setFieldValue('fundingLog.recipient_of_payment', value)}
              error={slice.errors['fundingLog.recipient_of_payment']}
            />
            {category === 'log' && (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {employerFields.map(([name, label]) => (
                  <TextInput key={name} label={`Employer ${label}`} {...field(name)} />
                ))}
                <NumberInput
                  label="Employer Rate (dollars an hour)"
                  min={0}
                  allowDecimal={false}
                  allowNegative={false}
                  prefix="$"
                  onKeyDown={blockSigns}
                  value={typeof fundingLog.employer_rate === 'number' ? fundingLog.employer_rate / 100 : ''}
                  onChange={(value) =>
                    slice.setFieldValue('fundingLog.employer_rate', typeof value === 'number' ? value * 100 : null)
                  }
                  error={slice.errors['fundingLog.employer_rate']}
                />
                <NumberInput
                  label="Employer Estimated Hours"
                  min={0}
                  allowDecimal={false}
                  allowNegative={false}
                  onKeyDown={blockSigns}
                  {...field('employer_estimated_hours')}
                />
              </SimpleGrid>
            )}
            <Textarea label="Transaction Details" required autosize minRows={2} {...field('description')} />
            <FileInput
              label="Invoice"
              clearable
              accept={invoiceExtensions.map((extension) => `.${extension}`).join(',')}
              value={props.invoice}
              onChange={props.onInvoice}
              error={props.invoiceError}
            />
            {underThreshold && (
              <Alert color="gray" variant="outline">
                <Stack gap="xs">
                  <Text size="sm">{messages.thresholdConfirm}</Text>
                  <Checkbox
                    label={messages.thresholdConfirmLabel}
                    {...slice.getInputProps('fundingLog.confirm_threshold', { type: 'checkbox' })}
                  />
                </Stack>
              </Alert>
            )}
            <Group gap="xs">
              <Text size="xs" c="dimmed">
                The request is saved with the log as a pending obligation for the approver.
              </Text>
            </Group>
          </>
        )}
      </Stack>
    </Fieldset>
  );
}

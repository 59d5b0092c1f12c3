import { Alert, Button, Checkbox, Fieldset, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  dateBounds,
  earliestServiceDate,
  enrollmentStatusNames,
  serviceTrackerMessages as messages,
  todayIso,
  type ServiceLogFormOptions,
  serviceLogFundingMessages,
  invoiceExtensions,
  type FundingInvoiceInput,
  type TrackerServiceType,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../platform/api';
import { handleApiError } from '../../platform/errors';
import { laterSchema, serverErrorsToFormErrors, submitChecked, useLaterSchema } from '../../platform/forms';
import { useSettings, useTerminology } from '../../platform/settings';
import { showSuccessToast } from '../../platform/toasts';
import { LaterMultiSelect, LaterSelect } from '../../ui/LaterSelect';
import { PageTitle } from '../../ui/PageTitle';
import { customerNameQuery, eligibilityQuery, programsQuery, searchCustomers, searchGroups, useStoreLog } from './api';
import { asOptions, initialLogValues, type LogServiceValues as Values } from './log-service-values';
import { OtherFieldset } from './OtherFieldset';
import { SearchSelect } from './SearchSelect';
import { TransactionBlock } from './TransactionBlock';
import { uploadInvoice } from './funding-api';

export interface LogServiceFormProps {
  customerId: number | null;
  options: ServiceLogFormOptions;
  types: TrackerServiceType[];
  contacts: { id: number; name: string; icon: string }[];
}

export function LogServiceForm({ customerId, options, types, contacts }: LogServiceFormProps) {
  const navigate = useNavigate();
  const settings = useSettings();
  const { customer: term } = useTerminology();
  const store = useStoreLog();
  const [enrolling, setEnrolling] = useState(false);
  const [invoice, setInvoice] = useState<File | null>(null);
  const [invoiceError, setInvoiceError] = useState<string | null>(null);
  const presetName = useQuery(customerNameQuery(customerId)).data?.full_name;
  const [chosenLabel, setCustomerLabel] = useState<string | null>(null);
  const customerLabel = chosenLabel ?? presetName ?? null;
  const firstLocation = options.locations[0]?.id ?? null;
  // The form's schema (built from the client settings, as the server builds it) loads after the first paint (#30).
  const { allowed_back_days: allowedBackDays, minimum_funding_threshold: minimumFundingThreshold } = settings;
  const schema = useMemo(
    () =>
      laterSchema(() =>
        import('@portal/contracts/service-tracker').then((module) =>
          module.serviceLogStoreSchema({ allowedBackDays, customerTerm: term, minimumFundingThreshold }),
        ),
      ),
    [allowedBackDays, term, minimumFundingThreshold],
  );
  useLaterSchema(schema);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: initialLogValues(customerId, firstLocation, options.current_user_id),
    // The TRANSACTION block's fields wait in the values while no request goes with the log; submit sends null then,
    // so they are checked only with a request (unchecked, the empty block's required fields blocked every save).
    validate: (values) => schema.validate(values.fundingAssociated ? values : { ...values, fundingLog: null }),
  });
  const values = form.values;
  const programs = useQuery(programsQuery(values.serviceNameValue));
  const eligibility = useQuery(
    eligibilityQuery(values.created_for === 'customer' ? values.customer_created_for : null),
  );
  const type = types.find((row) => row.id === values.serviceTypeValue);
  // Staff spec 5: the TRANSACTION block is for one service of a funded category, logged for a customer.
  const chosenServices = type?.services.filter((service) => values.serviceNameValue.includes(service.id)) ?? [];
  const fundingCategory =
    options.funding_enabled && values.created_for === 'customer' && chosenServices.length === 1
      ? chosenServices[0]!.expense_category
      : null;
  const chosenPrograms = (programs.data ?? []).filter((program) => values.programValue.includes(program.id));
  // A request goes with the block: hidden (other service, a group) means none; funds follow the chosen programs.
  const fundedPrograms = values.fundingLog.programFunds.filter((row) => values.programValue.includes(row.program));
  useEffect(() => {
    if (fundingCategory === null && values.fundingAssociated) form.setFieldValue('fundingAssociated', false);
    if (fundedPrograms.length !== values.fundingLog.programFunds.length)
      form.setFieldValue('fundingLog.programFunds', fundedPrograms);
  });
  const users = options.users.filter(
    (user) => values.created_at !== null && user.location_ids.includes(values.created_at),
  );

  function chooseServices(ids: string[]) {
    const serviceIds = ids.map(Number);
    const chosen = type?.services.filter((service) => serviceIds.includes(service.id)) ?? [];
    const enrolling = chosen.length === 1 && chosen[0]!.enrollment;
    form.setValues({
      serviceNameValue: serviceIds,
      programValue: [],
      statusValue: enrolling ? enrollmentStatusNames.enrolled : enrollmentStatusNames.reportable,
      confirm_enrollment: false,
    });
    setEnrolling(enrolling);
  }

  async function submit(valid: Values) {
    const funded = fundingCategory !== null && valid.fundingAssociated;
    let invoiceFile: FundingInvoiceInput | null = null;
    if (funded && invoice) {
      const extension = invoice.name.split('.').pop()?.toLowerCase() ?? '';
      if (!(invoiceExtensions as readonly string[]).includes(extension))
        return setInvoiceError(serviceLogFundingMessages.invoiceTypes);
      try {
        invoiceFile = await uploadInvoice(invoice);
      } catch (error) {
        return isApiError(error) ? setInvoiceError(error.message) : handleApiError(error);
      }
    }
    try {
      const saved = await store.mutateAsync({
        ...valid,
        fundingAssociated: funded,
        fundingLog: funded ? { ...valid.fundingLog, invoice: invoiceFile } : null,
      });
      if (!saved.saved) {
        form.setFieldError('group_created_for', saved.error ?? '');
        return;
      }
      showSuccessToast(messages.saved);
      await navigate(saved.redirect ?? '/service-tracker');
    } catch (error) {
      if (isApiError(error, 422)) {
        const { formErrors } = serverErrorsToFormErrors(error.body?.errors);
        setInvoiceError(formErrors['fundingLog.invoice'] ?? null);
        form.setErrors(formErrors);
      } else handleApiError(error);
    }
  }

  const today = todayIso();
  const earliest = earliestServiceDate(today, settings.allowed_back_days);
  const latest = dateBounds.service(today).max;
  const ineligible = new Set((eligibility.data ?? []).filter((row) => !row.status).map((row) => row.program_id));
  return (
    <Stack maw={720}>
      <PageTitle title="Log Service" />
      <Title order={1}>Log Service</Title>
      <form onSubmit={submitChecked(schema, form, (values) => void submit(values))} noValidate>
        <Stack>
          <Fieldset legend="WHO">
            <Stack>
              <SegmentedControl
                aria-label="Created for"
                data={[
                  { value: 'customer', label: term },
                  { value: 'group', label: 'Group' },
                ]}
                {...form.getInputProps('created_for')}
                onChange={(value) =>
                  form.setValues({
                    created_for: value as Values['created_for'],
                    customer_created_for: null,
                    group_created_for: null,
                    programValue: [],
                  })
                }
              />
              {values.created_for === 'customer' ? (
                <SearchSelect
                  key={`customer-${values.created_at}-${presetName ?? ''}`}
                  label={term}
                  name="customers"
                  required
                  search={searchCustomers}
                  initial={
                    values.customer_created_for
                      ? {
                          value: String(values.customer_created_for),
                          label: customerLabel ?? `#${values.customer_created_for}`,
                        }
                      : null
                  }
                  value={values.customer_created_for}
                  onChange={(id, label) => {
                    setCustomerLabel(label);
                    form.setValues({ customer_created_for: id, programValue: [] });
                  }}
                  error={form.errors.customer_created_for}
                />
              ) : (
                <SearchSelect
                  key={`group-${values.created_at}`}
                  label="Group"
                  name="groups"
                  required
                  search={(query) => searchGroups(query)}
                  value={values.group_created_for}
                  onChange={(id) => form.setFieldValue('group_created_for', id)}
                  error={form.errors.group_created_for}
                />
              )}
              <LaterSelect
                label="Location"
                required
                data={asOptions(options.locations)}
                value={values.created_at === null ? null : String(values.created_at)}
                onChange={(value) =>
                  form.setValues({
                    created_at: value ? Number(value) : null,
                    created_by: options.current_user_id,
                    customer_created_for: null,
                  })
                }
                error={form.errors.created_at}
              />
              <LaterSelect
                label="User"
                required
                data={asOptions(users)}
                value={values.created_by === null ? null : String(values.created_by)}
                onChange={(value) => form.setFieldValue('created_by', value ? Number(value) : null)}
                error={form.errors.created_by}
              />
            </Stack>
          </Fieldset>
          <Fieldset legend="WHAT">
            <Stack>
              <LaterSelect
                label="Contact type"
                required
                data={asOptions(contacts)}
                value={values.contactTypeValue === null ? null : String(values.contactTypeValue)}
                onChange={(value) => form.setFieldValue('contactTypeValue', value ? Number(value) : null)}
                error={form.errors.contactTypeValue}
              />
              <LaterSelect
                label="Service type"
                required
                data={asOptions(types)}
                value={values.serviceTypeValue === null ? null : String(values.serviceTypeValue)}
                onChange={(value) => {
                  form.setValues({
                    serviceTypeValue: value ? Number(value) : null,
                    serviceNameValue: [],
                    programValue: [],
                    statusValue: enrollmentStatusNames.reportable,
                    confirm_enrollment: false,
                  });
                  setEnrolling(false);
                }}
                error={form.errors.serviceTypeValue}
              />
              <LaterMultiSelect
                label="Service"
                required
                disabled={!type}
                data={asOptions(type?.services ?? [])}
                value={values.serviceNameValue.map(String)}
                onChange={chooseServices}
                error={form.errors.serviceNameValue}
              />
              <LaterMultiSelect
                label="Program"
                disabled={values.serviceNameValue.length === 0}
                data={(programs.data ?? []).map((program) => ({
                  value: String(program.id),
                  label: program.name,
                  disabled: ineligible.has(program.id),
                }))}
                value={values.programValue.map(String)}
                onChange={(ids) =>
                  // Spec: choosing a program clears the confirm; the yes is for the programs chosen now.
                  form.setValues({ programValue: ids.map(Number), confirm_enrollment: false })
                }
                error={form.errors.programValue}
              />
              {enrolling && (
                <Alert color="yellow">
                  <Stack gap="xs">
                    <Text size="sm">{messages.enrollConfirm}</Text>
                    <Checkbox
                      label={messages.enrollConfirmLabel(
                        chosenPrograms.length > 0
                          ? chosenPrograms.map((program) => program.name).join(', ')
                          : 'the chosen program(s)',
                      )}
                      disabled={values.programValue.length === 0}
                      {...form.getInputProps('confirm_enrollment', { type: 'checkbox' })}
                    />
                  </Stack>
                </Alert>
              )}
              <Text size="sm">
                Status: <strong>{values.statusValue}</strong>
              </Text>
              {chosenPrograms.some((program) => program.is_common_exit) && (
                <Checkbox label="Common exit" {...form.getInputProps('isCommonExit', { type: 'checkbox' })} />
              )}
            </Stack>
          </Fieldset>
          <OtherFieldset form={form} earliest={earliest} latest={latest} />
          {fundingCategory !== null && (
            <TransactionBlock
              form={form}
              category={fundingCategory}
              programs={chosenPrograms}
              thresholdDollars={settings.minimum_funding_threshold}
              invoice={invoice}
              onInvoice={(file) => {
                setInvoice(file);
                setInvoiceError(null);
              }}
              invoiceError={invoiceError}
            />
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={store.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

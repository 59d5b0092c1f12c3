import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  dateBounds,
  earliestServiceDate,
  enrollmentStatusNames,
  serviceLengths,
  serviceLogStoreSchema,
  serviceTrackerMessages as messages,
  todayIso,
  type ServiceLogFormOptions,
  type TrackerServiceType,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '../../platform/api';
import { handleApiError } from '../../platform/errors';
import { schemaValidator, serverErrorsToFormErrors } from '../../platform/forms';
import { useSettings, useTerminology } from '../../platform/settings';
import { showSuccessToast } from '../../platform/toasts';
import { LoadError } from '../../ui/LoadError';
import { PageLoader } from '../../ui/PageLoader';
import { PageTitle } from '../../ui/PageTitle';
import {
  contactTypesQuery,
  customerNameQuery,
  eligibilityQuery,
  formOptionsQuery,
  programsQuery,
  searchCustomers,
  searchGroups,
  serviceTypesQuery,
  useStoreLog,
} from './api';
import { SearchSelect } from './SearchSelect';

const tomorrow = () => {
  const date = new Date();
  date.setDate(date.getDate() + 1);
  return todayIso(date);
};

interface Values {
  created_for: 'customer' | 'group';
  customer_created_for: number | null;
  group_created_for: number | null;
  created_at: number | null;
  created_by: number | null;
  contactTypeValue: number | null;
  title: string;
  created_on: string;
  service_length: 'Single-day' | 'Multi-day';
  start_at: string;
  end_at: string;
  minutes_in_day: number | string;
  serviceTypeValue: number | null;
  serviceNameValue: number[];
  programValue: number[];
  statusValue: string;
  isCommonExit: boolean;
  note: string;
  confirm_enrollment: boolean;
}

const asOptions = (rows: { id: number; name: string }[]) =>
  rows.map((row) => ({ value: String(row.id), label: row.name }));

/** /service-tracker/create/{customerId}: the service log form (staff spec 2.12, 3, 4, 5); customer id 0 for none. */
export function LogServicePage() {
  const customerParam = Number(useParams().customerId ?? 0);
  const options = useQuery(formOptionsQuery);
  const types = useQuery(serviceTypesQuery);
  const contacts = useQuery(contactTypesQuery);
  if (options.isError || types.isError || contacts.isError)
    return (
      <LoadError
        what="the service log form"
        onRetry={() => Promise.all([options.refetch(), types.refetch(), contacts.refetch()])}
      />
    );
  if (!options.data || !types.data || !contacts.data) return <PageLoader />;
  return (
    <LogServiceForm
      customerId={customerParam > 0 ? customerParam : null}
      options={options.data}
      types={types.data}
      contacts={contacts.data}
    />
  );
}

interface FormProps {
  customerId: number | null;
  options: ServiceLogFormOptions;
  types: TrackerServiceType[];
  contacts: { id: number; name: string; icon: string }[];
}

function LogServiceForm({ customerId, options, types, contacts }: FormProps) {
  const navigate = useNavigate();
  const settings = useSettings();
  const { customer: term } = useTerminology();
  const store = useStoreLog();
  const [enrolling, setEnrolling] = useState(false);
  const presetName = useQuery(customerNameQuery(customerId)).data?.full_name;
  const [chosenLabel, setCustomerLabel] = useState<string | null>(null);
  const customerLabel = chosenLabel ?? presetName ?? null;
  const firstLocation = options.locations[0]?.id ?? null;
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      created_for: 'customer',
      customer_created_for: customerId,
      group_created_for: null,
      created_at: firstLocation,
      created_by: options.current_user_id,
      contactTypeValue: null,
      title: '',
      created_on: todayIso(),
      service_length: 'Multi-day',
      start_at: todayIso(),
      end_at: tomorrow(),
      minutes_in_day: '',
      serviceTypeValue: null,
      serviceNameValue: [],
      programValue: [],
      statusValue: enrollmentStatusNames.reportable,
      isCommonExit: false,
      note: '',
      confirm_enrollment: false,
    },
    validate: schemaValidator(
      serviceLogStoreSchema({ allowedBackDays: settings.allowed_back_days, customerTerm: term }),
    ),
  });
  const values = form.values;
  const programs = useQuery(programsQuery(values.serviceNameValue));
  const eligibility = useQuery(
    eligibilityQuery(values.created_for === 'customer' ? values.customer_created_for : null),
  );
  const type = types.find((row) => row.id === values.serviceTypeValue);
  const chosenPrograms = (programs.data ?? []).filter((program) => values.programValue.includes(program.id));
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
    try {
      const saved = await store.mutateAsync({ ...valid, fundingAssociated: false });
      if (!saved.saved) {
        form.setFieldError('group_created_for', saved.error ?? '');
        return;
      }
      showSuccessToast(messages.saved);
      await navigate(saved.redirect ?? '/service-tracker');
    } catch (error) {
      if (isApiError(error, 422)) form.setErrors(serverErrorsToFormErrors(error.body?.errors).formErrors);
      else handleApiError(error);
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
      <form onSubmit={form.onSubmit(submit)} noValidate>
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
              <Select
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
              <Select
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
              <Select
                label="Contact type"
                required
                data={asOptions(contacts)}
                value={values.contactTypeValue === null ? null : String(values.contactTypeValue)}
                onChange={(value) => form.setFieldValue('contactTypeValue', value ? Number(value) : null)}
                error={form.errors.contactTypeValue}
              />
              <Select
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
              <MultiSelect
                label="Service"
                required
                disabled={!type}
                data={asOptions(type?.services ?? [])}
                value={values.serviceNameValue.map(String)}
                onChange={chooseServices}
                error={form.errors.serviceNameValue}
              />
              <MultiSelect
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
          <Fieldset legend="OTHER">
            <Stack>
              <TextInput label="Title/Purpose" required {...form.getInputProps('title')} />
              <TextInput
                type="date"
                label="Created on"
                required
                min={earliest}
                max={latest}
                {...form.getInputProps('created_on')}
              />
              <Select
                label="Service Length"
                required
                data={[...serviceLengths]}
                value={values.service_length}
                onChange={(value) => {
                  if (value === 'Single-day') form.setValues({ service_length: 'Single-day', start_at: todayIso() });
                  else if (value === 'Multi-day') form.setFieldValue('service_length', 'Multi-day');
                }}
                error={form.errors.service_length}
              />
              <TextInput
                type="date"
                label="Start at (Date)"
                required
                min={earliest}
                max={latest}
                {...form.getInputProps('start_at')}
              />
              {values.service_length === 'Multi-day' ? (
                <TextInput
                  type="date"
                  label="End at (Date)"
                  required
                  min={values.start_at}
                  max={latest}
                  {...form.getInputProps('end_at')}
                />
              ) : (
                <NumberInput
                  label="Minutes spend in Single Day"
                  required
                  min={1}
                  allowDecimal={false}
                  allowNegative={false}
                  onKeyDown={(event) => {
                    if (['.', '+', '-'].includes(event.key)) event.preventDefault();
                  }}
                  {...form.getInputProps('minutes_in_day')}
                />
              )}
              <Textarea label="Notes" required autosize minRows={3} {...form.getInputProps('note')} />
            </Stack>
          </Fieldset>
          {/* TRANSACTION (funding) appears only with the funding feature on; the funding workflow is not built yet. */}
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

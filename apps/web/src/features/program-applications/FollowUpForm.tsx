import { Button, Group, NativeSelect, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  dateBounds,
  followUpBodySchema,
  todayIso,
  toastCatalogue,
  wageIncrements,
  type FollowUp,
  type FollowUpBody,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { type ChangeEvent, useState } from 'react';
import { isApiError } from '../../platform/api';
import { serverErrorsToFormErrors } from '../../platform/forms';
import { showErrorToast, showSuccessToast } from '../../platform/toasts';
import { performanceTypesQuery } from '../performance/api';
import { useAnswerFollowUp } from './api';

const wageFields = [
  'date_received',
  'employer_name',
  'naics_code',
  'job_title',
  'start_date',
  'starting_wage',
  'recent_wage',
  'wage_increment',
  'is_job_relevant',
  'onet_code',
] as const;
type WageField = (typeof wageFields)[number];
type WageValues = Record<WageField, string>;
const blankWage = Object.fromEntries(wageFields.map((field) => [field, ''])) as WageValues;

const incrementLabels: Record<(typeof wageIncrements)[number], string> = {
  hourly: 'Hourly',
  annually: 'Annually',
  project: 'Project',
};

/** Errors keyed by the body's path as the server names it: `employed`, `wage.employer_name`, `credential_date`. */
type Errors = Record<string, string | undefined>;

const yesNo = (value: string) => (value === '' ? undefined : value === 'yes');

/**
 * A due follow-up's answers (the 2nd or 4th quarter after exit): whether the customer is employed, with the job and
 * wage (saved as a wage record), and whether they attained a credential (saved as a credential attainment).
 */
export function FollowUpForm({
  customerId,
  followUp,
  onDone,
}: {
  customerId: number;
  followUp: FollowUp;
  onDone: () => void;
}) {
  const [employed, setEmployed] = useState('');
  const [wage, setWage] = useState<WageValues>(blankWage);
  const [credential, setCredential] = useState('');
  const [credentialTypeId, setCredentialTypeId] = useState<string | null>(null);
  const [credentialDate, setCredentialDate] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const credentialTypes = useQuery({
    ...performanceTypesQuery('credential_attainment'),
    enabled: credential === 'yes',
  });
  const mutation = useAnswerFollowUp(customerId);
  const today = todayIso();

  const clear = (key: string) => setErrors((current) => ({ ...current, [key]: undefined }));
  const wageInput = (field: WageField) => ({
    id: `follow-up-${followUp.id}-${field}`,
    value: wage[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const value = event.currentTarget.value;
      setWage((current) => ({ ...current, [field]: value }));
      clear(`wage.${field}`);
    },
    error: errors[`wage.${field}`],
  });

  const submit = () => {
    const body = {
      employed: yesNo(employed),
      wage: employed === 'yes' ? wage : null,
      credential_attained: yesNo(credential),
      credential_type_id: credential === 'yes' && credentialTypeId ? Number(credentialTypeId) : null,
      credential_date: credential === 'yes' ? credentialDate || null : null,
    };
    const parsed = followUpBodySchema.safeParse(body);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    mutation.mutate(
      { followUpId: followUp.id, body: body as FollowUpBody },
      {
        onSuccess: (result) => {
          showSuccessToast(result.message);
          onDone();
        },
        onError: (failure) => {
          if (isApiError(failure, 422)) setErrors(serverErrorsToFormErrors(failure.body?.errors).formErrors);
          else showErrorToast(isApiError(failure) ? failure.message : toastCatalogue.unexpected);
        },
      },
    );
  };

  return (
    <form
      noValidate
      aria-label="Follow-up answers"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <Radio.Group
          label="Is the customer employed?"
          withAsterisk
          value={employed}
          onChange={(value) => {
            setEmployed(value);
            clear('employed');
          }}
          error={errors.employed}
        >
          <Group mt={6}>
            <Radio value="yes" label="Yes" />
            <Radio value="no" label="No" />
          </Group>
        </Radio.Group>
        {employed === 'yes' && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Employer Name" withAsterisk {...wageInput('employer_name')} />
            <TextInput label="Job Title" withAsterisk {...wageInput('job_title')} />
            <TextInput
              type="date"
              label="Start Date"
              withAsterisk
              min={dateBounds.plan(today).min}
              max={dateBounds.plan(today).max}
              {...wageInput('start_date')}
            />
            <TextInput
              type="date"
              label="Date Received"
              withAsterisk
              min={dateBounds.past(today).min}
              max={dateBounds.past(today).max}
              {...wageInput('date_received')}
            />
            <TextInput label="Starting Wage" inputMode="decimal" withAsterisk {...wageInput('starting_wage')} />
            <NativeSelect
              label="Wage Increment"
              withAsterisk
              data={[
                { value: '', label: 'Select an increment' },
                ...wageIncrements.map((increment) => ({ value: increment, label: incrementLabels[increment] })),
              ]}
              {...wageInput('wage_increment')}
            />
            <TextInput label="Recent Wage" inputMode="decimal" {...wageInput('recent_wage')} />
            <TextInput label="NAICS Code" description="NAICS 2022, 2 to 6 digits" {...wageInput('naics_code')} />
            <TextInput
              label="O*NET Code"
              withAsterisk
              description="For example 43-4051.00"
              {...wageInput('onet_code')}
            />
            <Radio.Group
              label="Is this job relevant?"
              withAsterisk
              value={wage.is_job_relevant}
              onChange={(value) => {
                setWage((current) => ({ ...current, is_job_relevant: value }));
                clear('wage.is_job_relevant');
              }}
              error={errors['wage.is_job_relevant']}
            >
              <Group mt={6}>
                <Radio value="yes" label="Yes" />
                <Radio value="no" label="No" />
              </Group>
            </Radio.Group>
          </SimpleGrid>
        )}
        <Radio.Group
          label="Did the customer attain a credential?"
          withAsterisk
          value={credential}
          onChange={(value) => {
            setCredential(value);
            clear('credential_attained');
          }}
          error={errors.credential_attained}
        >
          <Group mt={6}>
            <Radio value="yes" label="Yes" />
            <Radio value="no" label="No" />
          </Group>
        </Radio.Group>
        {credential === 'yes' && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Credential"
              withAsterisk
              placeholder={credentialTypes.isError ? 'The credentials could not be loaded' : 'Select a credential'}
              data={(credentialTypes.data ?? []).map((type) => ({ value: String(type.id), label: type.type }))}
              value={credentialTypeId}
              onChange={(value) => {
                setCredentialTypeId(value);
                clear('credential_type_id');
              }}
              searchable
              nothingFoundMessage="No credential matches"
              error={errors.credential_type_id}
            />
            <TextInput
              type="date"
              label="Credential Date"
              withAsterisk
              min={dateBounds.past(today).min}
              max={dateBounds.past(today).max}
              value={credentialDate}
              onChange={(event) => {
                setCredentialDate(event.currentTarget.value);
                clear('credential_date');
              }}
              error={errors.credential_date}
            />
          </SimpleGrid>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            Save answers
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

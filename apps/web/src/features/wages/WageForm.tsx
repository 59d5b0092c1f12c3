import { Button, FileInput, Group, NativeSelect, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  dateBounds,
  manualEditableFields,
  wageEvidenceExtensions,
  wageIncrements,
  wageMessages as messages,
  todayIso,
  type WageRecord,
  toastCatalogue,
} from '@portal/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useEffect, useMemo, useState } from 'react';
import { isApiError } from '../../platform/api';
import { handleApiError } from '../../platform/errors';
import { laterModule } from '../../platform/laterModule';
import { serverErrorsToFormErrors } from '../../platform/forms';
import { useSettings } from '../../platform/settings';
import { showErrorToast, showSuccessToast } from '../../platform/toasts';
import { LaterSelect } from '../../ui/LaterSelect';
import { checkEvidenceFile, uploadChosenEvidence } from '../performance/api';
import { createWage, onetSearchQuery, updateWage, wageKeys } from './api';

/** The form's fields are a manual record's editable fields; all but the evidence are text. */
type Field = (typeof manualEditableFields)[number];
type TextField = Exclude<Field, 'evidence'>;
type Values = Record<TextField, string>;
type Errors = Partial<Record<Field, string>>;

/** The server's schema for a manual record, fetched after the page paints instead of with it (#30). */
const loadSchema = laterModule(() => import('@portal/contracts/wages').then((module) => module.manualWageFieldsSchema));

const incrementLabels: Record<(typeof wageIncrements)[number], string> = {
  hourly: 'Hourly',
  annually: 'Annually',
  project: 'Project',
};

const blank: Values = {
  date_received: '',
  employer_name: '',
  naics_code: '',
  job_title: '',
  start_date: '',
  starting_wage: '',
  recent_wage: '',
  wage_increment: '',
  is_job_relevant: '',
  onet_code: '',
};

function valuesOf(record: WageRecord): Values {
  return {
    date_received: record.date_received.slice(0, 10),
    employer_name: record.employer_name,
    naics_code: record.naics_code ?? '',
    job_title: record.job_title,
    start_date: record.start_date.slice(0, 10),
    starting_wage: record.starting_wage === null ? '' : String(record.starting_wage),
    recent_wage: record.recent_wage === null ? '' : String(record.recent_wage),
    wage_increment: record.increment_of_wage ?? '',
    is_job_relevant: record.is_job_relevant === 1 ? 'yes' : record.is_job_relevant === 0 ? 'no' : '',
    onet_code: record.onet_code ?? '',
  };
}

/** A 422's field → this form's field (the spec's multipart names the evidence 'file'). */
const fieldOf = (server: string): Field | undefined =>
  server === 'file'
    ? 'evidence'
    : (manualEditableFields as readonly string[]).includes(server)
      ? (server as Field)
      : undefined;

interface WageFormProps {
  customerId: number;
  /** The Edit Record modal's record; the create form when absent. */
  record?: WageRecord;
  onSaved?: () => void;
}

/**
 * The wage and employment form (staff spec 3, 4, 5): every field for a new or manual (source 1) record, checked with
 * the server's schema; for an external record (sources 2, 3, 4) every field but is_job_relevant is locked and only it
 * is sent, and sources 2 and 4 show N/A for wage, increment and O*NET code.
 */
export function WageForm({ customerId, record, onSaved }: WageFormProps) {
  const queryClient = useQueryClient();
  const maxMegabytes = useSettings().allowed_maximum_upload_size;
  const [values, setValues] = useState<Values>(() => (record ? valuesOf(record) : blank));
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const locked = record !== undefined && !record.editable_fields.includes('employer_name');
  const hidden = record?.hides_wages === true;
  const prefix = record ? `wage-${record.id}` : 'wage-new';

  const set = (field: TextField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const input = (field: TextField) => ({
    id: `${prefix}-${field}`,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(field)(event.currentTarget.value),
    error: errors[field],
    disabled: locked,
  });

  const chooseFile = (chosen: File | null) => {
    const problem = chosen
      ? checkEvidenceFile(chosen, maxMegabytes, wageEvidenceExtensions, messages.evidenceType)
      : null;
    setFile(problem ? null : chosen);
    setErrors((current) => ({ ...current, evidence: problem ?? undefined }));
  };

  useEffect(() => void loadSchema().catch(() => undefined), []);

  const check = (schema: Awaited<ReturnType<typeof loadSchema>>): Errors => {
    const found: Errors = {};
    const parsed = locked ? null : schema.safeParse({ ...values, evidence: null });
    if (parsed && !parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = fieldOf(String(issue.path[0]));
        if (field) found[field] ??= issue.message;
      }
    }
    if (locked && values.is_job_relevant === '') found.is_job_relevant = messages.isJobRelevantRequired;
    return found;
  };

  const submit = async () => {
    let schema: Awaited<ReturnType<typeof loadSchema>>;
    try {
      schema = await loadSchema();
    } catch {
      return showErrorToast(toastCatalogue.unexpected);
    }
    const found = check(schema);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const evidence = await uploadChosenEvidence(locked ? null : file, 'document');
      if (evidence === 'failed') {
        setErrors({ evidence: messages.uploadFailed });
        return;
      }
      const fields = { ...values, evidence };
      if (record) {
        await updateWage(record.id, locked ? { is_job_relevant: values.is_job_relevant } : fields);
        showSuccessToast(messages.updatedText, messages.updated);
      } else {
        await createWage({ ...fields, customerId } as Parameters<typeof createWage>[0]);
        showSuccessToast(messages.createdText, messages.created);
        setValues(blank);
        setFile(null);
      }
      setErrors({});
      await queryClient.invalidateQueries({ queryKey: wageKeys.all });
      onSaved?.();
    } catch (error) {
      if (isApiError(error, 422)) {
        const { formErrors } = serverErrorsToFormErrors(error.body?.errors);
        const shown: Errors = {};
        for (const [server, message] of Object.entries(formErrors)) {
          const field = fieldOf(server);
          if (field) shown[field] ??= message;
          else showErrorToast(message);
        }
        setErrors(shown);
      } else if (isApiError(error, 403) || isApiError(error, 401)) {
        handleApiError(error);
      } else if (record) {
        showErrorToast(messages.updateFailedText, messages.updateFailed);
      } else {
        showErrorToast(messages.createFailedText, messages.createFailed);
      }
    } finally {
      setBusy(false);
    }
  };

  const notApplicable = (label: string, field: TextField) => (
    <TextInput id={`${prefix}-${field}`} label={label} value={messages.notApplicable} disabled readOnly />
  );

  return (
    <form
      noValidate
      aria-label={record ? 'Edit wage and employment record' : 'New wage and employment record'}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="date"
            label="Date Received"
            withAsterisk={!locked}
            min={dateBounds.past(todayIso()).min}
            max={dateBounds.past(todayIso()).max}
            {...input('date_received')}
          />
          <TextInput label="Employer Name" withAsterisk={!locked} {...input('employer_name')} />
          <TextInput label="NAICS Code" description="NAICS 2022, 2 to 6 digits" {...input('naics_code')} />
          <TextInput label="Job Title" withAsterisk={!locked} {...input('job_title')} />
          <TextInput
            type="date"
            label="Start Date"
            withAsterisk={!locked}
            min={dateBounds.plan(todayIso()).min}
            max={dateBounds.plan(todayIso()).max}
            {...input('start_date')}
          />
          {hidden ? (
            notApplicable('Starting Wage', 'starting_wage')
          ) : (
            <TextInput label="Starting Wage" inputMode="decimal" withAsterisk={!locked} {...input('starting_wage')} />
          )}
          {hidden ? (
            notApplicable('Recent Wage', 'recent_wage')
          ) : (
            <TextInput label="Recent Wage" inputMode="decimal" {...input('recent_wage')} />
          )}
          {hidden ? (
            notApplicable('Wage Increment', 'wage_increment')
          ) : (
            <NativeSelect
              id={`${prefix}-wage_increment`}
              label="Wage Increment"
              withAsterisk={!locked}
              disabled={locked}
              value={values.wage_increment}
              onChange={(event) => set('wage_increment')(event.currentTarget.value)}
              data={[
                { value: '', label: 'Select an increment' },
                ...wageIncrements.map((increment) => ({ value: increment, label: incrementLabels[increment] })),
              ]}
              error={errors.wage_increment}
            />
          )}
          {hidden ? (
            notApplicable('O*NET Code', 'onet_code')
          ) : (
            <OnetPicker
              id={`${prefix}-onet_code`}
              value={values.onet_code}
              initialTitle={record?.onet_title ?? null}
              onChange={set('onet_code')}
              error={errors.onet_code}
              disabled={locked}
            />
          )}
          <Radio.Group
            label="Is this job relevant?"
            withAsterisk
            value={values.is_job_relevant}
            onChange={set('is_job_relevant')}
            error={errors.is_job_relevant}
          >
            <Group mt={6}>
              <Radio value="yes" label="Yes" />
              <Radio value="no" label="No" />
            </Group>
          </Radio.Group>
        </SimpleGrid>
        {!locked && (
          <FileInput
            id={`${prefix}-evidence`}
            label="Evidence"
            clearable
            clearButtonProps={{ 'aria-label': 'Clear evidence' }}
            value={file}
            onChange={chooseFile}
            accept={wageEvidenceExtensions.map((extension) => `.${extension}`).join(',')}
            description={`${record?.evidence ? `On file: ${record.evidence.original_filename}. ` : ''}${wageEvidenceExtensions.join(', ')}; up to ${maxMegabytes}MB`}
            error={errors.evidence}
          />
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={busy} disabled={busy}>
            {record ? 'Update' : 'Save'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** onet_code chosen from the O*NET catalogue by title (the wages onetSearch route; 500 ms debounce). */
function OnetPicker({
  id,
  value,
  initialTitle,
  onChange,
  error,
  disabled,
}: {
  id: string;
  value: string;
  initialTitle: string | null;
  onChange: (code: string) => void;
  error?: string;
  disabled: boolean;
}) {
  const [term, setTerm] = useState('');
  const [debounced] = useDebouncedValue(term, 500);
  const [chosen, setChosen] = useState<{ code: string; title: string } | null>(
    value ? { code: value, title: initialTitle ?? value } : null,
  );
  const found = useQuery({
    ...onetSearchQuery(debounced),
    enabled: debounced.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
  const data = useMemo(() => {
    const rows = new Map<string, string>();
    if (chosen) rows.set(chosen.code, chosen.title);
    for (const row of found.data ?? []) rows.set(row.code, row.title);
    return [...rows].map(([code, title]) => ({ value: code, label: `${title} (${code})` }));
  }, [found.data, chosen]);
  return (
    <LaterSelect
      id={id}
      label="O*NET Code"
      withAsterisk={!disabled}
      placeholder="Search by job title"
      searchable
      clearable
      clearButtonProps={{ 'aria-label': 'Clear O*NET Code' }}
      disabled={disabled}
      data={data}
      value={value || null}
      onSearchChange={(search) => {
        // Choosing an option fills the search with its label; only typing starts a new search.
        if (!data.some((option) => option.label === search)) setTerm(search);
      }}
      onChange={(code) => {
        const option = data.find((row) => row.value === code);
        setChosen(option ? { code: option.value, title: option.label.replace(/ \([^)]*\)$/, '') } : null);
        onChange(code ?? '');
      }}
      filter={({ options }) => options}
      nothingFoundMessage={
        debounced.trim().length < 2 ? 'Type a job title' : found.isFetching ? 'Searching…' : 'No occupations found'
      }
      error={error}
    />
  );
}

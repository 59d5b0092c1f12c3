import { Button, Group, Loader, Stack } from '@mantine/core';
import type { CriteriaObject, ReportTypeKey } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { handleApiError } from '../../platform/errors';
import { showSuccessToast } from '../../platform/toasts';
import { LaterMultiSelect, LaterSelect } from '../../ui/LaterSelect';
import { LoadError } from '../../ui/LoadError';
import { criteriaQuery, startRun } from './api';

type Values = Record<string, string | string[]>;

/** A default or preset as the select holds it: text, a number or flag written out, anything else none. */
function valueText(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

function initialValues(object: CriteriaObject, preset?: Record<string, unknown>): Values {
  const source = { ...object.defaults, ...preset } as Record<string, unknown>;
  const values: Values = {};
  for (const field of object.fields) {
    const value = source[field.name];
    values[field.name] =
      field.kind === 'multiselect'
        ? (Array.isArray(value) ? (value as unknown[]) : []).map(valueText)
        : valueText(value);
  }
  return values;
}

/** The body a type expects: numbers where the options are numbers, program codes as text. */
function toCriteria(object: CriteriaObject, values: Values): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of object.fields) {
    const numeric = field.options.every((option) => typeof option.value === 'number');
    const value = values[field.name];
    if (Array.isArray(value)) body[field.name] = numeric ? value.map(Number) : value;
    else body[field.name] = value === '' ? undefined : numeric ? Number(value) : value;
  }
  return body;
}

function CriteriaFields({ object, preset }: { object: CriteriaObject; preset?: Record<string, unknown> }) {
  const [values, setValues] = useState<Values>(() => initialValues(object, preset));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: () => startRun(object.type, toCriteria(object, values)),
    onSuccess: async (answer) => {
      showSuccessToast(answer.message);
      await queryClient.invalidateQueries({ queryKey: ['reports', 'runs'] });
      await navigate(`/reports/runs/${answer.data.id}`);
    },
    onError: (error) =>
      handleApiError(error, { form: { setErrors: (found) => setErrors(found as Record<string, string>) } }),
  });
  const set = (name: string, value: string | string[]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: '' }));
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        run.mutate();
      }}
    >
      <Stack gap="sm">
        {object.fields.map((field) => {
          const data = field.options.map((option) => ({ value: String(option.value), label: option.label }));
          const common = {
            label: field.label,
            required: field.required,
            error: errors[field.name] || undefined,
            data,
          };
          return field.kind === 'multiselect' ? (
            <LaterMultiSelect
              key={field.name}
              {...common}
              value={values[field.name] as string[]}
              onChange={(value) => set(field.name, value)}
              clearable
            />
          ) : (
            <LaterSelect
              key={field.name}
              {...common}
              value={(values[field.name] as string) || null}
              onChange={(value) => set(field.name, value ?? '')}
              allowDeselect={false}
            />
          );
        })}
        <Group>
          <Button type="submit" loading={run.isPending}>
            Run report
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The criteria form of a report type, filled with its defaults (or a past run's criteria, to run it again). */
export function RunForm({ type, preset }: { type: ReportTypeKey; preset?: Record<string, unknown> }) {
  const { data, isPending, isError, isFetching, refetch } = useQuery(criteriaQuery(type));
  if (isPending) return <Loader role="progressbar" size="sm" aria-label="Loading the report's criteria" />;
  if (isError) return <LoadError what="the report's criteria" onRetry={refetch} retrying={isFetching} />;
  return <CriteriaFields object={data.data} {...(preset ? { preset } : {})} />;
}

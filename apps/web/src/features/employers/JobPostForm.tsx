import { Alert, Badge, Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import {
  jobPositionTypes,
  jobPostMessages,
  jobPostPaths,
  positionTypeNeedsValue,
  type JobPost,
  type JobPostBody,
} from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../platform/api';
import { client } from '../../platform/api-client';
import { handleApiError } from '../../platform/errors';
import { laterSchema, useLaterSchema } from '../../platform/forms';
import { showErrorToast, showSuccessToast } from '../../platform/toasts';
import { GrowingTextarea } from '../../ui/GrowingTextarea';
import { employerKeys, employerLinks, locationsQuery } from './api';
import { lookupQuery } from './jobPostQueries';
import { EmployerPageHeader, useCompanyName } from './parts';
import { LaterMultiSelect } from '../../ui/LaterSelect';
import { ChoiceSelect } from './ChoiceSelect';
import { LaterNumberInput } from '../../ui/LaterNumberInput';
import { YesNo } from './YesNo';
import { useRecordForm } from '../../platform/useRecordForm';
import { Columns } from '../../ui/Columns';

// The shared schema (and Zod) is fetched after the page paints; a submit waits for it (ADR 0051).
const bodySchema = laterSchema(() => import('@portal/contracts/job-posts').then((module) => module.jobPostBodySchema));

/** Spec 9: after a successful save the job form goes back to the list after about 1.5 s. */
const redirectDelayMs = 1500;

const options = (data: Record<string, string> | undefined) =>
  Object.entries(data ?? {}).map(([value, label]) => ({ value, label }));

function fromPost(post: JobPost | null): JobPostBody {
  return {
    send_to_nlx: post?.send_to_nlx ?? (null as unknown as boolean),
    remote: post?.remote ?? false,
    title: post?.title ?? '',
    description: post?.description ?? '',
    benefits: post?.benefits ?? '',
    onet_code: post?.onet_code ?? '',
    industry: (post?.industry ?? null) as JobPostBody['industry'],
    job_position_type_id: (post?.job_position_type_id ?? null) as unknown as number,
    job_position_type_value: post?.job_position_type_value ?? '',
    encouraged_types: post?.encouraged_types ?? [],
    salary_range_min: (post?.salary_range_min ?? '') as unknown as number,
    salary_range_max: (post?.salary_range_max ?? '') as unknown as number,
    pay_unit: (post?.pay_unit ?? null) as JobPostBody['pay_unit'],
    minimum_educational_level: (post?.minimum_educational_level ?? null) as unknown as number,
    hours_per_week: post?.hours_per_week ?? null,
    apply_link: post?.apply_link ?? '',
    contact_email: post?.contact_email ?? '',
    locations: post?.locations.map((location) => location.id) ?? [],
  };
}

/** The job post form (issue #30: its code is fetched apart, see JobPostFormPage). */
export function JobPostForm({ id, post }: { id: number; post: JobPost | null }) {
  const company = useCompanyName(id);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const industries = useQuery(lookupQuery('industries'));
  const positions = useQuery(lookupQuery('position-types'));
  const payUnits = useQuery(lookupQuery('pay-units'));
  const levels = useQuery(lookupQuery('educational-levels'));
  const encouraged = useQuery(lookupQuery('encouraged-types'));
  const places = useQuery(locationsQuery(id, 'all'));
  useLaterSchema(bodySchema);
  const form = useRecordForm<JobPostBody>(() => fromPost(post));
  const values = form.values;
  const positionType = values.job_position_type_id;
  const valueLabel =
    positionType && positionTypeNeedsValue(positionType)
      ? (jobPositionTypes as Record<number, { valueLabel: string | null }>)[positionType]?.valueLabel
      : null;

  const save = async (body: JobPostBody) => {
    setSaving(true);
    try {
      if (post) await client.put(jobPostPaths.post, { params: { id, postId: post.id }, body });
      else await client.post(jobPostPaths.list, { params: { id }, body });
      await queryClient.invalidateQueries({ queryKey: employerKeys.one(id) });
      showSuccessToast(post ? jobPostMessages.updated : jobPostMessages.posted);
      setTimeout(() => void navigate(employerLinks.jobPosts(id)), redirectDelayMs);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) handleApiError(error, { form });
      else showErrorToast(post ? jobPostMessages.updateFailed : jobPostMessages.postFailed);
      setSaving(false);
    }
  };
  const numberProps = (field: 'salary_range_min' | 'salary_range_max' | 'hours_per_week') => {
    const { value, error } = form.getInputProps(field);
    return {
      value,
      error,
      onChange: (value: string | number) =>
        form.setFieldValue(
          field,
          value === '' ? (field === 'hours_per_week' ? null : ('' as unknown as number)) : Number(value),
        ),
    };
  };
  /** A choice whose form value is a number (an id), null until chosen. */
  const numberChoiceProps = (field: 'job_position_type_id' | 'minimum_educational_level') => ({
    value: values[field] ? String(values[field]) : null,
    onChange: (value: string | null) =>
      form.setFieldValue(field, value === null ? (null as unknown as number) : Number(value)),
    error: form.errors[field],
  });

  return (
    <>
      <EmployerPageHeader
        trail={[
          { label: company, to: employerLinks.edit(id) },
          { label: 'Job Posts', to: employerLinks.jobPosts(id) },
          { label: post ? `Edit ${post.title}` : 'Post a Job' },
        ]}
        actions={
          post && (
            <Badge variant="light" color={post.state === 'published' ? 'green' : 'gray'} size="lg">
              {post.employer_job_post_status}
            </Badge>
          )
        }
      />
      <Paper withBorder p="md">
        <form onSubmit={form.submit(bodySchema, (body) => void save(body))} noValidate>
          <Stack>
            <YesNo
              label="Send to NLX"
              value={values.send_to_nlx}
              onChange={(value) => form.setFieldValue('send_to_nlx', value)}
              error={form.errors.send_to_nlx}
            />
            {values.send_to_nlx === true && (
              <Alert variant="light" color="blue">
                {jobPostMessages.nlxQueued}
              </Alert>
            )}
            <YesNo
              label="Remote"
              value={values.remote}
              onChange={(value) => form.setFieldValue('remote', value)}
              error={form.errors.remote}
            />
            <Columns cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label="Title" withAsterisk {...form.getInputProps('title')} />
              <LaterMultiSelect
                label="Locations"
                description="Where the job is; a published job needs one, or Remote"
                data={(places.data?.data ?? []).map((place) => ({
                  value: String(place.id),
                  label: `${place.label} (${place.city}, ${place.state})`,
                }))}
                value={(values.locations ?? []).map(String)}
                onChange={(next) => form.setFieldValue('locations', next.map(Number))}
                error={form.errors.locations}
              />
              <TextInput
                label="O*NET code"
                placeholder="47-2111.00"
                description="The occupation the job seeker finds it under"
                {...form.getInputProps('onet_code')}
              />
              <ChoiceSelect
                label="Industry"
                withAsterisk
                data={options(industries.data?.data)}
                value={values.industry ?? null}
                onChange={(value) => form.setFieldValue('industry', value as JobPostBody['industry'])}
                error={form.errors.industry}
              />
              <ChoiceSelect
                label="Position type"
                withAsterisk
                data={options(positions.data?.data)}
                {...numberChoiceProps('job_position_type_id')}
              />
              {valueLabel && (
                <TextInput label={valueLabel} withAsterisk {...form.getInputProps('job_position_type_value')} />
              )}
              {/* clampBehavior none: an out-of-range number gets the spec's message instead of a silent change. */}
              <LaterNumberInput
                label="Minimum salary"
                withAsterisk
                min={0}
                clampBehavior="none"
                decimalScale={2}
                {...numberProps('salary_range_min')}
              />
              <LaterNumberInput
                label="Maximum salary"
                withAsterisk
                min={0}
                clampBehavior="none"
                decimalScale={2}
                {...numberProps('salary_range_max')}
              />
              <ChoiceSelect
                label="Pay unit"
                withAsterisk
                data={options(payUnits.data?.data)}
                value={values.pay_unit ?? null}
                onChange={(value) => form.setFieldValue('pay_unit', value as JobPostBody['pay_unit'])}
                error={form.errors.pay_unit}
              />
              <ChoiceSelect
                label="Minimum education level"
                withAsterisk
                data={options(levels.data?.data)}
                {...numberChoiceProps('minimum_educational_level')}
              />
              <LaterNumberInput
                label="Hours per week"
                min={1}
                max={168}
                clampBehavior="none"
                {...numberProps('hours_per_week')}
              />
              <TextInput label="Apply link" withAsterisk type="url" {...form.getInputProps('apply_link')} />
              <TextInput label="Contact email" type="email" {...form.getInputProps('contact_email')} />
              <LaterMultiSelect
                label="Encouraged to apply"
                data={options(encouraged.data?.data)}
                value={(values.encouraged_types ?? []).map(String)}
                onChange={(next) => form.setFieldValue('encouraged_types', next.map(Number))}
              />
            </Columns>
            <GrowingTextarea label="Description" minRows={4} {...form.getInputProps('description')} />
            <GrowingTextarea label="Benefits" minRows={2} {...form.getInputProps('benefits')} />
            <Group>
              <Button type="submit" loading={saving}>
                {post ? 'Update Job' : 'Post Job'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}

import { Fieldset, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { serviceLengths, todayIso } from '@portal/contracts';
import { LaterSelect } from '../../ui/LaterSelect';
import type { LogServiceValues } from './log-service-values';

interface OtherFieldsetProps {
  form: UseFormReturnType<LogServiceValues>;
  earliest: string;
  latest: string;
}

/** The service log form's OTHER section: title, dates, length and notes (staff spec 3, 4, 5). */
export function OtherFieldset({ form, earliest, latest }: OtherFieldsetProps) {
  const values = form.values;
  return (
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
        <LaterSelect
          label="Service Length"
          required
          data={serviceLengths.map((length) => ({ value: length, label: length }))}
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
  );
}

import { Checkbox, Fieldset, SimpleGrid, Stack } from '@mantine/core';
// The demographics' labels by path (two of their names are also the forms' in the package index), without Zod.
import {
  employmentStatusAtEntryLabels,
  highestGradeLabels,
  customerRaceLabels,
  customerSexLabels,
  yesNoUndisclosedLabels,
} from '@portal/contracts/customer-demographics-constants';
import { LaterSelect } from '../../ui/LaterSelect';
import type { ProfileForm } from './profile-form';

const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

type ChoiceField =
  | 'sex'
  | 'hispanic_latino'
  | 'disability'
  | 'veteran_status'
  | 'highest_grade_completed'
  | 'employment_status_at_entry';

const choices: ReadonlyArray<{ field: ChoiceField; label: string; labels: Record<string, string> }> = [
  { field: 'sex', label: 'Sex', labels: customerSexLabels },
  { field: 'hispanic_latino', label: 'Hispanic or Latino', labels: yesNoUndisclosedLabels },
  { field: 'disability', label: 'Individual with a disability', labels: yesNoUndisclosedLabels },
  { field: 'veteran_status', label: 'Veteran', labels: yesNoUndisclosedLabels },
  { field: 'highest_grade_completed', label: 'Highest school grade completed', labels: highestGradeLabels },
  { field: 'employment_status_at_entry', label: 'Employment status at entry', labels: employmentStatusAtEntryLabels },
];

/** What the eligibility forms and the PIRL ask; every answer may stay unanswered (nobody asked yet). */
export function DemographicsFields({ form }: { form: ProfileForm }) {
  const declined = form.values.race_declined;
  return (
    <Fieldset legend="Demographics">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {choices.map(({ field, label, labels }) => (
            <LaterSelect
              key={field}
              label={label}
              placeholder="Not asked"
              data={options(labels)}
              clearable
              comboboxProps={{ withinPortal: true }}
              value={form.values[field]}
              onChange={(value) => form.setFieldValue(field, value)}
              error={form.errors[field]}
            />
          ))}
        </SimpleGrid>
        <Checkbox.Group
          label="Race"
          description="Choose all that apply"
          value={form.values.races}
          onChange={(value) => form.setFieldValue('races', value)}
          error={form.errors.races}
        >
          <Stack gap={6} mt={6}>
            {options(customerRaceLabels).map(({ value, label }) => (
              <Checkbox key={value} value={value} label={label} disabled={declined} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Checkbox
          label="Did not self-identify a race"
          checked={declined}
          onChange={(event) => form.setFieldValue('race_declined', event.currentTarget.checked)}
          error={form.errors.race_declined}
        />
      </Stack>
    </Fieldset>
  );
}

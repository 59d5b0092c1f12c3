import { Fieldset, Table, Text, TextInput } from '@mantine/core';
import { dateBounds, formConstants, timeTrackingDays, todayIso, type TimeTrackingAnswer } from '@portal/contracts';
import type { FieldProps } from '../fieldTypes';
import { numberAnswer } from './numberValue';
import { useT } from '../../../platform/i18n';

type Day = (typeof timeTrackingDays)[number];

export function emptyTimeTracking(): TimeTrackingAnswer {
  const answer = {} as TimeTrackingAnswer;
  for (const day of timeTrackingDays) {
    answer[`day_${day}`] = '';
    answer[`hour_${day}`] = null;
  }
  return answer;
}

/** Seven rows of a date and the hours worked that day; an hour stays read-only until its date is chosen. */
export function TimeTrackingControl({ question, value, onChange, error, fieldError }: FieldProps<TimeTrackingAnswer>) {
  const { t } = useT('forms');
  const answer = { ...emptyTimeTracking(), ...(value ?? {}) };
  const set = (patch: Partial<TimeTrackingAnswer>) => onChange({ ...answer, ...patch });
  const setDate = (day: Day, date: string) =>
    // Clearing a date clears its hours too: hours without a day mean nothing.
    set(date ? { [`day_${day}`]: date } : { [`day_${day}`]: '', [`hour_${day}`]: null });

  return (
    <Fieldset legend={question.text} variant="unstyled">
      {question.description && (
        <Text size="sm" c="dimmed" mb="xs">
          {question.description}
        </Text>
      )}
      <Table withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('components.day')}</Table.Th>
            <Table.Th scope="col">{t('components.date')}</Table.Th>
            <Table.Th scope="col">{t('components.hours')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {timeTrackingDays.map((day, index) => {
            const date = answer[`day_${day}`];
            return (
              <Table.Tr key={day}>
                <Table.Th scope="row">{t('components.dayNumber', { number: index + 1 })}</Table.Th>
                <Table.Td>
                  <TextInput
                    type="date"
                    aria-label={t('components.dayDate', { number: index + 1 })}
                    min={formConstants.dateMinimum}
                    max={dateBounds.plan(todayIso()).max}
                    readOnly={question.readonly}
                    value={date}
                    error={fieldError(`day_${day}`)}
                    onChange={(event) => setDate(day, event.currentTarget.value)}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    type="number"
                    inputMode="decimal"
                    aria-label={t('components.dayHours', { number: index + 1 })}
                    min={formConstants.hoursMin}
                    max={formConstants.hoursMax}
                    step="any"
                    readOnly={question.readonly || !date}
                    value={answer[`hour_${day}`] ?? ''}
                    error={fieldError(`hour_${day}`)}
                    onChange={(event) => set({ [`hour_${day}`]: numberAnswer(event.currentTarget.value) })}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {error && (
        <Text size="sm" c="red.8" role="alert" mt={4}>
          {error}
        </Text>
      )}
    </Fieldset>
  );
}

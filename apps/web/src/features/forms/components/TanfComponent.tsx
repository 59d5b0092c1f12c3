import { Fieldset, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { dateBounds, formConstants, todayIso, type TanfAnswer } from '@portal/contracts';
import { optionFilter, toSelectData } from '../controls/selectData';
import type { FieldProps } from '../fieldTypes';
import { useT } from '../../../platform/i18n';

const formatDate = (iso: string) => {
  const [year, month, day] = iso.split('-');
  return year && month && day ? `${month}/${day}/${year}` : iso;
};

/**
 * TANF (cash assistance): a status and the date it applies from. Read-only questions display the recorded values;
 * otherwise the status is chosen from the question's options (free text when it lists none) and the date typed.
 */
export function TanfComponent({ question, value, onChange, error, fieldError }: FieldProps<TanfAnswer>) {
  const { t } = useT('forms');
  const answer: TanfAnswer = { status: null, date: null, ...(value ?? {}) };
  const statusLabel =
    question.options.find((option) => option.value === answer.status)?.display ??
    answer.status ??
    t('components.notRecorded');

  if (question.readonly) {
    return (
      <Fieldset legend={question.text} variant="unstyled">
        <Text size="sm">{t('components.statusValue', { value: statusLabel })}</Text>
        <Text size="sm">
          {t('components.dateValue', {
            value: answer.date ? formatDate(answer.date) : t('components.notRecorded'),
          })}
        </Text>
      </Fieldset>
    );
  }
  const statusProps = {
    label: t('components.tanfStatus'),
    withAsterisk: question.required,
    error: fieldError('status') ?? error,
  };
  return (
    <Fieldset legend={question.text} variant="unstyled">
      {question.description && (
        <Text size="sm" c="dimmed" mb="xs">
          {question.description}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {question.options.length > 0 ? (
          <Select
            {...statusProps}
            data={toSelectData(question.options)}
            value={answer.status}
            onChange={(status) => onChange({ ...answer, status })}
            searchable
            filter={optionFilter}
            nothingFoundMessage={t('components.nothingFound')}
          />
        ) : (
          <TextInput
            {...statusProps}
            value={answer.status ?? ''}
            onChange={(event) => onChange({ ...answer, status: event.currentTarget.value || null })}
          />
        )}
        <TextInput
          label={t('components.tanfDate')}
          type="date"
          min={formConstants.dateMinimum}
          max={dateBounds.plan(todayIso()).max}
          withAsterisk={question.required}
          value={answer.date ?? ''}
          error={fieldError('date')}
          onChange={(event) => onChange({ ...answer, date: event.currentTarget.value || null })}
        />
      </SimpleGrid>
    </Fieldset>
  );
}

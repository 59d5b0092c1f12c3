import { Fieldset, SimpleGrid, Text, TextInput } from '@mantine/core';
import { formConstants, type SelfAttestationAnswer } from '@portal/contracts';
import type { FieldProps } from '../fieldTypes';
import { useT } from '../../../platform/i18n';

/** The signature step: the customer's first and last name, which must equal the names on record (spec 5). */
export function SelfAttestationComponent({
  question,
  value,
  onChange,
  error,
  fieldError,
}: FieldProps<SelfAttestationAnswer>) {
  const { t } = useT('forms');
  const answer = { firstName: '', lastName: '', ...(value ?? {}) };
  return (
    <Fieldset legend={question.text} variant="unstyled">
      {question.description && (
        <Text size="sm" mb="sm">
          {question.description}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('components.firstName')}
          withAsterisk
          autoComplete="off"
          maxLength={formConstants.selfAttestationNameMax}
          readOnly={question.readonly}
          value={answer.firstName}
          error={fieldError('firstName') ?? error}
          onChange={(event) => onChange({ ...answer, firstName: event.currentTarget.value })}
        />
        <TextInput
          label={t('components.lastName')}
          withAsterisk
          autoComplete="off"
          maxLength={formConstants.selfAttestationNameMax}
          readOnly={question.readonly}
          value={answer.lastName}
          error={fieldError('lastName')}
          onChange={(event) => onChange({ ...answer, lastName: event.currentTarget.value })}
        />
      </SimpleGrid>
    </Fieldset>
  );
}

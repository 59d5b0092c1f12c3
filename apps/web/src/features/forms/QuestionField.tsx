import { Text } from '@mantine/core';
import { useT } from '../../platform/i18n';
import { PageLoader } from '../../ui/PageLoader';
import { hasNoField, loadedField, useFieldsLoaded } from './fieldLoaders';
import type { FieldProps } from './fieldTypes';

/** One question, drawn by its control or component; anything unknown shows the spec's placeholder. */
export function QuestionField(props: FieldProps) {
  const { t } = useT('forms');
  // The form page loads the fields of all a form's questions before it shows the form (fieldLoaders.tsx); a field
  // not loaded yet is loaded here, with the page's loading state meanwhile.
  useFieldsLoaded([props.question]);
  if (hasNoField(props.question)) return <Text c="dimmed">{t('noComponent')}</Text>;
  const Field = loadedField(props.question);
  if (!Field) return <PageLoader compact />;
  return <Field {...props} />;
}

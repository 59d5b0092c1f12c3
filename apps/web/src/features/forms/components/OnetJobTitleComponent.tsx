import type { FieldProps } from '../fieldTypes';
import { JobTitleSearch } from './JobTitleSearch';

export function OnetJobTitleComponent({ question, value, onChange, error }: FieldProps<number>) {
  return (
    <JobTitleSearch
      label={question.text}
      description={question.description ?? undefined}
      required={question.required}
      readOnly={question.readonly}
      error={error}
      value={value}
      onChange={onChange}
    />
  );
}

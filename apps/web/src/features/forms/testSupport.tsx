import type { FormQuestion, LoadedForm } from '@portal/contracts';
import { useState } from 'react';
import type { FieldContext, FieldProps } from './fieldTypes';
import { QuestionField } from './QuestionField';

export function makeQuestion(overrides: Partial<FormQuestion>): FormQuestion {
  return {
    id: 1,
    identifier: 'q',
    control: 'text',
    component: null,
    text: 'Question',
    description: null,
    required: false,
    order: 1,
    section: 1,
    options: [],
    input_mask: null,
    responses: [],
    default: null,
    hidden: false,
    readonly: false,
    href: null,
    ...overrides,
  };
}

export function makeForm(overrides: Partial<LoadedForm> = {}): LoadedForm {
  return {
    id: 1,
    name_short: 'Test Form',
    name_long: 'A test form',
    instructions: 'Answer everything.',
    show_section_components: true,
    requires_self_attestation: false,
    settings: { useLastFourSsn: false },
    sections: [],
    customer_status: 'Incomplete',
    customer: { id: 7, first_name: 'Maria', last_name: 'Lopez', email: null, phone: null },
    ...overrides,
  };
}

export const testCtx = (form: LoadedForm = makeForm(), toast: FieldContext['toast'] = () => {}): FieldContext => ({
  form,
  target: { formId: form.id },
  toast,
});

/** One question field holding its own answer, as the form screen would; `onValue` sees every change. */
export function ControlledField({
  question,
  initial = null,
  ctx = testCtx(),
  errors = {},
  onValue,
}: {
  question: FormQuestion;
  initial?: unknown;
  ctx?: FieldContext;
  errors?: Record<string, string>;
  onValue?: (value: unknown) => void;
}) {
  const [value, setValue] = useState<unknown>(initial);
  const onChange: FieldProps['onChange'] = (update) =>
    setValue((current: unknown) => {
      const next = typeof update === 'function' ? (update as (value: unknown) => unknown)(current) : update;
      onValue?.(next);
      return next;
    });
  return (
    <QuestionField
      question={question}
      value={value}
      onChange={onChange}
      error={errors[question.identifier]}
      fieldError={(field) => errors[`${question.identifier}.${field}`]}
      ctx={ctx}
    />
  );
}

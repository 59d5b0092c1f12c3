import type { FormAnswers, FormLoadResponse, FormSection } from '@portal/contracts';

export type SectionStatus = 'default' | 'complete' | 'invalid';

/** Saved answers first; then each question's default; the phone and email components start from the record. */
export function initialAnswers({ form, questions, questionValues }: FormLoadResponse): FormAnswers {
  const answers: FormAnswers = { ...questionValues };
  for (const question of questions) {
    const saved = answers[question.identifier];
    if (saved !== undefined && saved !== null) continue;
    if (question.default !== null && question.default !== undefined) answers[question.identifier] = question.default;
    else if (question.component === 'primary-phone' && form.customer.phone)
      answers[question.identifier] = form.customer.phone.replace(/\D/g, '');
    else if (question.component === 'current-email' && form.customer.email)
      answers[question.identifier] = form.customer.email;
  }
  return answers;
}

export function statusOf(section: Pick<FormSection, 'completed' | 'error'>): SectionStatus {
  if (section.error) return 'invalid';
  return section.completed ? 'complete' : 'default';
}

/** Whether an error key (`identifier` or `identifier.field`) belongs to one of the identifiers. */
export function belongsTo(key: string, identifiers: ReadonlySet<string>): boolean {
  return identifiers.has(key.split('.')[0] ?? key);
}

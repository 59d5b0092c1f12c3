import {
  type AnswerErrors,
  type FormLoadResponse,
  type FormQuestion,
  type FormSection,
  maskSsn,
} from '@portal/contracts';
import { useMemo, useState } from 'react';
import { answerValidatorBuilder } from './answerValidator';
import { belongsTo, initialAnswers, statusOf, type SectionStatus } from './initialAnswers';

/** A value, or a function `(current) => next` of the answer as it is when the change lands (any value: unknown). */
type Update = unknown;

/**
 * The answers, errors and section statuses of one form being filled (forms spec 2, 4). Validation uses the shared
 * validator, the same one the server runs on save and submit.
 */
export function useFormState(load: FormLoadResponse) {
  const { form, questions } = load;
  const sections = useMemo(() => [...form.sections].sort((a, b) => a.order - b.order), [form.sections]);
  const bySection = useMemo(() => groupBySection(questions), [questions]);
  const validator = useMemo(
    () =>
      answerValidatorBuilder()(questions, {
        customer: form.customer,
        useLastFourSsn: form.settings.useLastFourSsn,
      }),
    [questions, form.customer, form.settings.useLastFourSsn],
  );

  const [answers, setAnswers] = useState(() => initialAnswers(load));
  const [errors, setErrors] = useState<AnswerErrors>({});
  const [status, setStatus] = useState(() => new Map(sections.map((section) => [section.id, statusOf(section)])));
  const [dirty, setDirty] = useState<ReadonlySet<number>>(new Set());

  const questionsOf = (sectionId: number): FormQuestion[] => bySection.get(sectionId) ?? [];
  const identifiersOf = (sectionId: number) => questionsOf(sectionId).map((question) => question.identifier);
  const sectionOfIdentifier = (identifier: string) =>
    questions.find((question) => question.identifier === identifier)?.section;

  const setAnswer = (identifier: string, update: Update) => {
    setAnswers((current) => ({
      ...current,
      [identifier]:
        typeof update === 'function' ? (update as (value: unknown) => unknown)(current[identifier]) : update,
    }));
    const sectionId = sectionOfIdentifier(identifier);
    if (sectionId !== undefined) setDirty((current) => new Set(current).add(sectionId));
    setErrors((current) => withoutKeys(current, new Set([identifier])));
  };

  const setSectionStatus = (entries: ReadonlyArray<[number, SectionStatus]>) =>
    setStatus((current) => {
      const next = new Map(current);
      for (const [id, value] of entries) next.set(id, value);
      return next;
    });

  /** Validates the given sections, shows their errors and sets their status; returns the errors found. */
  const validateSections = (sectionIds: readonly number[]): AnswerErrors => {
    const identifiers = sectionIds.flatMap(identifiersOf);
    const found = validator.validate(answers, identifiers);
    setErrors((current) => ({ ...withoutKeys(current, new Set(identifiers)), ...found }));
    setSectionStatus(
      sectionIds.map((id) => {
        const own = new Set(identifiersOf(id));
        return [id, Object.keys(found).some((key) => belongsTo(key, own)) ? 'invalid' : 'complete'];
      }),
    );
    return found;
  };

  /** A 422 from the server: its messages land on the fields, and their sections turn invalid. */
  const applyServerErrors = (serverErrors: AnswerErrors) => {
    setErrors((current) => ({ ...current, ...serverErrors }));
    const invalid = new Set<number>();
    for (const key of Object.keys(serverErrors)) {
      const sectionId = sectionOfIdentifier(key.split('.')[0] ?? key);
      if (sectionId !== undefined) invalid.add(sectionId);
    }
    setSectionStatus([...invalid].map((id) => [id, 'invalid']));
  };

  /** The server confirms the steps it stored as complete; a step checked here but not yet saved keeps its status. */
  const applyServerSections = (serverSections: readonly FormSection[]) =>
    setSectionStatus(
      serverSections.filter((section) => statusOf(section) === 'complete').map((section) => [section.id, 'complete']),
    );

  /** Saved sections are clean, and their SSNs show masked at once (***-**-1234), as a reload would show them. */
  const markSaved = (sectionIds: readonly number[]) => {
    setDirty((current) => new Set([...current].filter((id) => !sectionIds.includes(id))));
    const savedSsns = questions.filter(
      (question) => question.component === 'social-security-number' && sectionIds.includes(question.section),
    );
    if (savedSsns.length === 0) return;
    setAnswers((current) => {
      const next = { ...current };
      for (const { identifier } of savedSsns) {
        const value = current[identifier];
        const masked = typeof value === 'string' ? maskSsn(value) : '';
        if (masked) next[identifier] = masked;
      }
      return next;
    });
  };

  return {
    form,
    questions,
    sections,
    answers,
    errors,
    status,
    dirty,
    questionsOf,
    identifiersOf,
    setAnswer,
    validateSections,
    applyServerErrors,
    applyServerSections,
    markSaved,
  };
}

export type FormState = ReturnType<typeof useFormState>;

function groupBySection(questions: readonly FormQuestion[]): Map<number, FormQuestion[]> {
  const grouped = new Map<number, FormQuestion[]>();
  for (const question of [...questions].sort((a, b) => a.order - b.order)) {
    const list = grouped.get(question.section) ?? [];
    list.push(question);
    grouped.set(question.section, list);
  }
  return grouped;
}

function withoutKeys(errors: AnswerErrors, identifiers: ReadonlySet<string>): AnswerErrors {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => !belongsTo(key, identifiers)));
}

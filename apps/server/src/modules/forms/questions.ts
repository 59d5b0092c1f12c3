import {
  displayOnlyControls,
  formConstants,
  type FormQuestion,
  type FormSection,
  type QuestionComponent,
  type QuestionControl,
  type ValidatableQuestion,
} from '@portal/contracts';
import type { FormStructure, QuestionRow, SectionRow } from './repository.ts';

/**
 * The form as the screen and the validator see it: the stored sections and questions, plus the self-attestation step
 * when the form requires it (spec 2). The server always knows the customer, so the step is appended whenever
 * requires_self_attestation is set, for the customer and for staff alike.
 */

export interface FormSectionView {
  id: number;
  key: string;
  name: string;
  description: string | null;
  order: number;
  isVerification: boolean;
}

export interface FormQuestionView extends ValidatableQuestion {
  id: number;
  sectionId: number;
  text: string;
  description: string | null;
  order: number;
  inputMask: string | null;
  default: unknown;
  href: string | null;
}

export interface FormView {
  sections: FormSectionView[];
  questions: FormQuestionView[];
}

export const verificationSection = {
  id: formConstants.selfAttestationQuestionId,
  key: formConstants.selfAttestationIdentifier,
  name: 'Self-Attestation',
  description:
    'Confirm that these answers are yours: type your first and last name exactly as they appear in your record.',
} as const;

export const selfAttestationText =
  'I declare that the information in this form is true and complete to the best of my knowledge.';

const sectionView = (row: SectionRow): FormSectionView => ({
  id: row.id,
  key: row.key,
  name: row.name,
  description: row.description,
  order: row.order,
  isVerification: false,
});

const questionView = (row: QuestionRow): FormQuestionView => ({
  id: row.id,
  sectionId: row.sectionId,
  identifier: row.identifier,
  control: row.control as QuestionControl,
  component: row.component as QuestionComponent | null,
  text: row.text,
  description: row.description,
  required: row.required,
  order: row.order,
  options: row.options,
  inputMask: row.inputMask,
  default: row.default ?? null,
  hidden: row.hidden,
  readonly: row.readonly,
  href: row.href,
});

export function formView({ form, sections, questions }: FormStructure): FormView {
  const view: FormView = { sections: sections.map(sectionView), questions: questions.map(questionView) };
  if (!form.requiresSelfAttestation) return view;
  view.sections.push({ ...verificationSection, order: sections.length + 1, isVerification: true });
  view.questions.push({
    id: formConstants.selfAttestationQuestionId,
    sectionId: verificationSection.id,
    identifier: formConstants.selfAttestationIdentifier,
    control: 'component',
    component: 'self-attestation',
    text: selfAttestationText,
    description: null,
    required: true,
    order: 1,
    options: [],
    inputMask: null,
    default: null,
    hidden: false,
    readonly: false,
    href: null,
  });
  return view;
}

export const carriesAnswer = (question: ValidatableQuestion) =>
  !(displayOnlyControls as readonly string[]).includes(question.control);

export const isSsn = (question: ValidatableQuestion) => question.component === 'social-security-number';

export function toSectionResponse(
  section: FormSectionView,
  state: { completed: boolean; error: boolean } | undefined,
): FormSection {
  return {
    id: section.id,
    name: section.name,
    description: section.description,
    order: section.order,
    completed: state?.completed ?? false,
    error: state?.error ?? false,
    isVerification: section.isVerification,
  };
}

export function toQuestionResponse(question: FormQuestionView): FormQuestion {
  return {
    id: question.id,
    identifier: question.identifier,
    control: question.control,
    component: question.component,
    text: question.text,
    description: question.description,
    required: question.required,
    order: question.order,
    section: question.sectionId,
    options: question.options,
    input_mask: question.inputMask,
    responses: [],
    default: question.default,
    hidden: question.hidden,
    readonly: question.readonly,
    href: question.href,
  };
}

import type { FormQuestion, QuestionComponent, QuestionControl } from '@portal/contracts';
import { type ComponentType, useEffect, useState } from 'react';
import type { FieldProps } from './fieldTypes';
import { answerValidatorLoaded, loadAnswerValidator } from './screen/answerValidator';
import { loadSectionTabs, sectionTabsLoaded } from './screen/laterSectionTabs';

type AnyField = ComponentType<FieldProps>;
type Loader = () => Promise<AnyField>;
/** Each field narrows the answer type it handles; the table erases that so one lookup serves every question. */
const field = <T,>(component: ComponentType<FieldProps<T>>) => component as unknown as AnyField;

/**
 * Each control's and component's code, loaded when a form that has one renders (issue #30: a form page no longer
 * carries every control's inputs, pickers and upload widgets before its first paint). The form definition lists its
 * questions, so the page loads exactly the fields it will draw, all at once, before it shows the form.
 */
const controls: Partial<Record<QuestionControl, Loader>> = {
  link: () => import('./controls/LinkControl').then((module) => field(module.LinkControl)),
  hr: () => import('./controls/HrControl').then((module) => field(module.HrControl)),
  section_subgroup: () =>
    import('./controls/SubgroupControl').then(
      ({ SubgroupControl }) =>
        function Subgroup3(props: FieldProps) {
          return <SubgroupControl {...props} level={3} />;
        },
    ),
  section_subgroup_4: () =>
    import('./controls/SubgroupControl').then(
      ({ SubgroupControl }) =>
        function Subgroup4(props: FieldProps) {
          return <SubgroupControl {...props} level={4} />;
        },
    ),
  multi_select: () => import('./controls/MultiSelectControl').then((module) => field(module.MultiSelectControl)),
  multi_checkbox: () => import('./controls/MultiCheckboxControl').then((module) => field(module.MultiCheckboxControl)),
  checkbox: () => import('./controls/CheckboxControl').then((module) => field(module.CheckboxControl)),
  radio: () => import('./controls/RadioControl').then((module) => field(module.RadioControl)),
  select: () => import('./controls/SelectControl').then((module) => field(module.SelectControl)),
  file_upload: () => import('./controls/FileUploadControl').then((module) => field(module.FileUploadControl)),
  phone: () => import('./controls/PhoneControl').then((module) => field(module.PhoneControl)),
  email: () => import('./controls/EmailControl').then((module) => field(module.EmailControl)),
  number: () => import('./controls/NumberControl').then((module) => field(module.NumberControl)),
  date: () => import('./controls/DateControl').then((module) => field(module.DateControl)),
  textarea: () => import('./controls/TextareaControl').then((module) => field(module.TextareaControl)),
  text: () => import('./controls/TextControl').then((module) => field(module.TextControl)),
  'time-tracking-table': () =>
    import('./controls/TimeTrackingControl').then((module) => field(module.TimeTrackingControl)),
};

const components: Partial<Record<QuestionComponent, Loader>> = {
  'primary-phone': () =>
    import('./components/PrimaryPhoneComponent').then((module) => field(module.PrimaryPhoneComponent)),
  'social-security-number': () => import('./components/SsnComponent').then((module) => field(module.SsnComponent)),
  'current-email': () =>
    import('./components/CurrentEmailComponent').then((module) => field(module.CurrentEmailComponent)),
  'customer-primary-address': () =>
    import('./components/AddressComponent').then((module) => field(module.AddressComponent)),
  races: () => import('./components/RacesComponent').then((module) => field(module.RacesComponent)),
  'self-attestation': () =>
    import('./components/SelfAttestationComponent').then((module) => field(module.SelfAttestationComponent)),
  tanf: () => import('./components/TanfComponent').then((module) => field(module.TanfComponent)),
  'are-you-working': () =>
    import('./components/AreYouWorkingComponent').then((module) => field(module.AreYouWorkingComponent)),
  'onet-job-title': () =>
    import('./components/OnetJobTitleComponent').then((module) => field(module.OnetJobTitleComponent)),
  'zip-code': () => import('./components/ZipCodeComponent').then((module) => field(module.ZipCodeComponent)),
  'birth-assigned-sex': () =>
    import('./components/BirthAssignedSexComponent').then((module) => field(module.BirthAssignedSexComponent)),
};

type FieldKind = Pick<FormQuestion, 'control' | 'component'>;

/** The table key of a question's field, or undefined when no field draws it (the spec's placeholder). */
function keyOf({ control, component }: FieldKind): string | undefined {
  if (control === 'component') return component && components[component] ? `component:${component}` : undefined;
  return controls[control] ? control : undefined;
}

function loaderOf(key: string): Loader | undefined {
  return key.startsWith('component:')
    ? components[key.slice('component:'.length) as QuestionComponent]
    : controls[key as QuestionControl];
}

const loaded = new Map<string, AnyField>();
const loading = new Map<string, Promise<void>>();

const validatorKey = 'answer-validator';
const sectionTabsKey = 'section-tabs';

function load(key: string): Promise<void> {
  if (key === validatorKey) return loadAnswerValidator();
  if (key === sectionTabsKey) return loadSectionTabs();
  let pending = loading.get(key);
  if (!pending) {
    pending = loaderOf(key)!().then(
      (component) => void loaded.set(key, component),
      (error: unknown) => {
        loading.delete(key); // a failed fetch is tried again the next time a form needs it
        throw error;
      },
    );
    loading.set(key, pending);
  }
  return pending;
}

const missingKeys = (questions: readonly FieldKind[]) =>
  [...new Set(questions.map(keyOf))].filter((key): key is string => key !== undefined && !loaded.has(key));

/** Loads the fields of the given questions, for what draws a field outside a form page (a field's own tests). */
export async function loadFields(questions: readonly FieldKind[]): Promise<void> {
  await Promise.all(missingKeys(questions).map(load));
}

/** The loaded field for a question: undefined when no field draws it (or, never on a ready form, not loaded yet). */
export function loadedField(question: FieldKind): AnyField | undefined {
  const key = keyOf(question);
  return key === undefined ? undefined : loaded.get(key);
}

/** True when a question draws with the spec's placeholder (no control or component of that name). */
export const hasNoField = (question: FieldKind) => keyOf(question) === undefined;

/**
 * Loads the fields of the given questions (every section's, so moving between sections never waits) and says when
 * all are there. A failed load is thrown to the route's error boundary, as a page whose code fails to load is.
 */
export function useFieldsLoaded(questions: readonly FieldKind[] | undefined): boolean {
  return useLoaded(questions, false);
}

/**
 * The form page's wait: the fields of the form's questions, the shared answer validator and the section tabs (which the
 * page starts fetching at once, with the form itself).
 */
export function useFormCodeLoaded(questions: readonly FieldKind[] | undefined): boolean {
  return useLoaded(questions, true);
}

function useLoaded(questions: readonly FieldKind[] | undefined, withValidator: boolean): boolean {
  // Started at once, with the form's own fetch; a failure is reported by the wait below.
  if (withValidator) loadAnswerValidator().catch(() => undefined);
  if (withValidator) loadSectionTabs().catch(() => undefined);
  const missing = questions ? missingKeys(questions) : [];
  if (withValidator && !answerValidatorLoaded()) missing.push(validatorKey);
  if (withValidator && !sectionTabsLoaded()) missing.push(sectionTabsKey);
  const signature = missing.join();
  const [, setDone] = useState(0);
  const [failure, setFailure] = useState<Error>();
  useEffect(() => {
    if (!signature) return;
    let live = true;
    Promise.all(signature.split(',').map(load)).then(
      () => live && setDone((count) => count + 1),
      (error: unknown) => live && setFailure(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      live = false;
    };
  }, [signature]);
  if (failure) throw failure;
  return questions !== undefined && missing.length === 0;
}

import { formConstants, type AnswerErrors } from '@portal/contracts';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../platform/api';
import { useT } from '../../../platform/i18n';
import { submitForm, type FormTarget } from '../api';
import { showFormToast } from './formToasts';
import { hasAttestationMismatch, pickAnswers, submissionBody } from './submission';
import type { FormState } from './useFormState';

/** Save (one section, a draft) and Submit (everything) as spec 7 and 8 describe them. */
export function useFormActions(state: FormState, target: FormTarget, listPath: string) {
  const { t } = useT('forms');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [completed, setCompleted] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const reportInvalid = (errors: AnswerErrors) => {
    showFormToast({ color: 'red', message: t('formHasErrors') });
    if (hasAttestationMismatch(errors)) showFormToast({ color: 'red', message: t('selfAttestationInvalid') });
  };

  const send = async (sectionIds: readonly number[], sectionId?: number) => {
    const identifiers = sectionIds.flatMap(state.identifiersOf);
    const answers = sectionId === undefined ? state.answers : pickAnswers(state.answers, identifiers);
    setBusy(true);
    try {
      const result = await submitForm(target, submissionBody(answers, state.questions, sectionId));
      state.markSaved(sectionIds);
      state.applyServerSections(result.sections);
      return result;
    } catch (error) {
      const errors = isApiError(error, 422) ? error.body?.errors : undefined;
      if (errors && Object.keys(errors).length > 0) {
        state.applyServerErrors(errors);
        reportInvalid(errors);
      } else {
        showFormToast({ color: 'red', message: t('saveFailed') });
      }
      return null;
    } finally {
      setBusy(false);
    }
  };

  /** Save the current section as a draft, after it passes the shared validator. */
  const saveSection = async (sectionId: number) => {
    const errors = state.validateSections([sectionId]);
    if (Object.keys(errors).length > 0) return reportInvalid(errors);
    const result = await send([sectionId], sectionId);
    if (result) showFormToast({ color: 'green', message: t('saved') });
  };

  /** Submit every section; a complete submission says Saved! and returns to the list 3 s later. */
  const submitAll = async () => {
    const all = state.sections.map((section) => section.id);
    const errors = state.validateSections(all);
    if (Object.keys(errors).length > 0) return reportInvalid(errors);
    const result = await send(all);
    if (!result) return;
    if (!result.completed) return reportInvalid({});
    setCompleted(true);
    showFormToast({ color: 'green', message: t('saved') });
    redirect.current = setTimeout(() => void navigate(listPath), formConstants.redirectAfterSaveMs);
  };

  return { busy, completed, saveSection, submitAll };
}

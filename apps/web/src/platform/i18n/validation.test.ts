import {
  customerAccountMessages,
  experienceMessages,
  requestErrorMessages,
  uploadMessages,
  jobExperienceFormSchema,
  emptyJobExperienceForm,
  requiredMessage,
} from '@portal/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api';
import { schemaValidator, serverErrorsToFormErrors } from '../forms';
import { activateLanguage, resetLanguageForTests } from './i18n';
import { translateValidationMessage } from './validation';

describe('validation messages in the language shown', () => {
  afterEach(async () => {
    await resetLanguageForTests();
  });

  it('leaves the English as the contracts wrote it', () => {
    expect(translateValidationMessage(requiredMessage)).toBe('This field is required.');
    expect(translateValidationMessage('The job title may not be greater than 255 characters.')).toBe(
      'The job title may not be greater than 255 characters.',
    );
  });

  it('finds whole messages and sentences with a field, a count or a day in Spanish', async () => {
    await activateLanguage('es');
    expect(translateValidationMessage(requiredMessage)).toBe('Este campo es obligatorio.');
    expect(translateValidationMessage(experienceMessages.endBeforeStart)).toBe(
      'La fecha de finalización debe ser posterior a la fecha de inicio.',
    );
    expect(translateValidationMessage('The job title may not be greater than 255 characters.')).toBe(
      'El campo cargo no puede tener más de 255 caracteres.',
    );
    expect(translateValidationMessage('The name must be at least 1 character.')).toBe(
      'El campo nombre debe tener al menos 1 carácter.',
    );
    expect(translateValidationMessage('The start date may not be later than 12/31/2030.')).toBe(
      'El campo fecha de inicio no puede ser posterior a 31/12/2030.',
    );
    // A field the catalogue does not name keeps its English name; an unknown message passes through.
    expect(translateValidationMessage('The widget field is required.')).toBe('El campo widget es obligatorio.');
    expect(translateValidationMessage('Something else went wrong.')).toBe('Something else went wrong.');
  });

  it("finds the server's refusals, whole or with a name in them", async () => {
    await activateLanguage('es');
    expect(translateValidationMessage(customerAccountMessages.linkExpired)).toBe(
      'Este enlace ha vencido. Pida uno nuevo.',
    );
    expect(translateValidationMessage(uploadMessages.contentMismatch('résumé.pdf', 'pdf'))).toBe(
      'El contenido de résumé.pdf no coincide con su extensión .pdf.',
    );
    expect(translateValidationMessage(requestErrorMessages.selectedInvalid('location id'))).toBe(
      'El valor seleccionado en location id no es válido.',
    );
  });

  it("words an error answer without the server's message in the language shown, never in HTTP's status text", async () => {
    expect(new ApiError(502, null).message).toBe('Request failed with status 502');
    expect(new ApiError(502, null, 'Bad Gateway').message).toBe('Request failed with status 502');
    await activateLanguage('es');
    expect(new ApiError(502, null).message).toBe('La solicitud falló (estado 502)');
    expect(new ApiError(502, null, 'Bad Gateway').message).toBe('La solicitud falló (estado 502)');
    expect(new ApiError(403, null, 'Forbidden').statusText).toBe('Forbidden');
  });

  it("translates the browser's own validation and the server's 422 messages", async () => {
    const validate = schemaValidator(jobExperienceFormSchema);
    expect(validate(emptyJobExperienceForm).job_title).toBe(requiredMessage);
    await activateLanguage('es');
    expect(validate(emptyJobExperienceForm).job_title).toBe('Este campo es obligatorio.');
    const { formErrors, unmapped } = serverErrorsToFormErrors(
      { job_title: [requiredMessage], other: ['The other is invalid.'] },
      { job_title: 'job_title' },
    );
    expect(formErrors).toEqual({ job_title: 'Este campo es obligatorio.' });
    expect(unmapped).toEqual([['other', 'El campo other no es válido.']]);
  });
});

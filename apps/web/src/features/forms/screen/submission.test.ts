import { formMessages } from '@portal/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, resetLanguageForTests } from '../../../platform/i18n';
import { translateValidationMessage } from '../../../platform/i18n/validation';
import { hasAttestationMismatch } from './submission';

describe('a self-attestation that does not match the record', () => {
  afterEach(() => resetLanguageForTests());

  it("is found in the browser's own English errors", () => {
    expect(hasAttestationMismatch({ attest: [formMessages.firstNameMismatch] })).toBe(true);
    expect(hasAttestationMismatch({ attest: [formMessages.required] })).toBe(false);
  });

  it("is found in the server's errors as a Spanish page shows them", async () => {
    await activateLanguage('es');
    const shown = translateValidationMessage(formMessages.lastNameMismatch);
    expect(shown).not.toBe(formMessages.lastNameMismatch);
    expect(hasAttestationMismatch({ attest: [shown] })).toBe(true);
    expect(hasAttestationMismatch({ attest: [translateValidationMessage(formMessages.required)] })).toBe(false);
  });
});

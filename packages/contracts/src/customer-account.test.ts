import { describe, expect, it } from 'vitest';
import {
  customerAccountMessages,
  customerChangePasswordBodySchema,
  customerRegisterBodySchema,
  customerRegisterFormSchema,
  customerResetPasswordBodySchema,
} from './customer-account.ts';

const valid = {
  first_name: 'Ana',
  last_name: 'Lopez',
  email: 'ana@example.com',
  password: 'correct horse',
  password_confirmation: 'correct horse',
  birthdate: '04/15/1990',
};

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('customer account contracts', () => {
  it('accepts a sign-up and answers the birthdate as an ISO date', () => {
    const parsed = customerRegisterBodySchema.parse({ ...valid, preferred_language: 'es' });
    expect(parsed.birthdate).toBe('1990-04-15');
    expect(parsed.preferred_language).toBe('es');
  });

  it('names each field that is wrong', () => {
    const result = customerRegisterBodySchema.safeParse({
      first_name: ' ',
      email: 'nope',
      password: 'short',
      password_confirmation: 'other',
      birthdate: '13/45/1990',
      preferred_language: 'fr',
    });
    expect(messagesOf(result)).toEqual({
      first_name: 'This field is required.',
      last_name: 'This field is required.',
      email: customerAccountMessages.invalidEmail,
      password: customerAccountMessages.passwordTooShort,
      birthdate: customerAccountMessages.invalidDate,
      preferred_language: customerAccountMessages.invalidLanguage,
    });
  });

  it('asks for a matching confirmation and refuses the email as the password', () => {
    const result = customerRegisterBodySchema.safeParse({
      ...valid,
      password: 'ana@example.com',
      password_confirmation: 'ana@example.com ',
    });
    expect(messagesOf(result)).toEqual({
      password: customerAccountMessages.passwordIsEmail,
      password_confirmation: customerAccountMessages.passwordConfirmation,
    });
    expect(
      messagesOf(
        customerResetPasswordBodySchema.safeParse({
          token: 'x',
          password: '         ',
          password_confirmation: '         ',
        }),
      ),
    ).toEqual({
      password: customerAccountMessages.passwordBlank,
    });
    expect(
      messagesOf(
        customerChangePasswordBodySchema.safeParse({
          password: 'a'.repeat(201),
          password_confirmation: 'a'.repeat(201),
        }),
      ),
    ).toEqual({ current_password: 'This field is required.', password: customerAccountMessages.passwordTooLong });
  });

  it('applies the minimum age setting in the form schema', () => {
    const schema = customerRegisterFormSchema({ allowed_minimum_age: 200 });
    expect(messagesOf(schema.safeParse(valid))).toEqual({ birthdate: customerAccountMessages.minimumAge(200) });
    expect(customerRegisterFormSchema({ allowed_minimum_age: 18 }).safeParse(valid).success).toBe(true);
  });
});

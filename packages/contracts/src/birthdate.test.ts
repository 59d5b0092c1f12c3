import { afterEach, describe, expect, it, vi } from 'vitest';
import { birthdateMessages, birthdateRangeProblem } from './birthdate.ts';
import { customerIntakeBodySchema, customerIntakeMessages, customerLookupBodySchema } from './customer-intake.ts';
import { buildAnswerValidator } from './forms-answers.ts';
import { formValidationMessages } from './forms-answers/messages.ts';
import { question } from './forms-answers/test-support.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** Pretend the clock reads this local date (noon, so no time zone moves it a day). */
function today(isoDate: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${isoDate}T12:00:00`));
}

const intake = (birthdate: string) => ({
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'ann@example.test',
  birthdate,
  location_id: 1,
});
const lookup = (fields: Record<string, string>) => ({ first_name: 'Ann', last_name: 'Lee', zip: '30301', ...fields });
const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the date of birth rule', () => {
  it('runs from 1900-01-01 up to and including today', () => {
    expect(birthdateRangeProblem('1899-12-31', '2026-11-24')).toBe('tooEarly');
    expect(birthdateRangeProblem('1900-01-01', '2026-11-24')).toBeNull();
    expect(birthdateRangeProblem('2026-11-24', '2026-11-24')).toBeNull();
    expect(birthdateRangeProblem('2026-11-25', '2026-11-24')).toBe('inFuture');
  });

  it('reads today when a value is checked, not when the module loaded', () => {
    today('2031-06-01');
    expect(customerLookupBodySchema.safeParse(lookup({ birthdate: '2030-01-01' })).success).toBe(true);
    today('2026-11-24');
    expect(messages(customerLookupBodySchema.safeParse(lookup({ birthdate: '2030-01-01' })))).toEqual({
      birthdate: birthdateMessages.inFuture,
    });
  });

  it('refuses an intake born in 1800', () => {
    expect(messages(customerIntakeBodySchema.safeParse(intake('01/01/1800')))).toEqual({
      birthdate: birthdateMessages.tooEarly,
    });
    expect(customerIntakeBodySchema.safeParse(intake('01/01/1900')).success).toBe(true);
  });

  it('refuses a lookup born in the future, a phone that is not one and an email that is not one', () => {
    today('2026-11-24');
    const result = customerLookupBodySchema.safeParse(
      lookup({ birthdate: '2030-01-01', phone: 'abc', email: 'not-an-email' }),
    );
    expect(messages(result)).toEqual({
      birthdate: birthdateMessages.inFuture,
      phone: customerIntakeMessages.invalidPhone,
      email: customerIntakeMessages.invalidEmail,
    });
    expect(
      customerLookupBodySchema.safeParse(lookup({ birthdate: '04/09/1980', phone: '(555) 123-4567' })).success,
    ).toBe(true);
    expect(
      customerLookupBodySchema.safeParse(lookup({ birthdate: '04/09/1980', phone: '+1 555 123 4567' })).success,
    ).toBe(true);
  });

  it("a form's date-of-birth question takes neither 2090, 2031 nor 1899; other date questions keep their rule", () => {
    today('2026-11-24');
    const context = { customer: { first_name: 'Ann', last_name: 'Lee' }, useLastFourSsn: false };
    const birth = question('date', { identifier: 'date_of_birth', required: false });
    const other = question('date', { identifier: 'course_start', required: false });
    const validator = buildAnswerValidator([birth, other], context);
    expect(validator.validateQuestion('date_of_birth', '2090-01-01')).toEqual([
      formValidationMessages.birthdateInFuture,
    ]);
    expect(validator.validateQuestion('date_of_birth', '2031-03-02')).toEqual([
      formValidationMessages.birthdateInFuture,
    ]);
    expect(validator.validateQuestion('date_of_birth', '1899-12-31')).toEqual([formValidationMessages.dateTooEarly]);
    expect(validator.validateQuestion('date_of_birth', '1990-05-17')).toEqual([]);
    expect(validator.validateQuestion('course_start', '2031-03-02')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  ageOn,
  customerIntakeFormSchema,
  customerIntakeMessages,
  customerLookupBodySchema,
  intakeAgeError,
  parseBirthdate,
} from './customer-intake.ts';

describe('parseBirthdate', () => {
  it.each([
    ['03/14/1992', '1992-03-14'],
    ['1992-03-14', '1992-03-14'],
    ['9999-12-31', '9999-12-31'],
    ['02/30/1992', null],
    ['3/14/1992', null],
    ['10000-01-01', null],
    ['', null],
  ])('%j -> %j', (input, output) => {
    expect(parseBirthdate(input)).toBe(output);
  });
});

describe('ages', () => {
  it('counts whole years, turning a year older on the birthday', () => {
    expect(ageOn('2000-06-15', '2018-06-14')).toBe(17);
    expect(ageOn('2000-06-15', '2018-06-15')).toBe(18);
  });

  it('names the customer term and the age', () => {
    const settings = { allowed_minimum_age: 16, terminology_customer: 'Client' };
    expect(intakeAgeError('2010-01-01', settings, '2025-01-01')).toBe('The Client must be at least 16 years old.');
    expect(intakeAgeError('2009-01-01', settings, '2025-01-01')).toBeNull();
  });

  it('applies the age rule in the form schema', () => {
    const schema = customerIntakeFormSchema({ allowed_minimum_age: 200, terminology_customer: 'Customer' });
    const result = schema.safeParse({
      first_name: 'A',
      last_name: 'B',
      email: 'a@b.test',
      birthdate: '01/01/1990',
      location_id: 1,
    });
    expect(result.error?.issues[0]?.message).toBe(customerIntakeMessages.minimumAge('Customer', 200));
  });
});

describe('customerLookupBodySchema', () => {
  const base = { first_name: 'Ann', last_name: 'Lee', birthdate: '01/02/1990' };

  it('needs one field besides the three required ones', () => {
    const result = customerLookupBodySchema.safeParse(base);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([customerIntakeMessages.lookupMinimum]);
    expect(customerLookupBodySchema.safeParse({ ...base, zip: '30301' }).success).toBe(true);
    expect(customerLookupBodySchema.safeParse({ ...base, phone: '   ' }).success).toBe(false);
  });
});

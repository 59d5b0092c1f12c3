import { fundingMessages as messages, type FundingRecord } from '@portal/contracts';
import * as rules from '@portal/contracts/funding-api';
import { describe, expect, it } from 'vitest';
import {
  belowThreshold,
  checkExpenseForm,
  rateMessage,
  toFormBody,
  totalCents,
  valuesFromRecord,
  type ExpenseFormValues,
} from './expenseForm';
import { centsToInput, digitsOnly, parseDollarsToCents } from './money';

const filled: ExpenseFormValues = {
  vendor: '4',
  approver: '2',
  payment_type: '1',
  course_type: '',
  name_of_course: '',
  recipient_of_payment: 'vendor',
  description: 'CDL training, 6 weeks',
  employer_name: '',
  employer_poc: '',
  employer_address: '',
  employer_city: '',
  employer_state: '',
  employer_zip: '',
  employer_phone: '',
  employer_email: '',
  employer_rate: '',
  employer_estimated_hours: '',
  programs: [
    { program: 1, name: 'WIOA Adult', amount: '1200' },
    { program: 2, name: 'WIOA Dislocated Worker', amount: '300' },
  ],
  threshold_confirmed: false,
};

const blank: ExpenseFormValues = {
  ...filled,
  vendor: '',
  approver: '',
  payment_type: '',
  recipient_of_payment: '',
  description: '   ',
};

const employer = {
  employer_name: 'Front Range Logistics',
  employer_poc: 'Dana Ruiz',
  employer_address: '100 Main St',
  employer_city: 'Denver',
  employer_state: 'CO',
  employer_zip: '80202',
  employer_phone: '3035550100',
  employer_email: 'dana@example.org',
  employer_rate: '18.50',
  employer_estimated_hours: '120',
};

describe('the expense form rules (forms spec 5)', () => {
  it('passes a complete training form', () => {
    expect(checkExpenseForm(filled, 'training', rules)).toEqual({});
  });

  it('gives every required message of a blank training form at once, under its field', () => {
    expect(checkExpenseForm(blank, 'training', rules)).toEqual({
      vendor: messages.vendorRequired,
      approver: messages.approverRequired,
      payment_type: messages.paymentTypeRequired,
      recipient_of_payment: messages.recipientRequired,
      description: messages.descriptionRequired,
    });
    expect(messages.vendorRequired).toBe('You must select at least one "Vendor".');
    expect(messages.descriptionRequired).toBe('"Transaction Details" is required.');
  });

  it('asks for a vendor for support too, but never for log', () => {
    expect(checkExpenseForm({ ...filled, vendor: '' }, 'support', rules)).toEqual({ vendor: messages.vendorRequired });
    expect(checkExpenseForm({ ...filled, vendor: '', ...employer }, 'log', rules)).toEqual({});
  });

  it('requires every employer detail for log, each with its own message', () => {
    const errors = checkExpenseForm({ ...filled, vendor: '' }, 'log', rules);
    expect(errors).toEqual({
      employer_name: 'Employer Name is required.',
      employer_poc: 'Employer Point of Contact is required.',
      employer_address: 'Employer Address is required.',
      employer_city: 'Employer City is required.',
      employer_state: 'Employer State is required.',
      employer_zip: 'Employer Zip is required.',
      employer_email: 'Employer Email is required.',
      employer_phone: 'Employer Phone is required.',
      employer_rate: 'Employer Rate is required.',
      employer_estimated_hours: 'Employer Estimated Hours is required.',
    });
  });

  it('treats a blank employer field as missing and a rate that is not an amount as wrong', () => {
    expect(checkExpenseForm({ ...filled, ...employer, employer_city: '  ' }, 'log', rules)).toEqual({
      employer_city: 'Employer City is required.',
    });
    expect(checkExpenseForm({ ...filled, ...employer, employer_rate: '18.505' }, 'log', rules)).toEqual({
      employer_rate: rateMessage,
    });
  });

  it('needs each fund to be at least one dollar, and a fund left empty is a missing field', () => {
    const lines = (first: string) => [{ ...filled.programs[0]!, amount: first }, filled.programs[1]!];
    expect(checkExpenseForm({ ...filled, programs: lines('0') }, 'training', rules)).toEqual({
      'programs.0.amount': messages.fundMinimum,
    });
    expect(checkExpenseForm({ ...filled, programs: lines('') }, 'training', rules)).toEqual({
      'programs.0.amount': messages.nullField('Fund'),
    });
    expect(checkExpenseForm({ ...filled, programs: lines('999999999') }, 'training', rules)).toEqual({
      'programs.0.amount': messages.fundMaximum,
    });
  });

  it('needs at least one program', () => {
    expect(checkExpenseForm({ ...filled, programs: [] }, 'training', rules)).toEqual({
      programs: messages.programsRequired,
    });
  });
});

describe('amounts: typed as dollars, sent as integer cents, parsed from the text', () => {
  it('sends whole-dollar funds and the rate as integer cents', () => {
    const body = toFormBody({ ...filled, ...employer, vendor: '' }, 'log', null);
    expect(body.programs).toEqual([
      { program: 1, fund_cents: 120000 },
      { program: 2, fund_cents: 30000 },
    ]);
    expect(body.employer_rate_cents).toBe(1850);
    expect(body.vendor).toBeNull();
    expect(Number.isInteger(body.employer_rate_cents)).toBe(true);
  });

  it('leaves the other category fields out of the body', () => {
    const body = toFormBody({ ...filled, ...employer }, 'training', null);
    expect(body.employer_name).toBeNull();
    expect(body.vendor).toBe(4);
  });

  it('parses dollars exactly where a float would not (0.29 * 100 is 28.999…)', () => {
    expect(parseDollarsToCents('0.29')).toBe(29);
    expect(parseDollarsToCents('1,234.5')).toBe(123450);
    expect(parseDollarsToCents('12.345')).toBeNull();
    expect(parseDollarsToCents('-3')).toBeNull();
    expect(parseDollarsToCents('1e3')).toBeNull();
    expect(centsToInput(123450)).toBe('1234.50');
    expect(centsToInput(120000)).toBe('1200');
  });

  it("keeps only digits in a fund field ('.', '+' and '-' cannot be typed)", () => {
    expect(digitsOnly('+1.200-')).toBe('1200');
  });

  it('totals the funds over the programs', () => {
    expect(totalCents(filled.programs)).toBe(150000);
    expect(totalCents([...filled.programs, { program: 3, name: 'Youth', amount: '' }])).toBe(150000);
  });

  it('asks for the threshold confirmation only under a set minimum', () => {
    expect(belowThreshold(150000, 0)).toBe(false);
    expect(belowThreshold(150000, 2000)).toBe(true);
    expect(belowThreshold(150000, 1500)).toBe(false);
  });
});

describe('valuesFromRecord', () => {
  it('fills the form from a record, amounts as dollars', () => {
    const record = {
      vendor: { id: 4, name: 'Acme CDL' },
      approver: { id: 2, first_name: 'Ada', last_name: 'Admin' },
      payment_type: { id: 1, name: 'Check' },
      course_type: null,
      training_course: null,
      recipient_of_payment: 'vendor',
      description: 'CDL',
      employer: null,
      programs: [{ id: 1, name: 'WIOA Adult', funds_cents: 125050 }],
    } as unknown as FundingRecord;
    const values = valuesFromRecord(record);
    expect(values.vendor).toBe('4');
    expect(values.programs).toEqual([{ program: 1, name: 'WIOA Adult', amount: '1250.50' }]);
    expect(values.employer_rate).toBe('');
  });
});

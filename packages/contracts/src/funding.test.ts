import { describe, expect, it } from 'vitest';
import { dollarsTextToCents, formatDollars, fundingMessages as messages } from './funding.ts';
import { fundingFormSchema } from './funding-api.ts';

describe('funding amounts', () => {
  it('formats integer cents without floats', () => {
    expect(formatDollars(0)).toBe('$0.00');
    expect(formatDollars(5)).toBe('$0.05');
    expect(formatDollars(123_456)).toBe('$1,234.56');
    expect(formatDollars(100_000_000_001)).toBe('$1,000,000,000.01');
    expect(formatDollars(-250)).toBe('-$2.50');
    expect(formatDollars(123_456, { symbol: false })).toBe('1,234.56');
  });

  it('takes whole dollars only (forms spec 5: no ".", "+", "-")', () => {
    expect(dollarsTextToCents('125')).toBe(12_500);
    expect(dollarsTextToCents(' 7 ')).toBe(700);
    for (const text of ['1.5', '+3', '-3', '', 'abc', '1e3']) expect(dollarsTextToCents(text)).toBeNull();
  });
});

describe('the expense form', () => {
  const valid = {
    category: 'training',
    vendor: 1,
    approver: 2,
    payment_type: 3,
    recipient_of_payment: 'vendor',
    description: 'Tuition',
    programs: [{ program: 4, fund_cents: 10_000 }],
  };

  it('accepts a complete training request', () => {
    expect(fundingFormSchema.safeParse(valid).success).toBe(true);
  });

  it('gives every message at once, the vendor rule included', () => {
    const result = fundingFormSchema.safeParse({ category: 'support', description: '', programs: [] });
    const errors = result.success ? {} : result.error.flatten().fieldErrors;
    expect(errors).toMatchObject({
      vendor: [messages.vendorRequired],
      approver: [messages.approverRequired],
      payment_type: [messages.paymentTypeRequired],
      recipient_of_payment: [messages.recipientRequired],
      description: [messages.descriptionRequired],
      programs: [messages.programsRequired],
    });
  });

  it('needs the employer details for a log request, and refuses fractions of a cent and a listed program twice', () => {
    const log = fundingFormSchema.safeParse({ ...valid, category: 'log', vendor: null, employer_name: ' ' });
    expect(log.success ? {} : log.error.flatten().fieldErrors).toMatchObject({
      employer_name: ['Employer Name is required.'],
      employer_rate_cents: ['Employer Rate is required.'],
    });
    const fraction = fundingFormSchema.safeParse({ ...valid, programs: [{ program: 4, fund_cents: 100.5 }] });
    expect(fraction.success).toBe(false);
    const twice = fundingFormSchema.safeParse({
      ...valid,
      programs: [
        { program: 4, fund_cents: 100 },
        { program: 4, fund_cents: 200 },
      ],
    });
    expect(twice.success ? [] : twice.error.issues.map((issue) => issue.message)).toContain(messages.programDuplicate);
    const belowOne = fundingFormSchema.safeParse({ ...valid, programs: [{ program: 4, fund_cents: 99 }] });
    expect(belowOne.success ? [] : belowOne.error.issues.map((issue) => issue.message)).toContain(messages.fundMinimum);
  });
});

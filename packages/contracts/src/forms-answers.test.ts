import { describe, expect, it } from 'vitest';
import { formMessages } from './forms.ts';
import { buildAnswerValidator, formValidationMessages as ours, sectionProgress } from './forms-answers.ts';
import { errorsOf, options, question, testContext } from './forms-answers/test-support.ts';
import type { ValidatableQuestion } from './forms-answers/types.ts';

const required = formMessages.required;
const ok = {};

type Row = [label: string, value: unknown, errors: Record<string, string[]>];

function table(name: string, target: ValidatableQuestion, rows: Row[]) {
  describe(name, () => {
    it.each(rows)('%s', (_label, value, errors) => expect(errorsOf(target, value)).toEqual(errors));
  });
}

describe('plain controls', () => {
  for (const control of ['link', 'hr', 'section_subgroup', 'section_subgroup_4'] as const) {
    table(`${control} (display only, even when flagged required)`, question(control), [
      ['no value', undefined, ok],
      ['any value', { anything: 1 }, ok],
    ]);
  }

  for (const control of ['text', 'textarea'] as const) {
    table(`${control}, required`, question(control), [
      ['a word', 'hello', ok],
      ['missing', undefined, { q: [required] }],
      ['null', null, { q: [required] }],
      ['empty', '', { q: [required] }],
      ['only spaces', '   ', { q: [required] }],
      ['not text', 12, { q: [ours.invalidValue] }],
      ['10000 characters', 'x'.repeat(10_000), ok],
      ['10001 characters', 'x'.repeat(10_001), { q: [ours.maxLength(10_000)] }],
    ]);
  }
  table('text, optional', question('text', { required: false }), [
    ['missing', undefined, ok],
    ['empty', '', ok],
    ['not text', true, { q: [ours.invalidValue] }],
  ]);

  table('phone, required', question('phone'), [
    ['ten digits', '5551234567', ok],
    ['masked', '(555) 123-4567', ok],
    ['dotted', '555.123.4567', ok],
    ['nine digits', '(555) 123-456', { q: [formMessages.phoneDigits] }],
    ['eleven digits', '15551234567', { q: [formMessages.phoneDigits] }],
    ['letters', '555123456a7', { q: [formMessages.phoneDigits] }],
    ['a number, not text', 5551234567, { q: [formMessages.phoneDigits] }],
    ['empty', '', { q: [required] }],
    ['missing', undefined, { q: [required] }],
  ]);
  table('phone, optional', question('phone', { required: false }), [
    ['empty', '', ok],
    ['null', null, ok],
    ['short', '555', { q: [formMessages.phoneDigits] }],
  ]);

  table('email, required', question('email'), [
    ['valid', 'ann@example.com', ok],
    ['valid with spaces around', ' ann@example.com ', ok],
    ['no at sign', 'ann.example.com', { q: [formMessages.invalidEmail] }],
    ['no domain', 'ann@', { q: [formMessages.invalidEmail] }],
    ['not text', 42, { q: [formMessages.invalidEmail] }],
    ['empty', '', { q: [required] }],
  ]);
  table('email, optional', question('email', { required: false }), [
    ['empty', '', ok],
    ['bad', 'nope', { q: [formMessages.invalidEmail] }],
  ]);

  table('number, required', question('number'), [
    ['integer', 3, ok],
    ['zero', 0, ok],
    ['negative decimal', -2.5, ok],
    ['numeric text (coerced)', ' 12.5 ', ok],
    ['words', 'twelve', { q: [formMessages.invalidNumber] }],
    ['infinity', Number.POSITIVE_INFINITY, { q: [formMessages.invalidNumber] }],
    ['boolean', true, { q: [formMessages.invalidNumber] }],
    ['empty text', '', { q: [required] }],
    ['missing', undefined, { q: [required] }],
  ]);
  table('number, optional', question('number', { required: false }), [
    ['empty', '', ok],
    ['words', 'x', { q: [formMessages.invalidNumber] }],
  ]);

  table('date, required', question('date'), [
    ['a date', '2024-02-29', ok],
    ['the minimum', '1900-01-01', ok],
    ['before the minimum', '1899-12-31', { q: [ours.dateTooEarly] }],
    ['not a real day', '2023-02-29', { q: [ours.invalidDate] }],
    ['month 13', '2023-13-01', { q: [ours.invalidDate] }],
    ['US format', '02/03/2020', { q: [ours.invalidDate] }],
    ['with a time', '2020-01-01T00:00:00Z', { q: [ours.invalidDate] }],
    ['not text', 20200101, { q: [ours.invalidDate] }],
    ['empty', '', { q: [required] }],
  ]);
  table('date, optional (the minimum applies only when required)', question('date', { required: false }), [
    ['empty', '', ok],
    ['before 1900', '1850-06-01', ok],
    ['not real', '2020-04-31', { q: [ours.invalidDate] }],
  ]);

  for (const control of ['radio', 'select'] as const) {
    table(`${control}, required`, question(control, { options: options('yes', 'no') }), [
      ['an option', 'yes', ok],
      ['not an option', 'maybe', { q: [ours.invalidOption] }],
      ['the display text instead of the value', 'YES', { q: [ours.invalidOption] }],
      ['a list', ['yes'], { q: [ours.invalidOption] }],
      ['empty', '', { q: [required] }],
      ['missing', undefined, { q: [required] }],
    ]);
  }
  table('select, optional', question('select', { required: false, options: options('a') }), [
    ['empty', '', ok],
    ['unknown', 'b', { q: [ours.invalidOption] }],
  ]);

  for (const control of ['multi_select', 'multi_checkbox'] as const) {
    table(`${control}, required`, question(control, { options: options('a', 'b', 'c') }), [
      ['one option', ['a'], ok],
      ['several options', ['a', 'c'], ok],
      ['an unknown option among them', ['a', 'z'], { q: [ours.invalidOption] }],
      ['a number among them', ['a', 1], { q: [ours.invalidOption] }],
      ['a single text', 'a', { q: [ours.invalidValue] }],
      ['empty list', [], { q: [required] }],
      ['missing', null, { q: [required] }],
    ]);
  }
  table('multi_checkbox, optional', question('multi_checkbox', { required: false, options: options('a') }), [
    ['empty list', [], ok],
    ['unknown', ['b'], { q: [ours.invalidOption] }],
  ]);

  table('checkbox, required (must be ticked)', question('checkbox'), [
    ['ticked', true, ok],
    ['unticked', false, { q: [required] }],
    ['missing', undefined, { q: [required] }],
    ['text', 'true', { q: [ours.invalidValue] }],
  ]);
  table('checkbox, optional', question('checkbox', { required: false }), [
    ['unticked', false, ok],
    ['ticked', true, ok],
    ['a number', 1, { q: [ours.invalidValue] }],
  ]);

  table('file_upload, required', question('file_upload'), [
    ['one document id', [12], ok],
    ['several ids', [1, 2, 3], ok],
    ['zero', [0], { q: [ours.invalidDocuments] }],
    ['a decimal', [1.5], { q: [ours.invalidDocuments] }],
    ['a numeric text', ['7'], { q: [ours.invalidDocuments] }],
    ['not a list', 7, { q: [ours.invalidDocuments] }],
    ['empty list', [], { q: [required] }],
  ]);
  table('file_upload, optional', question('file_upload', { required: false }), [
    ['empty list', [], ok],
    ['negative id', [-1], { q: [ours.invalidDocuments] }],
  ]);

  const week = (rows: Record<string, unknown>) => ({
    day_one: '',
    day_two: '',
    day_three: '',
    day_four: '',
    day_five: '',
    day_six: '',
    day_seven: '',
    hour_one: null,
    hour_two: null,
    hour_three: null,
    hour_four: null,
    hour_five: null,
    hour_six: null,
    hour_seven: null,
    ...rows,
  });
  table('time-tracking-table, required', question('time-tracking-table'), [
    ['one row', week({ day_one: '2024-05-06', hour_one: 8 }), ok],
    ['zero and 24 hours', week({ day_one: '2024-05-06', hour_one: 0, day_two: '2024-05-07', hour_two: 24 }), ok],
    ['hours as text', week({ day_three: '2024-05-06', hour_three: '7.5' }), ok],
    ['a date without hours is fine', week({ day_one: '2024-05-06', hour_one: 8, day_two: '2024-05-07' }), ok],
    ['more than 24 hours', week({ day_one: '2024-05-06', hour_one: 25 }), { 'q.hour_one': [ours.hoursRange] }],
    ['negative hours', week({ day_two: '2024-05-06', hour_two: -1 }), { 'q.hour_two': [ours.hoursRange] }],
    [
      'hours that are not a number',
      week({ day_one: '2024-05-06', hour_one: 'x' }),
      {
        'q.hour_one': [formMessages.invalidNumber],
      },
    ],
    [
      'hours without their date',
      week({ day_one: '2024-05-06', hour_one: 8, hour_seven: 4 }),
      {
        'q.hour_seven': [ours.hourWithoutDate],
      },
    ],
    ['a bad date', week({ day_four: '2024-02-30', hour_four: 1 }), { 'q.day_four': [ours.invalidDate] }],
    ['no row filled', week({}), { q: [required] }],
    ['dates only', week({ day_one: '2024-05-06' }), { q: [required] }],
    ['missing', undefined, { q: [required] }],
    ['not an object', [], { q: [ours.invalidValue] }],
  ]);
  table('time-tracking-table, optional', question('time-tracking-table', { required: false }), [
    ['empty week', week({}), ok],
    ['missing', null, ok],
    ['hours without date', week({ hour_one: 3 }), { 'q.hour_one': [ours.hourWithoutDate] }],
  ]);
});

describe('hidden and readonly questions', () => {
  for (const flag of ['hidden', 'readonly'] as const) {
    it(`skips the required check when ${flag}`, () => {
      expect(errorsOf(question('text', { [flag]: true }), undefined)).toEqual(ok);
      expect(errorsOf(question('checkbox', { [flag]: true }), false)).toEqual(ok);
    });

    it(`still checks the shape of a given value when ${flag}`, () => {
      expect(errorsOf(question('phone', { [flag]: true }), '123')).toEqual({ q: [formMessages.phoneDigits] });
      expect(errorsOf(question('select', { [flag]: true, options: options('a') }), 'b')).toEqual({
        q: [ours.invalidOption],
      });
    });
  }
});

describe('buildAnswerValidator', () => {
  const questions = [
    question('text', { identifier: 'first' }),
    question('email', { identifier: 'mail', required: false }),
    question('hr', { identifier: 'rule' }),
    question('component', { identifier: 'addr', component: 'customer-primary-address' }),
  ];
  const validator = buildAnswerValidator(questions, testContext);

  it('validates every question when no identifiers are given, keyed by identifier and identifier.field', () => {
    expect(validator.validate({ mail: 'bad', addr: { state: 'Texas' } })).toEqual({
      first: [required],
      mail: [formMessages.invalidEmail],
      'addr.state': [ours.stateLength],
      addr: [formMessages.addressRequired],
    });
  });

  it('validates only the named questions (a section) and ignores unknown identifiers', () => {
    expect(validator.validate({ mail: 'bad' }, ['mail', 'nope'])).toEqual({ mail: [formMessages.invalidEmail] });
  });

  it('answers {} for a valid form', () => {
    const address = { lookup: 'x', address: '1 Main', city: 'Austin', state: 'TX', zip: '78701', county: 'Travis' };
    expect(validator.validate({ first: 'Ann', addr: address })).toEqual({});
  });

  it('validateQuestion flattens a compound answer and answers [] for an unknown identifier', () => {
    expect(validator.validateQuestion('addr', { state: 'T' })).toEqual([
      ours.stateLength,
      formMessages.addressRequired,
    ]);
    expect(validator.validateQuestion('first', 'Ann')).toEqual([]);
    expect(validator.validateQuestion('unknown', 'x')).toEqual([]);
  });

  it('never errors on a component question that names no component', () => {
    expect(errorsOf(question('component'), undefined)).toEqual(ok);
  });
});

describe('sectionProgress', () => {
  const text = (identifier: string, overrides: Partial<ValidatableQuestion> = {}) =>
    question('text', { identifier, ...overrides });

  it.each<[string, ValidatableQuestion[], Record<string, unknown>, number]>([
    ['no questions', [], {}, 100],
    ['no required questions', [text('a', { required: false })], {}, 100],
    ['only layout controls', [question('hr', { identifier: 'h' })], {}, 100],
    ['none answered', [text('a'), text('b')], {}, 0],
    ['one of two', [text('a'), text('b')], { a: 'x' }, 50],
    ['one of three rounds up', [text('a'), text('b'), text('c')], { a: 'x' }, 34],
    ['two of three rounds up', [text('a'), text('b'), text('c')], { a: 'x', b: 'y' }, 67],
    ['all answered', [text('a'), text('b')], { a: 'x', b: 'y' }, 100],
    ['optional answers do not count', [text('a'), text('b', { required: false })], { b: 'y' }, 0],
    ['hidden required questions do not count', [text('a'), text('b', { hidden: true })], { a: 'x' }, 100],
    ['readonly required questions do not count', [text('a'), text('b', { readonly: true })], { a: 'x' }, 100],
    ['blank text is not an answer', [text('a')], { a: '  ' }, 0],
    ['an unticked required checkbox is not an answer', [question('checkbox', { identifier: 'c' })], { c: false }, 0],
    ['a ticked one is', [question('checkbox', { identifier: 'c' })], { c: true }, 100],
    [
      'are-you-working counts even when not flagged required',
      [question('component', { identifier: 'w', component: 'are-you-working', required: false }), text('a')],
      { a: 'x' },
      50,
    ],
    [
      'a partial address is not an answer',
      [question('component', { identifier: 'p', component: 'customer-primary-address' })],
      { p: { lookup: 'x', address: '1 Main', city: 'Austin', state: 'TX', zip: '', county: 'Travis' } },
      0,
    ],
    [
      'an answer that is invalid still counts as answered (validation marks the section)',
      [question('email', { identifier: 'e' })],
      { e: 'not-an-email' },
      100,
    ],
  ])('%s', (_label, questions, answers, expected) => expect(sectionProgress(questions, answers)).toBe(expected));
});

describe('a built validator', () => {
  // Timing is measured by bench/form-validation.ts; here only that one validator serves many calls unchanged.
  it('validates a mixed 60-question form repeatedly with the same result', () => {
    const kinds: ValidatableQuestion[] = [
      question('text'),
      question('email'),
      question('phone'),
      question('date'),
      question('number'),
      question('select', { options: options('a', 'b', 'c') }),
      question('multi_checkbox', { options: options('a', 'b', 'c') }),
      question('component', { component: 'customer-primary-address' }),
      question('component', { component: 'are-you-working' }),
      question('component', { component: 'social-security-number' }),
    ];
    const values = [
      'text',
      'ann@example.com',
      '(555) 123-4567',
      '1990-01-01',
      5,
      'b',
      ['a', 'c'],
      { lookup: 'x', address: '1 Main', city: 'Austin', state: 'TX', zip: '78701', county: 'Travis' },
      { employment_are_you_working: false, employment_status: 'in_jail_or_prison' },
      '123-45-6789',
    ];
    const questions = Array.from({ length: 60 }, (_, index) => ({
      ...kinds[index % kinds.length]!,
      identifier: `q${index}`,
    }));
    const answers = Object.fromEntries(questions.map((q, index) => [q.identifier, values[index % values.length]]));
    const validator = buildAnswerValidator(questions, testContext);
    expect(validator.validate(answers)).toEqual({});
    for (let run = 0; run < 20; run += 1) expect(validator.validate(answers)).toEqual({});
    expect(validator.validate({ ...answers, q1: 'not-an-email' })).toEqual({ q1: [formMessages.invalidEmail] });
  });
});

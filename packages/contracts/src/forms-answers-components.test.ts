import { describe, expect, it } from 'vitest';
import { formMessages, workingStatusOptions } from './forms.ts';
import { formValidationMessages as ours } from './forms-answers.ts';
import { componentQuestion, errorsOf, options, testContext } from './forms-answers/test-support.ts';
import type { AnswerContext, ValidatableQuestion } from './forms-answers/types.ts';

const required = formMessages.required;
const ok = {};

type Row = [label: string, value: unknown, errors: Record<string, string[]>];

function table(name: string, target: ValidatableQuestion, rows: Row[], context: AnswerContext = testContext) {
  describe(name, () => {
    it.each(rows)('%s', (_label, value, errors) => expect(errorsOf(target, value, context)).toEqual(errors));
  });
}

table('primary-phone, required', componentQuestion('primary-phone'), [
  ['masked', '(555) 123-4567', ok],
  ['short', '555-1234', { q: [formMessages.phoneDigits] }],
  ['empty', '', { q: [required] }],
]);
table('primary-phone, optional', componentQuestion('primary-phone', { required: false }), [
  ['empty', '', ok],
  ['long', '555123456789', { q: [formMessages.phoneDigits] }],
]);

table('current-email, required', componentQuestion('current-email'), [
  ['valid', 'ann@example.com', ok],
  ['invalid', 'ann at example', { q: [formMessages.invalidEmail] }],
  ['missing', undefined, { q: [required] }],
]);

table('social-security-number, full', componentQuestion('social-security-number'), [
  ['masked input', '123-45-6789', ok],
  ['plain digits', '123456789', ok],
  ['the masked stored value comes back unchanged', '***-**-6789', ok],
  ['eight digits', '123-45-678', { q: [formMessages.ssnFull] }],
  ['ten digits', '1234567890', { q: [formMessages.ssnFull] }],
  ['letters', '12a-45-6789', { q: [formMessages.ssnFull] }],
  ['a half-masked value', '***-45-6789', { q: [formMessages.ssnFull] }],
  ['a number, not text', 123456789, { q: [formMessages.ssnFull] }],
  ['empty', '', { q: [required] }],
]);
table('social-security-number, optional', componentQuestion('social-security-number', { required: false }), [
  ['empty', '', ok],
  ['short', '123', { q: [formMessages.ssnFull] }],
]);
table(
  'social-security-number, last four (useLastFourSsn)',
  componentQuestion('social-security-number'),
  [
    ['four digits', '1234', ok],
    ['masked stored value', '***-**-1234', ok],
    ['nine digits', '123456789', { q: [formMessages.ssnLastFour] }],
    ['three digits', '123', { q: [formMessages.ssnLastFour] }],
    ['empty', '', { q: [required] }],
  ],
  { ...testContext, useLastFourSsn: true },
);

const fullAddress = {
  lookup: '1 Main St, Austin, TX',
  address: '1 Main St',
  address2: '',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  county: 'Travis',
  latitude: 30.27,
  longitude: -97.74,
};
table('customer-primary-address, required', componentQuestion('customer-primary-address'), [
  ['complete', fullAddress, ok],
  ['without coordinates', { ...fullAddress, latitude: null, longitude: null }, ok],
  ['with a second line', { ...fullAddress, address2: 'Apt 4' }, ok],
  ['zip plus four in 10 characters', { ...fullAddress, zip: '78701-1234' }, ok],
  ['missing', undefined, { q: [formMessages.addressRequired] }],
  ['no county', { ...fullAddress, county: '' }, { q: [formMessages.addressRequired] }],
  ['no lookup text', { ...fullAddress, lookup: ' ' }, { q: [formMessages.addressRequired] }],
  ['address2 may stay empty', { ...fullAddress, address2: undefined }, ok],
  ['state of 3 characters', { ...fullAddress, state: 'TEX' }, { 'q.state': [ours.stateLength] }],
  ['zip of 11 characters', { ...fullAddress, zip: '78701-12345' }, { 'q.zip': [ours.addressZipLength] }],
  ['city of 256 characters', { ...fullAddress, city: 'c'.repeat(256) }, { 'q.city': [ours.maxLength(255)] }],
  ['city of 255 characters', { ...fullAddress, city: 'c'.repeat(255) }, ok],
  ['address of 256', { ...fullAddress, address: 'a'.repeat(256) }, { 'q.address': [ours.maxLength(255)] }],
  ['address2 of 256', { ...fullAddress, address2: 'a'.repeat(256) }, { 'q.address2': [ours.maxLength(255)] }],
  ['county of 256', { ...fullAddress, county: 'a'.repeat(256) }, { 'q.county': [ours.maxLength(255)] }],
  [
    'a number for the zip',
    { ...fullAddress, zip: 78701 },
    {
      'q.zip': [ours.invalidValue],
      q: [formMessages.addressRequired],
    },
  ],
  ['text coordinates', { ...fullAddress, latitude: '30.2' }, { 'q.latitude': [ours.invalidValue] }],
  ['not an object', 'somewhere', { q: [ours.invalidValue] }],
]);
table('customer-primary-address, optional', componentQuestion('customer-primary-address', { required: false }), [
  ['missing', null, ok],
  ['partly filled', { city: 'Austin' }, ok],
  ['bad state', { state: 'T' }, { 'q.state': [ours.stateLength] }],
]);

table('zip-code, required', componentQuestion('zip-code'), [
  ['five digits', '78701', ok],
  ['nine digits', '787011234', ok],
  ['four digits', '7870', { q: [ours.zipCodeDigits] }],
  ['ten digits', '7870112345', { q: [ours.zipCodeDigits] }],
  ['with a dash', '78701-1234', { q: [ours.zipCodeDigits] }],
  ['a number, not text', 78701, { q: [ours.zipCodeDigits] }],
  ['empty', '', { q: [required] }],
]);
table('zip-code, optional', componentQuestion('zip-code', { required: false }), [
  ['empty', '', ok],
  ['short', '123', { q: [ours.zipCodeDigits] }],
]);

table('birth-assigned-sex, required', componentQuestion('birth-assigned-sex'), [
  ['male', 'male', ok],
  ['female', 'female', ok],
  ['prefer not to answer', 'did_not_identify', ok],
  ['another value', 'other', { q: [formMessages.sexRequired] }],
  ['the label instead of the value', 'Male', { q: [formMessages.sexRequired] }],
  ['empty', '', { q: [formMessages.sexRequired] }],
]);
table('birth-assigned-sex, optional', componentQuestion('birth-assigned-sex', { required: false }), [
  ['empty', null, ok],
  ['another value', 'x', { q: [formMessages.sexRequired] }],
]);

table('races, required', componentQuestion('races'), [
  ['one race', [2], ok],
  ['several races', [1, 4, 7], ok],
  ['13 alone', [13], ok],
  ['13 with another', [13, 2], { q: [ours.raceExclusive] }],
  ['another with 13', [5, 13], { q: [ours.raceExclusive] }],
  ['13 twice is still alone', [13, 13], ok],
  ['a text id', ['2'], { q: [ours.invalidValue] }],
  ['zero', [0], { q: [ours.invalidValue] }],
  ['not a list', 2, { q: [ours.invalidValue] }],
  ['empty list', [], { q: [required] }],
]);
table('races, optional', componentQuestion('races', { required: false }), [
  ['empty list', [], ok],
  ['13 with another', [1, 13], { q: [ours.raceExclusive] }],
]);

table('onet-job-title, required', componentQuestion('onet-job-title'), [
  ['an occupation id', 1234, ok],
  ['Never Employed (0)', 0, ok],
  ['negative', -1, { q: [ours.invalidJobTitle] }],
  ['decimal', 1.5, { q: [ours.invalidJobTitle] }],
  ['text', 'Nurse', { q: [ours.invalidJobTitle] }],
  ['missing', undefined, { q: [required] }],
  ['empty text', '', { q: [required] }],
]);
table('onet-job-title, optional', componentQuestion('onet-job-title', { required: false }), [
  ['missing', null, ok],
  ['text', '12', { q: [ours.invalidJobTitle] }],
]);

const jobTitle = 'q.employment_status_most_recent_job_career_opportunity_id';
const working = (answer: boolean | null, status: string | null = null, title: number | null = null) => ({
  employment_are_you_working: answer,
  employment_status: status,
  employment_status_most_recent_job_career_opportunity_id: title,
});
table('are-you-working (always required, even unflagged)', componentQuestion('are-you-working', { required: false }), [
  ...workingStatusOptions.working.map((status): Row => [`working: ${status}`, working(true, status, 55), ok]),
  ...workingStatusOptions.notWorking.map((status): Row => [`not working: ${status}`, working(false, status), ok]),
  ['not working with a last job', working(false, 'laid_off_actively_seeking', 55), ok],
  ['not working, never employed', working(false, 'not_employed_actively_seeking', 0), ok],
  ['missing', undefined, { 'q.employment_are_you_working': [required] }],
  ['not answered', working(null), { 'q.employment_are_you_working': [required] }],
  [
    'working without status or title',
    working(true),
    {
      'q.employment_status': [required],
      [jobTitle]: [required],
    },
  ],
  ['working without title', working(true, 'yes_employed'), { [jobTitle]: [required] }],
  ['not working without status', working(false), { 'q.employment_status': [required] }],
  [
    'a not-working status while working',
    working(true, 'in_jail_or_prison', 5),
    {
      'q.employment_status': [ours.invalidOption],
    },
  ],
  [
    'a working status while not working',
    working(false, 'yes_employed'),
    {
      'q.employment_status': [ours.invalidOption],
    },
  ],
  ['an unknown status', working(false, 'retired'), { 'q.employment_status': [ours.invalidOption] }],
  [
    'a text job title',
    { ...working(true, 'yes_employed'), [jobTitle.slice(2)]: 'Nurse' },
    {
      [jobTitle]: [ours.invalidJobTitle],
    },
  ],
  [
    'text for the working answer',
    { employment_are_you_working: 'yes' },
    {
      'q.employment_are_you_working': [ours.invalidValue],
    },
  ],
  ['not an object', true, { q: [ours.invalidValue] }],
]);
table('are-you-working, readonly (shape only)', componentQuestion('are-you-working', { readonly: true }), [
  ['missing', undefined, ok],
  ['working without status', working(true), ok],
  ['a wrong status', working(true, 'in_jail_or_prison'), { 'q.employment_status': [ours.invalidOption] }],
]);

// testContext's customer is Ana María Núñez.
table('self-attestation', componentQuestion('self-attestation', { identifier: 'self_attestation' }), [
  ['the recorded names', { firstName: 'Ana María', lastName: 'Núñez' }, ok],
  ['other case and extra spaces', { firstName: '  ana  maría ', lastName: 'NÚÑEZ' }, ok],
  [
    'without accents (accents count)',
    { firstName: 'Ana Maria', lastName: 'Nunez' },
    {
      'self_attestation.firstName': [formMessages.firstNameMismatch],
      'self_attestation.lastName': [formMessages.lastNameMismatch],
    },
  ],
  [
    'another first name',
    { firstName: 'Anne', lastName: 'Núñez' },
    {
      'self_attestation.firstName': [formMessages.firstNameMismatch],
    },
  ],
  [
    'another last name',
    { firstName: 'Ana María', lastName: 'Smith' },
    {
      'self_attestation.lastName': [formMessages.lastNameMismatch],
    },
  ],
  [
    'empty names',
    { firstName: '', lastName: ' ' },
    {
      'self_attestation.firstName': [required],
      'self_attestation.lastName': [required],
    },
  ],
  [
    'missing',
    undefined,
    {
      'self_attestation.firstName': [required],
      'self_attestation.lastName': [required],
    },
  ],
  [
    'a name over 255 characters',
    { firstName: 'a'.repeat(256), lastName: 'Núñez' },
    {
      'self_attestation.firstName': [ours.maxLength(255)],
    },
  ],
  [
    'a number for a name',
    { firstName: 1, lastName: 'Núñez' },
    {
      'self_attestation.firstName': [ours.invalidValue],
    },
  ],
  ['not an object', 'Ana', { self_attestation: [ours.invalidValue] }],
]);

const tanfOptions = options('receiving', 'not_receiving');
table('tanf, required', componentQuestion('tanf', { options: tanfOptions }), [
  ['a status', { status: 'receiving', date: null }, ok],
  ['a status and a date', { status: 'receiving', date: '2024-01-15' }, ok],
  ['no status', { status: null, date: '2024-01-15' }, { 'q.status': [required] }],
  ['missing', undefined, { 'q.status': [required] }],
  ['an unknown status', { status: 'maybe', date: null }, { 'q.status': [ours.invalidOption] }],
  ['a bad date', { status: 'receiving', date: '2024-02-31' }, { 'q.date': [ours.invalidDate] }],
  ['not an object', 'receiving', { q: [ours.invalidValue] }],
]);
table('tanf, optional', componentQuestion('tanf', { required: false, options: tanfOptions }), [
  ['missing', null, ok],
  ['empty', { status: null, date: null }, ok],
  ['a date only', { status: null, date: '2024-01-15' }, ok],
  ['a bad date', { status: null, date: 'yesterday' }, { 'q.date': [ours.invalidDate] }],
]);
table('tanf without listed options', componentQuestion('tanf'), [['any status text', { status: 'x', date: null }, ok]]);

describe('hidden components', () => {
  it('skip the always-required check of are-you-working and self-attestation', () => {
    expect(errorsOf(componentQuestion('are-you-working', { hidden: true }), undefined)).toEqual(ok);
    expect(errorsOf(componentQuestion('self-attestation', { hidden: true }), undefined)).toEqual(ok);
  });
});

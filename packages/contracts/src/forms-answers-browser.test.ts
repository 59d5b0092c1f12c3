import { describe, expect, it } from 'vitest';
import { formConstants } from './forms.ts';
import {
  applyInputMask,
  digitsOnly,
  filterOptionsByLabel,
  formatPhone,
  formatSsn,
  isAnswered,
  isMaskedSsn,
  maskSsn,
  normalizeForSearch,
  toggleRace,
} from './forms-answers.ts';
import { componentQuestion, question } from './forms-answers/test-support.ts';

describe('toggleRace', () => {
  it.each<[string, number[], number, number[]]>([
    ['adds a race', [], 2, [2]],
    ['adds another race', [2], 5, [2, 5]],
    ['removes a chosen race', [2, 5], 2, [5]],
    ['13 clears the others', [2, 5], 13, [13]],
    ['another race deselects 13', [13], 4, [4]],
    ['clicking 13 again unpicks it', [13], 13, []],
  ])('%s', (_label, selected, id, expected) => expect(toggleRace(selected, id)).toEqual(expected));

  it('does not change the list it was given', () => {
    const selected = [1, 2];
    toggleRace(selected, 13);
    expect(selected).toEqual([1, 2]);
  });
});

describe('applyInputMask', () => {
  const phone = formConstants.phoneMask;
  it.each<[string, string, string, { value: string; complete: boolean; limitReached: boolean }]>([
    ['phone, nothing typed', phone, '', { value: '', complete: false, limitReached: false }],
    ['phone, first digit opens the bracket', phone, '5', { value: '(5', complete: false, limitReached: false }],
    [
      'phone, separators come with the next digit',
      phone,
      '555',
      { value: '(555', complete: false, limitReached: false },
    ],
    ['phone, four digits', phone, '5551', { value: '(555) 1', complete: false, limitReached: false }],
    ['phone, ten digits', phone, '5551234567', { value: '(555) 123-4567', complete: true, limitReached: false }],
    ['phone, an eleventh digit', phone, '55512345678', { value: '(555) 123-4567', complete: true, limitReached: true }],
    [
      'phone, an already masked text',
      phone,
      '(555) 123-4567',
      {
        value: '(555) 123-4567',
        complete: true,
        limitReached: false,
      },
    ],
    ['phone, letters are dropped', phone, '55a5x1', { value: '(555) 1', complete: false, limitReached: false }],
    [
      'ssn, nine digits',
      formConstants.ssnMask,
      '123456789',
      { value: '123-45-6789', complete: true, limitReached: false },
    ],
    [
      'ssn, ten digits',
      formConstants.ssnMask,
      '1234567890',
      { value: '123-45-6789', complete: true, limitReached: true },
    ],
    ['letters mask', 'aa-99', 'AB12', { value: 'AB-12', complete: true, limitReached: false }],
    ['letters mask refuses a digit first', 'aa-99', '1AB', { value: 'AB', complete: false, limitReached: false }],
    ['any-character mask', '**', 'a1', { value: 'a1', complete: true, limitReached: false }],
    ['any-character mask at the limit', '**', 'a1b', { value: 'a1', complete: true, limitReached: true }],
    ['a separator after the limit is no overflow', '99', '12-', { value: '12', complete: true, limitReached: false }],
  ])('%s', (_label, mask, text, expected) => expect(applyInputMask(mask, text)).toEqual(expected));
});

describe('phone and SSN helpers', () => {
  it.each([
    ['(555) 123-4567', '5551234567'],
    ['555.123.4567 ext', '5551234567'],
    ['', ''],
  ])('digitsOnly(%s)', (text, digits) => expect(digitsOnly(text)).toBe(digits));

  it.each([
    ['5551234567', '(555) 123-4567'],
    ['555-123-4567', '(555) 123-4567'],
    ['555', '(555'],
    ['', ''],
  ])('formatPhone(%s)', (text, shown) => expect(formatPhone(text)).toBe(shown));

  it.each([
    ['123456789', '***-**-6789'],
    ['123-45-6789', '***-**-6789'],
    ['6789', '***-**-6789'],
    ['***-**-6789', '***-**-6789'],
    ['123', ''],
    ['', ''],
  ])('maskSsn(%s)', (text, masked) => expect(maskSsn(text)).toBe(masked));

  it.each([
    ['123456789', '123-45-6789'],
    ['12345', '123-45'],
    ['***-**-6789', '***-**-6789'],
  ])('formatSsn(%s)', (text, shown) => expect(formatSsn(text)).toBe(shown));

  it.each<[unknown, boolean]>([
    ['***-**-1234', true],
    ['***-**-123', false],
    ['123-45-6789', false],
    [null, false],
  ])('isMaskedSsn(%s)', (value, masked) => expect(isMaskedSsn(value)).toBe(masked));
});

describe('combobox filter', () => {
  const people = [{ display: 'José Álvarez' }, { display: 'Ann Lee' }, { display: 'Zoë Brontë' }];

  it.each([
    ['José Álvarez ', 'jose alvarez'],
    ['ÇA', 'ca'],
    ['Zoë', 'zoe'],
  ])('normalizeForSearch(%s)', (label, normalized) => expect(normalizeForSearch(label)).toBe(normalized));

  it.each<[string, string[]]>([
    ['jose', ['José Álvarez']],
    ['JOSÉ', ['José Álvarez']],
    ['alv', ['José Álvarez']],
    ['e', ['José Álvarez', 'Ann Lee', 'Zoë Brontë']],
    ['zoe bronte', ['Zoë Brontë']],
    ['nobody', []],
    ['', ['José Álvarez', 'Ann Lee', 'Zoë Brontë']],
    ['  ', ['José Álvarez', 'Ann Lee', 'Zoë Brontë']],
  ])('finds %j', (query, found) =>
    expect(filterOptionsByLabel(people, query).map((person) => person.display)).toEqual(found),
  );

  it('reads label and title options too', () => {
    expect(filterOptionsByLabel([{ label: 'Enfermería' }, { label: 'Law' }], 'enfermeria')).toEqual([
      { label: 'Enfermería' },
    ]);
    expect(filterOptionsByLabel([{ title: 'Técnico' }, { title: 'Chef' }], 'tecn')).toEqual([{ title: 'Técnico' }]);
  });
});

describe('isAnswered', () => {
  it.each<[string, ReturnType<typeof question>, unknown, boolean]>([
    ['text', question('text'), 'x', true],
    ['blank text', question('text'), ' ', false],
    ['layout control', question('hr'), 'x', false],
    ['number zero', question('number'), 0, true],
    ['ticked checkbox', question('checkbox'), true, true],
    ['unticked checkbox', question('checkbox'), false, false],
    ['empty list', question('multi_select'), [], false],
    ['a list', question('multi_select'), ['a'], true],
    ['a week with a row', question('time-tracking-table'), { day_one: '2024-01-01', hour_one: 0 }, true],
    ['a week with a date only', question('time-tracking-table'), { day_one: '2024-01-01', hour_one: null }, false],
    ['never employed', componentQuestion('onet-job-title'), 0, true],
    ['races', componentQuestion('races'), [13], true],
    [
      'working and complete',
      componentQuestion('are-you-working'),
      {
        employment_are_you_working: true,
        employment_status: 'yes_employed',
        employment_status_most_recent_job_career_opportunity_id: 3,
      },
      true,
    ],
    [
      'working without title',
      componentQuestion('are-you-working'),
      {
        employment_are_you_working: true,
        employment_status: 'yes_employed',
      },
      false,
    ],
    [
      'not working with status',
      componentQuestion('are-you-working'),
      {
        employment_are_you_working: false,
        employment_status: 'no_selection',
      },
      true,
    ],
    ['both names', componentQuestion('self-attestation'), { firstName: 'A', lastName: 'B' }, true],
    ['one name', componentQuestion('self-attestation'), { firstName: 'A', lastName: '' }, false],
    ['tanf status', componentQuestion('tanf'), { status: 'x', date: null }, true],
    ['tanf date only', componentQuestion('tanf'), { status: null, date: '2024-01-01' }, false],
  ])('%s', (_label, target, value, answered) => expect(isAnswered(target, value)).toBe(answered));
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  educationalExperienceBodySchema,
  educationYearOptions,
  experienceMessages,
  jobDateProblems,
  jobExperienceBodySchema,
  jobYearOptions,
} from './experiences.ts';
import { formatMonthYear, parseIsoDate } from './dates.ts';

const accomplishment = { uuid: '7f1c1b9e-3a52-4c57-9d8a-0b0b6b1f2a11', description: 'Shipped it' };
const job = {
  job_title: 'Cook',
  company_name: 'Diner',
  start_date: '2020-01-01',
  finish_date: '2021-06-01',
  current_role: false,
  accomplishments: [accomplishment],
};

function messagesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('job experience dates', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date(2026, 10, 22, 12) }));
  afterEach(() => vi.useRealTimers());

  it('accepts a start in the current month and refuses next month', () => {
    expect(jobDateProblems('2026-11-01', null)).toEqual({});
    expect(jobDateProblems('2026-12-01', null)).toEqual({ start: experienceMessages.startInFuture });
  });

  it('refuses an end in the future before comparing with the start', () => {
    expect(jobDateProblems('2020-01-01', '2027-01-01')).toEqual({ finish: experienceMessages.endInFuture });
  });

  it('refuses an end before the start and allows the same month', () => {
    expect(jobDateProblems('2020-05-01', '2020-04-01')).toEqual({ finish: experienceMessages.endBeforeStart });
    expect(jobDateProblems('2020-05-01', '2020-05-01')).toEqual({});
  });

  it('drops the finish date of a current role and requires it otherwise', () => {
    const current = jobExperienceBodySchema.parse({ ...job, current_role: 1 });
    expect(current.finish_date).toBeNull();
    expect(current.current_role).toBe(true);
    const missing = jobExperienceBodySchema.safeParse({ ...job, finish_date: undefined });
    expect(messagesOf(missing)).toEqual({ finish_date: experienceMessages.endDateNotCurrent });
  });

  it('uses only the first 10 characters of a date string and refuses impossible dates', () => {
    expect(jobExperienceBodySchema.parse({ ...job, start_date: '2020-01-01T10:00:00Z' }).start_date).toBe('2020-01-01');
    expect(messagesOf(jobExperienceBodySchema.safeParse({ ...job, start_date: '2021-02-30' }))).toEqual({
      start_date: 'The start date is not a valid date.',
    });
    expect(parseIsoDate('20-01-01')).toBeNull();
  });

  it('requires at least one accomplishment', () => {
    expect(messagesOf(jobExperienceBodySchema.safeParse({ ...job, accomplishments: [] }))).toEqual({
      accomplishments: experienceMessages.accomplishmentRequired,
    });
  });

  it('offers job years from this year down 60, newest first', () => {
    const years = jobYearOptions();
    expect(years[0]).toBe('2026');
    expect(years.at(-1)).toBe('1966');
    expect(years).toHaveLength(61);
  });
});

describe('educational experience', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date(2026, 10, 22, 12) }));
  afterEach(() => vi.useRealTimers());

  const education = {
    education_level_id: 3,
    school: 'CCD',
    field_of_study: 'Nursing',
    accomplishments: [accomplishment],
  };

  it('stores the finish date as the end of its month', () => {
    expect(educationalExperienceBodySchema.parse({ ...education, finish_date: '2024-02-01' }).finish_date).toBe(
      '2024-02-29',
    );
    expect(educationalExperienceBodySchema.parse({ ...education, finish_date: null }).finish_date).toBeNull();
  });

  it('offers finish years from this year + 5 down 60 and refuses others', () => {
    const years = educationYearOptions();
    expect(years[0]).toBe('2031');
    expect(years.at(-1)).toBe('1971');
    expect(messagesOf(educationalExperienceBodySchema.safeParse({ ...education, finish_date: '2032-01-01' }))).toEqual({
      finish_date: 'The finish year must be between 1971 and 2031.',
    });
  });

  it('requires school, level and field of study', () => {
    expect(messagesOf(educationalExperienceBodySchema.safeParse({ accomplishments: [accomplishment] }))).toMatchObject({
      school: 'This field is required.',
      field_of_study: 'This field is required.',
    });
  });
});

describe('formatMonthYear', () => {
  it('shows MMM/yyyy', () => {
    expect(formatMonthYear('2024-03-01')).toBe('Mar/2024');
    expect(formatMonthYear(null)).toBeNull();
  });
});

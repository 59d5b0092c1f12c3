import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  addDaysIso,
  dateBounds,
  earliestDate,
  formatUsDate,
  latestTodayIso,
  serviceDaysAhead,
  todayIso,
  type DateKind,
} from './dates.ts';
import { serviceProvidedBodySchema } from './employers.ts';
import { educationalExperienceBodySchema, jobExperienceBodySchema } from './experiences.ts';
import { performanceBodySchema, performanceListQuerySchema } from './performance.ts';
import { reminderBodySchema } from './reminders.ts';
import { serviceLogListQuerySchema, serviceLogStoreSchema, serviceLogUpdateBodySchema } from './service-tracker.ts';
import { customerIntakeBodySchema } from './customer-intake.ts';
import { formValidationMessages } from './forms-answers.ts';
import { errorsOf, question } from './forms-answers/test-support.ts';
import { manualWageFieldsSchema } from './wages.ts';

const today = todayIso();

const serviceLog = serviceLogStoreSchema({ allowedBackDays: 100_000, customerTerm: 'Customer' });
const serviceLogBody = {
  created_for: 'customer',
  customer_created_for: 1,
  created_at: 1,
  created_by: 1,
  contactTypeValue: 1,
  title: 'Plan',
  created_on: today,
  service_length: 'Multi-day',
  start_at: today,
  end_at: today,
  serviceTypeValue: 1,
  serviceNameValue: [1],
  statusValue: 'Active - Reportable Individual',
  note: 'Met.',
};

const jobBody = {
  job_title: 'Welder',
  company_name: 'Front Range Fabrication',
  current_role: false,
  finish_date: today,
  accomplishments: [{ uuid: '0b6f5e0c-6f1e-4d7a-9a8e-2f1c3b4d5e6f', description: 'Certified.' }],
};

interface Row {
  schema: z.ZodType;
  field: string;
  kind: DateKind;
  /** The rest of a body the date is checked in (rules across fields run only on an otherwise valid body). */
  body?: Record<string, unknown>;
}

/** Every date field a request schema takes, with the kind of date it is. */
const rows: Record<string, Row> = {
  'service log created_on': { schema: serviceLog, field: 'created_on', kind: 'service', body: serviceLogBody },
  'service log start_at': { schema: serviceLog, field: 'start_at', kind: 'service', body: serviceLogBody },
  'service log end_at': { schema: serviceLog, field: 'end_at', kind: 'service', body: serviceLogBody },
  'tracker edit end_at': { schema: serviceLogUpdateBodySchema, field: 'end_at', kind: 'service' },
  'tracker filter created_on': { schema: serviceLogListQuerySchema, field: 'created_on', kind: 'service' },
  'tracker filter end_at': { schema: serviceLogListQuerySchema, field: 'end_at', kind: 'service' },
  'performance date_affected': { schema: performanceBodySchema, field: 'date_affected', kind: 'past' },
  'performance filter date': {
    schema: performanceListQuerySchema,
    field: 'date',
    kind: 'past',
    body: { customer_id: 1 },
  },
  'wage date_received': { schema: manualWageFieldsSchema, field: 'date_received', kind: 'past' },
  'wage start_date': { schema: manualWageFieldsSchema, field: 'start_date', kind: 'plan' },
  'reminder date': {
    schema: reminderBodySchema,
    field: 'date',
    kind: 'plan',
    body: {
      title: 'Call back',
      description: 'About the interview',
      action: 'call',
      hour: '09',
      minute: '30',
      period: 'AM',
      in_support_of_type: 'none',
      timezone_offset: 0,
    },
  },
  'employer service provided start_date': { schema: serviceProvidedBodySchema, field: 'start_date', kind: 'service' },
  'job experience start_date': { schema: jobExperienceBodySchema, field: 'start_date', kind: 'past', body: jobBody },
  'job experience finish_date': {
    schema: jobExperienceBodySchema,
    field: 'finish_date',
    kind: 'past',
    body: { ...jobBody, start_date: earliestDate },
  },
  'education finish_date': { schema: educationalExperienceBodySchema, field: 'finish_date', kind: 'plan' },
  'customer intake birthdate': { schema: customerIntakeBodySchema, field: 'birthdate', kind: 'past' },
};

function messagesAt(row: Row, value: string): string[] {
  const result = row.schema.safeParse({ ...row.body, [row.field]: value });
  return (result.error?.issues ?? []).filter((issue) => issue.path[0] === row.field).map((issue) => issue.message);
}

describe('every date field has a floor and a ceiling (#23 item 3)', () => {
  it.each(Object.entries(rows))('%s', (_, row) => {
    expect(messagesAt(row, addDaysIso(earliestDate, -1)), 'the day before the floor').not.toEqual([]);
    expect(messagesAt(row, '1800-01-01'), '1800-01-01').not.toEqual([]);
    // The latest ceiling any time zone may see, plus a day; and the far dates the issue found.
    expect(messagesAt(row, addDaysIso(dateBounds[row.kind](latestTodayIso()).max, 1)), 'after the ceiling').not.toEqual(
      [],
    );
    expect(messagesAt(row, '9999-12-31'), '9999-12-31').not.toEqual([]);
    // The ceiling as this browser sees it is taken.
    const inside = row.kind === 'plan' && row.field === 'finish_date' ? dateBounds.plan(today).max : today;
    expect(messagesAt(row, row.kind === 'service' ? dateBounds.service(today).max : inside), 'inside').toEqual([]);
  });

  it('the service ceiling is the named number of days ahead', () => {
    expect(dateBounds.service('2026-11-29').max).toBe(addDaysIso('2026-11-29', serviceDaysAhead));
    expect(dateBounds.plan('2026-11-29').max).toBe('2031-12-31');
    expect(dateBounds.past('2026-11-29')).toEqual({ min: '1900-01-01', max: '2026-11-29' });
    expect(formatUsDate('2026-03-07T00:00:00.000Z')).toBe('03/07/2026');
  });
});

describe("a form's date answers have the same floor and ceiling (#23 item 3)", () => {
  const after = addDaysIso(dateBounds.plan(latestTodayIso()).max, 1);
  const tooLate = formValidationMessages.dateTooLate(dateBounds.plan().max);
  it('a date question', () => {
    expect(errorsOf(question('date'), '1899-12-31')).toEqual({ q: [formValidationMessages.dateTooEarly] });
    expect(errorsOf(question('date'), after)).toEqual({ q: [tooLate] });
    expect(errorsOf(question('date'), '9999-12-31')).toEqual({ q: [tooLate] });
    expect(errorsOf(question('date'), dateBounds.plan(today).max)).toEqual({});
  });
});

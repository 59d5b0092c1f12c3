import { describe, expect, it } from 'vitest';
import { reminderBodySchema, reminderMessages } from './reminders.ts';
import { installValidationMessages } from './validation-messages.ts';

installValidationMessages();

const messagesOf = (input: unknown) =>
  Object.fromEntries(
    (reminderBodySchema.safeParse(input).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
  );

const valid = {
  title: 'Call back',
  description: 'About the interview',
  action: 'call',
  date: `${new Date().getFullYear() + 1}-01-01`,
  hour: '09',
  minute: '30',
  period: 'AM',
  in_support_of_type: 'none',
  timezone_offset: 0,
};

describe('reminderBodySchema messages (staff spec 5)', () => {
  it('accepts a complete reminder', () => {
    expect(reminderBodySchema.safeParse(valid).success).toBe(true);
  });

  it('calls only missing values required', () => {
    const empty = { ...valid, title: '  ', description: '', action: '', date: '', hour: '', minute: '', period: '' };
    expect(messagesOf(empty)).toEqual({
      title: reminderMessages.required,
      description: reminderMessages.required,
      action: reminderMessages.required,
      date: reminderMessages.required,
      hour: reminderMessages.time,
      minute: reminderMessages.time,
      period: reminderMessages.time,
    });
  });

  it('names a present but wrong value for what it is', () => {
    expect(messagesOf({ ...valid, title: 'x'.repeat(300), action: 'dance', date: '2030-13-45', hour: '13' })).toEqual({
      title: 'The title may not be greater than 255 characters.',
      action: 'The selected action is invalid.',
      date: reminderMessages.invalidDate,
      hour: reminderMessages.time,
    });
    expect(messagesOf({ ...valid, date: '01/01/1800' })).toEqual({ date: 'The date is not a valid date.' });
  });

  it('refuses a date before today and a missing target', () => {
    expect(messagesOf({ ...valid, date: '2000-01-01', in_support_of_type: 'customer' })).toEqual({
      date: reminderMessages.dateBeforeToday,
      in_support_of_id: reminderMessages.required,
    });
  });
});

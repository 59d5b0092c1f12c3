import { notifications, notificationsStore } from '@mantine/notifications';
import { toastCatalogue } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { laterSchema, submitCheckedFields } from './forms';

// The toasts module is not mocked: the web project shares modules between test files (isolate: false), so a mock
// would not reach a forms module another file has loaded. The central store shows what a person would see.
const shownToasts = () => {
  const { notifications: shown, queue } = notificationsStore.getState();
  return [...shown, ...queue].map((toast) => toast.message);
};

const schema = z.object({ email: z.string().min(1, 'This field is required.') });

/** Waits for the submit's schema fetch and what follows it. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('submitCheckedFields', () => {
  afterEach(() => {
    notifications.clean();
    notifications.cleanQueue();
  });

  it('checks the fields with the schema once it is there: errors shown and nothing sent, else the values sent', async () => {
    const later = laterSchema(() => Promise.resolve(schema));
    const shown: unknown[] = [];
    const handler = vi.fn();
    let email = '';
    const submit = submitCheckedFields(
      later,
      () => ({ email }),
      (errors) => shown.push(errors),
      handler,
    );

    submit();
    await settle();
    expect(shown).toEqual([{ email: 'This field is required.' }]);
    expect(handler).not.toHaveBeenCalled();

    email = 'rosa@example.org';
    submit();
    await settle();
    expect(shown[1]).toEqual({});
    expect(handler).toHaveBeenCalledWith({ email: 'rosa@example.org' });
  });

  it('says an unexpected error occurred and sends nothing when the schema cannot be fetched', async () => {
    const later = laterSchema<typeof schema>(() => Promise.reject(new Error('chunk gone')));
    const showErrors = vi.fn();
    const handler = vi.fn();
    submitCheckedFields(later, () => ({ email: 'rosa@example.org' }), showErrors, handler)();
    await settle();
    expect(shownToasts()).toEqual([toastCatalogue.unexpected]);
    expect(showErrors).not.toHaveBeenCalled();
    expect(handler).not.toHaveBeenCalled();
  });
});

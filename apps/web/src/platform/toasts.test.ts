import { notifications, notificationsStore } from '@mantine/notifications';
import { formConstants } from '@portal/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { formToastStore, showFormToast } from '../features/forms/screen/formToasts';
import { showErrorToast, showSuccessToast } from './toasts';

const lastCentralToast = () => {
  const { notifications: shown, queue } = notificationsStore.getState();
  return [...shown, ...queue].at(-1);
};

afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
  notifications.clean(formToastStore);
});

describe('toast auto-close (participant spec 9, forms spec 9)', () => {
  it('central success and error toasts close after 7000 ms', () => {
    showSuccessToast('Your job experience has been created');
    expect(lastCentralToast()).toMatchObject({ message: 'Your job experience has been created', autoClose: 7000 });

    showErrorToast('An unexpected error occurred.');
    expect(lastCentralToast()).toMatchObject({ message: 'An unexpected error occurred.', autoClose: 7000 });
  });

  it("the form builder's toasts close after 5000 ms, in their own container", () => {
    showFormToast({ message: 'Saved!' });
    const [formToast] = formToastStore.getState().notifications;
    expect(formToast).toMatchObject({ message: 'Saved!', autoClose: 5000 });
    expect(formConstants.toastAutoCloseMs).toBe(5000);
    expect(lastCentralToast()).toBeUndefined();
  });
});

import { notifications } from '@mantine/notifications';

/** Participant spec 9: toasts close after 7 s (forms after 5 s), at most 5, top-right. */
export const toastDefaults = { autoClose: 7000, formAutoClose: 5000, limit: 5, position: 'top-right' } as const;

export function showErrorToast(message: string, title?: string): void {
  notifications.show({ color: 'red', title, message, autoClose: toastDefaults.autoClose });
}

/** Success after a form save or a delete. */
export function showSuccessToast(message: string, title?: string): void {
  notifications.show({ color: 'green', title, message, autoClose: toastDefaults.formAutoClose });
}

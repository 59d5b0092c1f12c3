import { notifications } from '@mantine/notifications';

/**
 * Participant spec 9: the central toasts close after 7 s, at most 5, top-right. Only the form builder's own container
 * closes after 5 s (features/forms/screen/formToasts.tsx).
 */
export const toastDefaults = { autoClose: 7000, limit: 5, position: 'top-right' } as const;

export function showErrorToast(message: string, title?: string): void {
  notifications.show({ color: 'red', title, message, autoClose: toastDefaults.autoClose });
}

/** Success after a save or a delete. */
export function showSuccessToast(message: string, title?: string): void {
  notifications.show({ color: 'green', title, message, autoClose: toastDefaults.autoClose });
}

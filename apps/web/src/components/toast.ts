/** Toast notifications (spec part 1 section 2): top right, success, error or warning, closed after 3000 ms. */
import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@weighbridge/contract/constants';

export type ToastType = 'success' | 'error' | 'warning';

const TOAST_COLOURS: Record<ToastType, string> = { success: 'green', error: 'red', warning: 'yellow' };

/** Shows a toast; `<ToastHost />` in the app providers renders it, its close button named in the reader's language. */
export function showToast(type: ToastType, message: string): void {
  notifications.show({
    message,
    color: TOAST_COLOURS[type],
    autoClose: TOAST_DURATION_MS,
    withCloseButton: true,
    'data-toast-type': type,
  });
}

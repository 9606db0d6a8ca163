/**
 * Where toasts appear (top right, closed after 3000 ms), with the close button of each named in the
 * reader's language: the label is a default of Mantine's Notification, so every `showToast` gets it.
 */
import { MantineThemeProvider, Notification } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@weighbridge/contract/constants';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { toastMessages as text } from './messages';

export function ToastHost() {
  const intl = useIntl();
  const label = intl.formatMessage(text.closeNotification);
  const theme = useMemo(
    () => ({ components: { Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': label, title: label } } }) } }),
    [label],
  );
  return (
    <MantineThemeProvider theme={theme}>
      <Notifications position="top-right" autoClose={TOAST_DURATION_MS} />
    </MantineThemeProvider>
  );
}

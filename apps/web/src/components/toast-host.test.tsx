import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import type { Locale } from '@weighbridge/contract/preferences';
import { afterEach, describe, expect, it } from 'vitest';
import { IntlProvider } from 'react-intl';
import { loadCatalogue } from '../app/i18n/catalogues';
import { showToast } from './toast';
import { ToastHost } from './toast-host';

afterEach(() => {
  notifications.clean();
});

async function renderHost(locale: Locale) {
  render(
    <MantineProvider env="test">
      <IntlProvider locale={locale} defaultLocale="en" messages={await loadCatalogue(locale)}>
        <ToastHost />
      </IntlProvider>
    </MantineProvider>,
  );
}

describe('the close button of a toast', () => {
  it('is named in English on an English page', async () => {
    await renderHost('en');
    act(() => showToast('success', 'Saved'));
    const close = await screen.findByRole('button', { name: 'Close notification' });
    expect(close.getAttribute('title')).toBe('Close notification');
  });

  it('is named in German on a German page', async () => {
    await renderHost('de');
    act(() => showToast('error', 'Fehler'));
    const close = await screen.findByRole('button', { name: 'Benachrichtigung schließen' });
    expect(close.getAttribute('title')).toBe('Benachrichtigung schließen');
  });
});

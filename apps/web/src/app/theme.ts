/**
 * The Mantine theme, light and dark. The library's default shades put small text below the WCAG AA contrast
 * ratio of 4.5:1 (white on blue-6, dimmed grey on white, shade-9 text on light green or orange; in dark,
 * dimmed grey on the dark body), so this theme uses deeper shades in light and lighter ones in dark:
 * operators read these screens in bright site offices on plain monitors, and at night.
 * `--app-page-background` is the shell's background behind the cards, `--app-muted-background` a quiet
 * panel or row inside one, `--app-brand-text`, `--app-danger-text` and `--app-warning-text` coloured texts
 * on either: use them, not a fixed palette shade, so that both schemes read.
 */
import { createTheme, type CSSVariablesResolver, DEFAULT_THEME } from '@mantine/core';
import { deepShade } from '../lib/colour';

export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  autoContrast: true,
  // Where black and white text contrast equally with a background (about 4.6:1 each).
  luminanceThreshold: 0.179,
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--app-page-background': 'var(--mantine-color-gray-0)',
    '--app-muted-background': 'var(--mantine-color-gray-0)',
    '--app-brand-text': 'var(--mantine-color-blue-9)',
    '--app-danger-text': 'var(--mantine-color-red-8)',
    '--app-warning-text': 'var(--mantine-color-orange-9)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...Object.fromEntries(
      Object.keys(DEFAULT_THEME.colors).map((colour) => [`--mantine-color-${colour}-light-color`, deepShade(colour)]),
    ),
  },
  dark: {
    '--app-page-background': 'var(--mantine-color-dark-8)',
    '--app-muted-background': 'var(--mantine-color-dark-6)',
    '--app-brand-text': 'var(--mantine-color-blue-3)',
    '--app-danger-text': 'var(--mantine-color-red-4)',
    '--app-warning-text': 'var(--mantine-color-orange-4)',
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
  },
});

/**
 * The Mantine theme. The library's default shades put small text below the WCAG AA contrast ratio of
 * 4.5:1 (white on blue-6, dimmed grey on white, shade-9 text on light green or orange), so this theme
 * uses deeper shades: operators read these screens in bright site offices on plain monitors.
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
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...Object.fromEntries(
      Object.keys(DEFAULT_THEME.colors).map((colour) => [`--mantine-color-${colour}-light-color`, deepShade(colour)]),
    ),
  },
  dark: {},
});

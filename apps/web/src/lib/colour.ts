import { darken, DEFAULT_THEME } from '@mantine/core';

/**
 * A deep shade of a palette colour that white text and the palette's light tints both read well against
 * (at least 4.5:1 for every Mantine colour), e.g. for a banner in a module's colour.
 */
export function deepShade(colour: string): string {
  const palette = DEFAULT_THEME.colors[colour] ?? DEFAULT_THEME.colors.gray;
  return darken(palette[9], 0.25);
}

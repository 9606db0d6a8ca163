/**
 * What Mantine asks of a browser that jsdom lacks: media queries, the size watching of tables' scroll areas
 * and of growing text areas, and the font loading those wait for. The web tests' set-up (setup.ts) fills
 * them before every test file.
 */
export function fillBrowserGaps(): void {
  window.matchMedia ??= ((query: string) =>
    ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList);
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { value: { addEventListener: () => undefined, removeEventListener: () => undefined } });
  }
}

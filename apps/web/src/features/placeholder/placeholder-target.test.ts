import { MENU } from '@weighbridge/contract/menu';
import { describe, expect, it } from 'vitest';
import { plannedFeatureMessages } from './messages';
import { placeholderTarget } from './placeholder-target';

describe('placeholderTarget', () => {
  it('names the catalogue page with its own release before its module’s', () => {
    expect(placeholderTarget('/scale/stop-counter')).toMatchObject({ title: { defaultMessage: 'Stop Counter' }, estimatedRelease: 'Q1 2026' });
    expect(placeholderTarget('/garage/fuel')).toMatchObject({ title: { defaultMessage: 'Fuel Management' }, estimatedRelease: 'Future Consideration' });
    expect(placeholderTarget('/hse/incidents')?.module.name).toBe('HSE');
  });

  it('falls back to the module for other paths under a planned module', () => {
    expect(placeholderTarget('/drilling/blast-designs')).toMatchObject({ title: { defaultMessage: 'Drilling' }, estimatedRelease: 'Q1 2026' });
    expect(placeholderTarget('/not-a-module')).toBeNull();
  });

  it('has four to six planned features for every placeholder page of the catalogue', () => {
    const pages = MENU.flatMap((module) => module.items.filter((item) => item.status === 'placeholder'));
    for (const page of pages) {
      const count = placeholderTarget(page.path)?.plannedFeatures.length ?? 0;
      expect(count, page.path).toBeGreaterThanOrEqual(4);
      expect(count, page.path).toBeLessThanOrEqual(6);
    }
  });

  it('lists features only for pages still to come, and for modules that still have such pages', () => {
    const toCome = MENU.flatMap((module) => module.items.filter((item) => item.status === 'placeholder'));
    const keys = new Set([
      ...toCome.map((item) => item.path.slice(1).replaceAll('/', '-')),
      ...MENU.filter((module) => module.items.some((item) => item.status === 'placeholder')).map((module) => `module-${module.id}`),
    ]);
    const listed = new Set(Object.keys(plannedFeatureMessages).map((name) => name.replace(/\.\d+$/, '')));
    expect([...listed].filter((key) => !keys.has(key))).toEqual([]);
  });
});

import { MENU } from '@weighbridge/contract/menu';
import { describe, expect, it } from 'vitest';
import { visibleMenu } from './visible-menu';

const everything = () => true;

function outline(view: 'simple' | 'advanced', hasPermission: (key: string) => boolean) {
  return visibleMenu(MENU, view, hasPermission).map(({ module, items }) => `${module.id}: ${items.map((item) => item.id).join(' ')}`);
}

describe('visibleMenu', () => {
  it('hides placeholder modules and placeholder items in Simple view', () => {
    expect(outline('simple', everything)).toEqual([
      'project-timeline: timeline',
      'scale: dashboard weighing documents scales readers stop-counter drivers vehicles materials loading-areas unloading-stations',
      'garage: drivers vehicles stop-counter',
      'drilling: annual-plan operations plan-vs-actual stop-counter materials loading-areas',
      'production: crush-plan crush-operations material-processing plan-vs-actual stop-counter unloading-stations materials',
      'reports: scale drilling production',
      'settings: database monitoring system users security appearance backup',
    ]);
  });

  it('shows the whole catalogue in Advanced view', () => {
    const shown = visibleMenu(MENU, 'advanced', everything);
    expect(shown.map(({ module }) => module.id)).toEqual(MENU.map((module) => module.id));
    expect(shown.every(({ module, items }) => items.length === module.items.length)).toBe(true);
  });

  it('needs module access for a module and the module.item key for an item', () => {
    const granted = new Set(['scale', 'scale.weighing', 'scale.drivers', 'garage.fuel', 'reports.scale']);
    expect(outline('advanced', (key) => granted.has(key))).toEqual(['scale: weighing drivers']);
  });
});

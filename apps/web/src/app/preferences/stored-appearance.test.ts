import { describe, expect, it } from 'vitest';
import page from '../../../index.html?raw';
import script from '../../../public/color-scheme.js?raw';
import { COLOR_SCHEME_KEY, TABLE_DENSITY_ATTRIBUTE, TABLE_DENSITY_KEY } from './stored-appearance';

describe('the first-paint script', () => {
  it('reads the keys the app keeps the shown appearance under, and sets the attributes the app sets', () => {
    expect(script).toContain(`'${COLOR_SCHEME_KEY}'`);
    expect(script).toContain(`'${TABLE_DENSITY_KEY}'`);
    expect(script).toContain(`'${TABLE_DENSITY_ATTRIBUTE}'`);
    expect(script).toContain(`'data-mantine-color-scheme'`);
  });

  it('runs before the app, as a blocking script of the head', () => {
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain('<script src="/color-scheme.js"></script>');
    expect(page.indexOf('/color-scheme.js')).toBeLessThan(page.indexOf('/src/main.tsx'));
  });
});

import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../app/testing/render-page';
import { FigureTerms } from './figure-terms';

describe('figures as terms', () => {
  it('is a list named by its title, each value under its term and on one line', () => {
    renderPage(
      <FigureTerms
        label="Month to date"
        figures={[
          { label: 'Plan to date', value: '2,996.7 t' },
          { label: 'Output to date', value: '50.0 t' },
          { label: 'Attainment', value: '1.7%' },
        ]}
      />,
    );
    const list = document.querySelector('dl[aria-label="Month to date"]') as HTMLElement;
    expect([...list.querySelectorAll(':scope > div')].map((pair) => [pair.querySelector('dt')?.textContent, pair.querySelector('dd')?.textContent])).toEqual([
      ['Plan to date', '2,996.7 t'],
      ['Output to date', '50.0 t'],
      ['Attainment', '1.7%'],
    ]);
    for (const value of within(list).getAllByRole('definition')) expect(value.style.whiteSpace).toBe('nowrap');
  });
});

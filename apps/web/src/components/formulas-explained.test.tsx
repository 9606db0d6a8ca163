import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../app/testing/render-page';
import { FormulasExplained } from './formulas-explained';

describe('how the figures are computed', () => {
  it('is a section named by its title, with what the figures come from and each formula in the order given', () => {
    renderPage(
      <FormulasExplained
        title="How the figures are computed"
        intro="The figures of a period, from its logs."
        formulas={['Available time AT = CT − D', 'Utilised time UT = AT − S', 'Physical availability PA = AT / CT']}
      />,
    );
    const section = screen.getByRole('region', { name: 'How the figures are computed' });
    expect(within(section).getByRole('heading', { name: 'How the figures are computed' })).toBeTruthy();
    expect(within(section).getByText('The figures of a period, from its logs.')).toBeTruthy();
    expect(within(section).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Available time AT = CT − D',
      'Utilised time UT = AT − S',
      'Physical availability PA = AT / CT',
    ]);
  });
});

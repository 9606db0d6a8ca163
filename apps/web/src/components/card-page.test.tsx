import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardPage, CardPageHeading } from './card-page';
import { renderPage } from '../app/testing/render-page';

describe('a page of its own', () => {
  it('is the main landmark, headed by the page title with the line under it, and can name its form', () => {
    renderPage(
      <CardPage width={440}>
        <form aria-labelledby="change-title">
          <CardPageHeading title="Change Your Password" id="change-title">
            Choose your own password to continue.
          </CardPageHeading>
        </form>
      </CardPage>,
    );
    const main = screen.getByRole('main');
    expect(main.querySelector('h1')?.textContent).toBe('Change Your Password');
    expect(screen.getByText('Choose your own password to continue.').tagName).toBe('P');
    expect(screen.getByRole('form', { name: 'Change Your Password' })).toBeTruthy();
  });
});

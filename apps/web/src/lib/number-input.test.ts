import { describe, expect, it } from 'vitest';
import { numberInputFormat } from './number-input';

describe('numberInputFormat', () => {
  it('groups thousands and marks decimals as each language writes them', () => {
    expect(numberInputFormat('en')).toEqual({ thousandSeparator: ',', decimalSeparator: '.' });
    expect(numberInputFormat('de')).toEqual({ thousandSeparator: '.', decimalSeparator: ',' });
  });
});

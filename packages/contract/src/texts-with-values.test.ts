import { describe, expect, it } from 'vitest';
import { templateParts, valuesIn, withValues } from './texts-with-values.js';

describe('a text with values', () => {
  const doesNotExist = withValues('{field} {id} does not exist', (field: string, id: number) => ({ field, id }));

  it('fills its template in', () => {
    expect(doesNotExist('Loaded Area', 7)).toBe('Loaded Area 7 does not exist');
  });

  it('reads the values back out of a filled-in text', () => {
    expect(valuesIn('Loaded Area 7 does not exist', doesNotExist.template)).toEqual({ field: 'Loaded Area', id: '7' });
    expect(valuesIn("A workstation named 'Gate (1)' already exists", "A workstation named '{name}' already exists")).toEqual({ name: 'Gate (1)' });
  });

  it('does not read another text as its own', () => {
    expect(valuesIn('Loaded Area 7 does not exist yet', doesNotExist.template)).toBeUndefined();
    expect(valuesIn('Vehicle not found', '{record} not found.')).toBeUndefined();
  });

  it('splits a template into literal text and placeholder names', () => {
    expect(templateParts('{field} {id} does not exist')).toEqual(['', 'field', ' ', 'id', ' does not exist']);
  });
});

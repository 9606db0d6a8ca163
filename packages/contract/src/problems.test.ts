import { describe, expect, it } from 'vitest';
import { requiredText } from './fields.js';
import { problem } from './problems.js';

describe('problem', () => {
  it('fills in the arguments of a problem', () => {
    expect(problem('atMostCharacters', { max: '1,000' })).toBe('must be at most 1,000 characters');
    expect(problem('between', { min: 2000, max: 2027 })).toBe('must be between 2000 and 2027');
    expect(problem('required')).toBe('is required');
  });

  it('is what the schemas write', () => {
    const text = requiredText(30);
    expect(text.safeParse('').error?.issues[0]?.message).toBe(problem('required'));
    expect(text.safeParse('x'.repeat(31)).error?.issues[0]?.message).toBe('must be at most 30 characters');
  });
});

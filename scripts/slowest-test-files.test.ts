import { describe, expect, it } from 'vitest';
import { slowestFiles } from './slowest-test-files.js';

describe('the slowest test files', () => {
  it('are listed slowest first, ten at most, in seconds', () => {
    const files = Array.from({ length: 12 }, (_, index) => ({ project: 'server', file: `f${index}.test.ts`, durationMs: index * 1500 }));
    const lines = slowestFiles(files);
    expect(lines).toHaveLength(10);
    expect(lines[0]).toBe('   16.5 s  server   f11.test.ts');
    expect(lines[9]).toBe('    3.0 s  server   f2.test.ts');
  });
});

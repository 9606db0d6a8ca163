import { describe, expect, it } from 'vitest';
import { fileProblem } from './file-choice';

const named = (name: string) => new File(['x'], name);

describe('the chosen import file', () => {
  it('asks for a file when none is chosen', () => {
    expect(fileProblem(null)).toBe('Please select a file first');
  });

  it('takes .xls and .xlsx in any letter case', () => {
    expect(fileProblem(named('history.xlsx'))).toBeNull();
    expect(fileProblem(named('OLD.XLS'))).toBeNull();
  });

  it('refuses any other file', () => {
    expect(fileProblem(named('history.csv'))).toBe('Please select a valid Excel file (.xls or .xlsx)');
    expect(fileProblem(named('xlsx'))).toBe('Please select a valid Excel file (.xls or .xlsx)');
  });
});

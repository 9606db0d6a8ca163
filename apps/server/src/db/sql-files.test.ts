import { describe, expect, it } from 'vitest';
import { definedFunctions, splitStatements } from './sql-files.js';

const text = ['-- a note; with $$ in it', 'CREATE OR REPLACE FUNCTION f() RETURNS int LANGUAGE sql AS $$', '  SELECT 1;', '$$;', '', 'SELECT 2;', '-- the end;'].join('\n');

describe('the statements of an SQL file applied at start', () => {
  it('end at a semicolon outside a $$ body, whatever a comment says', () => {
    expect(splitStatements(text, 'notes.sql').map((statement) => statement.trim())).toEqual([
      '-- a note; with $$ in it\nCREATE OR REPLACE FUNCTION f() RETURNS int LANGUAGE sql AS $$\n  SELECT 1;\n$$;',
      'SELECT 2;',
    ]);
  });

  it('are refused when the file ends inside one, naming the file', () => {
    expect(() => splitStatements('SELECT 1', 'notes.sql')).toThrow('notes.sql ends inside a statement');
  });

  it('name the functions they define, with their bodies', () => {
    expect([...definedFunctions(text)]).toEqual([['f', '\n  SELECT 1;\n']]);
  });
});

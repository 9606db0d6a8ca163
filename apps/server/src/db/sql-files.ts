/**
 * The SQL files applied after the versioned migrations at every start (apps/server/sql/): the report totals
 * and the site calendar, each a list of create-or-replace statements.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Outside src/, like the migrations, so that the source and the build (dist/) both find them. */
export function sqlFilePath(fileName: string): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../sql', fileName);
}

/**
 * A file's statements: each ends with a line ending in ';' outside a $$ body. Comment lines count for
 * neither, so that a note may mention either.
 */
export function splitStatements(text: string, fileName: string): string[] {
  const statements: string[] = [];
  let lines: string[] = [];
  let inBody = false;
  for (const line of text.split('\n')) {
    lines.push(line);
    if (line.trimStart().startsWith('--')) continue;
    if (line.split('$$').length % 2 === 0) inBody = !inBody;
    if (!inBody && line.trimEnd().endsWith(';')) {
      statements.push(lines.join('\n'));
      lines = [];
    }
  }
  if (lines.some((line) => line.trim() && !line.trimStart().startsWith('--'))) throw new Error(`${fileName} ends inside a statement`);
  return statements;
}

/** The functions a file defines, by name, with each one's body (the text between its $$ quotes). */
export function definedFunctions(text: string): Map<string, string> {
  const functions = new Map<string, string>();
  for (const match of text.matchAll(/^CREATE OR REPLACE FUNCTION (\w+)\([^]*?\$\$([^]*?)\$\$;$/gm)) functions.set(match[1]!, match[2]!);
  return functions;
}

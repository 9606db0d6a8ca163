/** Command-line options of the form --name value or --flag. */
export function parseArgs(argv: string[]): Map<string, string> {
  const options = new Map<string, string>();
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    if (!arg.startsWith('--')) throw new Error(`Unexpected argument '${arg}'`);
    const next = argv[index + 1];
    if (next !== undefined && !next.startsWith('--')) {
      options.set(arg.slice(2), next);
      index += 1;
    } else {
      options.set(arg.slice(2), 'true');
    }
  }
  return options;
}

export function wholeNumber(options: Map<string, string>, name: string, fallback: number): number {
  const text = options.get(name);
  if (text === undefined) return fallback;
  const value = Number(text.replaceAll('_', '').replaceAll(',', ''));
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number, not '${text}'`);
  return value;
}

import { describe, expect, it } from 'vitest';
import { cycleProblems, cycles, moduleGraph, moduleOf } from './module-cycles.mjs';

const file = (module: string, name = 'a.ts') => `apps/server/src/${module}/${name}`;

describe('the module graph check', () => {
  it('reads a file’s module from its folder', () => {
    expect(moduleOf('apps/server/src/modules/weighing/load-service.ts')).toBe('modules/weighing');
    expect(moduleOf('apps/server/src/db/database.ts')).toBe('db');
    expect(moduleOf('apps/server/src/main.ts')).toBeUndefined();
  });

  it('finds a cycle through three modules, and none in a chain', () => {
    const chain = moduleGraph([
      [file('modules/weighing'), file('modules/tickets')],
      [file('modules/tickets'), file('lib')],
      [file('modules/weighing', 'b.ts'), file('modules/weighing')],
    ]);
    expect(cycles(chain)).toEqual([]);
    const looped = moduleGraph([
      [file('modules/weighing'), file('modules/tickets')],
      [file('modules/tickets'), file('modules/scales')],
      [file('modules/scales'), file('modules/weighing')],
      [file('modules/scales'), file('lib')],
    ]);
    expect(cycles(looped)).toEqual([['modules/scales', 'modules/tickets', 'modules/weighing']]);
  });

  it('names each cycle found, and nothing when there is none', () => {
    expect(cycleProblems([])).toEqual([]);
    expect(cycleProblems([['db', 'lib'], ['modules/a', 'modules/b']])).toEqual(['a module cycle: db <-> lib', 'a module cycle: modules/a <-> modules/b']);
  });
});

/**
 * The server's module graph has no cycle. A module is a folder of apps/server/src (each of modules/<name>,
 * and db, lib, plugins, ...); an edge is an import from a file of one module to a file of another, as
 * dependency-cruiser resolves it (type-only imports too, test code left out). A cycle is a strongly
 * connected group of modules. `npm run lint` runs this.
 *
 * KNOWN lists the cycles found when the check was written, each as its modules, while they are taken
 * apart: the check fails on any other cycle, and on a known one that has grown or is gone (strike it).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The modules of each cycle not yet taken apart, sorted by name. */
export const KNOWN = [
  ['db', 'lib'],
  [
    'modules/auth',
    'modules/drivers',
    'modules/loading-areas',
    'modules/materials',
    'modules/monitoring',
    'modules/roles',
    'modules/scale-documents',
    'modules/scales',
    'modules/tickets',
    'modules/unloading-stations',
    'modules/users',
    'modules/vehicles',
    'modules/weighing',
    'plugins',
  ],
];

/** The module a file of apps/server/src belongs to, or undefined outside it. */
export function moduleOf(file) {
  return /^apps\/server\/src\/(modules\/[^/]+|[^/]+)\//.exec(file)?.[1];
}

/** Edges between modules, from a list of [importing file, imported file]. */
export function moduleGraph(imports) {
  const graph = new Map();
  for (const [from, to] of imports) {
    const [a, b] = [moduleOf(from), moduleOf(to)];
    if (!a || !b || a === b) continue;
    if (!graph.has(a)) graph.set(a, new Set());
    graph.get(a).add(b);
  }
  return graph;
}

/** The graph's cycles: its strongly connected groups of two or more modules (Tarjan), each sorted. */
export function cycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    index.set(node, index.size);
    low.set(node, index.get(node));
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) found.push(group.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return found;
}

/** What is wrong with the cycles found, against the known ones: one line each, none when all is well. */
export function cycleProblems(found, known = KNOWN) {
  const key = (group) => group.join(' ');
  const knownKeys = new Set(known.map(key));
  const foundKeys = new Set(found.map(key));
  return [
    ...found.filter((group) => !knownKeys.has(key(group))).map((group) => `a module cycle: ${group.join(' <-> ')}`),
    ...known.filter((group) => !foundKeys.has(key(group))).map((group) => `a known cycle changed or is gone; update KNOWN in scripts/module-cycles.mjs: ${group.join(' <-> ')}`),
  ];
}

/** Every import between the server's source files, test code left out. */
async function serverImports() {
  const { output } = await cruise(['apps/server/src'], {
    baseDir: root,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.test\\.ts$', '^apps/server/src/test/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'apps/server/tsconfig.json' },
  });
  return output.modules.flatMap((module) => module.dependencies.map((dependency) => [module.source, dependency.resolved]));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = cycleProblems(cycles(moduleGraph(await serverImports())));
  for (const problem of problems) console.error(problem);
  if (problems.length) process.exit(1);
  console.log('Module graph: no cycle beyond the known ones.');
}

/**
 * The server's module graph has no cycle. A module is a folder of apps/server/src (each of modules/<name>,
 * and db, lib, plugins, ...); an edge is an import from a file of one module to a file of another, as
 * dependency-cruiser resolves it (type-only imports too, test code left out). A cycle is a strongly
 * connected group of modules. `npm run lint` runs this.
 *
 * The tables are the database's, in db/ (db/schema.ts and db/tables/): a foreign key between two modules'
 * tables is no import between the modules.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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

/** One line for each cycle found: none when all is well. */
export function cycleProblems(found) {
  return found.map((group) => `a module cycle: ${group.join(' <-> ')}`);
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
  console.log('Module graph: no cycle.');
}

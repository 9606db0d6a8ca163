/**
 * A reporter that ends every test run with its ten slowest test files, so that whoever adds a slow one
 * sees it in their own run and in CI's. The suite's budget is in the README.
 */
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export type FileTime = { project: string; file: string; durationMs: number };

/** The `count` slowest files, slowest first, as lines: seconds with one decimal, project, path. */
export function slowestFiles(files: FileTime[], count = 10): string[] {
  return [...files]
    .sort((a, b) => b.durationMs - a.durationMs)
    .slice(0, count)
    .map(({ project, file, durationMs }) => `${(durationMs / 1000).toFixed(1).padStart(7)} s  ${project.padEnd(8)} ${file}`);
}

export default class SlowestTestFiles implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const files = testModules.map((module) => ({
      project: module.project.name,
      file: path.relative(process.cwd(), module.moduleId),
      durationMs: module.diagnostic().duration,
    }));
    if (files.length < 2) return;
    console.log(['', 'The ten slowest test files:', ...slowestFiles(files)].join('\n'));
  }
}

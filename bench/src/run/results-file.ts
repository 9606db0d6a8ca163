/**
 * The results table: printed, and written as markdown with the machine, date, commit, engine and scale.
 * Each engine's run replaces its own section; the other engine's last section is kept, so RESULTS.md
 * shows both. The raw sections live beside it as JSON (results.json) for that merge.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../target.js';
import type { Figure } from './figures.js';

export type RunSection = {
  engine: string;
  documents: number;
  quick: boolean;
  date: string;
  commit: string;
  machine: string;
  figures: Figure[];
  /** p95 in ms of each dashboard and report figure, by name: the embedded engine is held to 3x of PostgreSQL's. */
  endpointP95: Record<string, number>;
  /** Sections measured on their own after the run above (`--only import|scales`), each with when and on what. */
  remeasured?: { sections: string[]; documents: number; date: string; commit: string }[];
};

export function machine(): string {
  return `${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown'}), ${(os.totalmem() / 1024 ** 3).toFixed(1)} GB memory, ${os.platform()} ${os.release()}, Node ${process.version}`;
}

export function commit(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
    return dirty ? `${head} (with uncommitted changes)` : head;
  } catch {
    return 'unknown';
  }
}

const cell = (text: string) => text.replaceAll('|', '\\|');

export function sectionMarkdown(run: RunSection): string {
  const lines = [
    `## ${run.engine === 'postgres' ? 'PostgreSQL server' : 'Embedded engine (PGlite)'}: ${run.documents.toLocaleString('en-US')} documents${run.quick ? ' (quick mode: few calls, short runs)' : ''}`,
    '',
    `Measured ${run.date} on ${run.machine}; commit ${run.commit}.`,
    '',
    ...(run.remeasured ?? []).flatMap((again) => [
      `Section ${again.sections.join(', ')} measured on its own ${again.date} on ${again.documents.toLocaleString('en-US')} documents; commit ${again.commit}.`,
      '',
    ]),
    '| Figure | Value | Reference (same run) | Budget | |',
    '|---|---|---|---|---|',
  ];
  let section = '';
  for (const figure of run.figures) {
    if (figure.section !== section) {
      section = figure.section;
      lines.push(`| **${cell(section)}** | | | | |`);
    }
    lines.push(`| ${cell(figure.name)} | ${cell(figure.value)} | ${cell(figure.reference)} | ${cell(figure.budget)} | ${figure.verdict} |`);
  }
  return lines.join('\n');
}

export function readSections(resultsFile: string): RunSection[] {
  const json = resultsFile.replace(/\.md$/, '.json');
  return fs.existsSync(json) ? (JSON.parse(fs.readFileSync(json, 'utf8')) as RunSection[]) : [];
}

export function writeResults(resultsFile: string, run: RunSection, notes: string): void {
  const sections = [...readSections(resultsFile).filter((section) => section.engine !== run.engine), run].sort((a, b) => b.engine.localeCompare(a.engine));
  const header = [
    '# Benchmark results',
    '',
    'Written by `npm run bench` (see bench/README.md). Every figure is printed next to a reference measured in the same run, so',
    'that a busy machine shows in both. A budget that is not met says "NOT met" with the figure as measured; budgets are never',
    'changed to fit a figure.',
  ].join('\n');
  fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
  fs.writeFileSync(resultsFile, `${header}\n\n${sections.map(sectionMarkdown).join('\n\n')}\n${notes ? `\n${notes}\n` : ''}`);
  fs.writeFileSync(resultsFile.replace(/\.md$/, '.json'), `${JSON.stringify(sections, null, 2)}\n`);
}

/**
 * The engine's last full section with the sections of `partial` measured again in their place (the
 * import alone, say), or after the others where the full run had no such section, and a line saying when
 * and on how many documents; without a full section, `partial`.
 */
export function mergeSections(resultsFile: string, partial: RunSection): RunSection {
  const full = readSections(resultsFile).find((section) => section.engine === partial.engine);
  if (!full) return partial;
  const sections = [...new Set(partial.figures.map((figure) => figure.section))];
  const figures: Figure[] = [];
  for (const figure of full.figures) {
    if (!sections.includes(figure.section)) figures.push(figure);
    else if (!figures.some((kept) => kept.section === figure.section)) figures.push(...partial.figures.filter((again) => again.section === figure.section));
  }
  // A section the full run did not have (it was added since) goes after the others.
  for (const section of sections) if (!full.figures.some((figure) => figure.section === section)) figures.push(...partial.figures.filter((again) => again.section === section));
  const again = { sections, documents: partial.documents, date: partial.date, commit: partial.commit };
  return { ...full, figures, remeasured: [...(full.remeasured ?? []).filter((earlier) => !earlier.sections.some((name) => sections.includes(name))), again] };
}

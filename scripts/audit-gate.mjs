#!/usr/bin/env node
// @ts-check
/**
 * The dependency gate of CI: `npm audit --omit=dev --audit-level=high` must report no high or critical
 * advisory in what the product ships. Exit 1 when it does, 0 when it does not.
 *
 * When the advisory database cannot be asked (no network, or a registry mirror that does not serve
 * audits, which answers 405), the gate says in one line that the audit could not be run and why, and
 * exits 0: a CI that cannot reach the advisory database must not block all work. An answer the gate does
 * not understand fails it, so that a change in npm's output is noticed rather than passed in silence.
 *
 *   node scripts/audit-gate.mjs
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** @typedef {{ exitCode: 0 | 1; lines: string[] }} Verdict */

const BLOCKING = /** @type {const} */ (['critical', 'high']);

/**
 * Decides from the text `npm audit --json` printed.
 * @param {string} output
 * @returns {Verdict}
 */
export function auditVerdict(output) {
  if (output.trim() === '') return couldNotRun('npm audit printed nothing');
  /** @type {any} */
  let answer;
  try {
    answer = JSON.parse(output);
  } catch {
    return { exitCode: 1, lines: ['The dependency audit answered something that is not JSON; run npm audit --omit=dev to see it.'] };
  }
  const counts = answer?.metadata?.vulnerabilities;
  if (counts && typeof counts === 'object') return reportVerdict(counts, answer.vulnerabilities ?? {});
  if (answer?.statusCode !== undefined || answer?.error !== undefined) {
    const reason = answer.message || answer.error?.summary || answer.error?.code || `HTTP ${answer.statusCode}`;
    return couldNotRun(String(reason));
  }
  return { exitCode: 1, lines: ['The dependency audit answered in a form this gate does not know; run npm audit --omit=dev to see it.'] };
}

/** @param {string} reason @returns {Verdict} */
function couldNotRun(reason) {
  return { exitCode: 0, lines: [`The dependency audit could not be run (the advisory database did not answer: ${reason}); not blocking.`] };
}

/**
 * @param {Record<string, number>} counts
 * @param {Record<string, { severity?: string }>} vulnerabilities
 * @returns {Verdict}
 */
function reportVerdict(counts, vulnerabilities) {
  const blocking = BLOCKING.reduce((total, severity) => total + (Number(counts[severity]) || 0), 0);
  if (blocking === 0) {
    return { exitCode: 0, lines: [`Dependency audit: no high or critical advisory (${Number(counts.total) || 0} below high).`] };
  }
  const packages = Object.entries(vulnerabilities)
    .filter(([, entry]) => BLOCKING.some((severity) => severity === entry.severity))
    .map(([name, entry]) => `  ${name}: ${entry.severity}`);
  return {
    exitCode: 1,
    lines: [`Dependency audit: ${counts.critical ?? 0} critical and ${counts.high ?? 0} high advisories in production dependencies:`, ...packages],
  };
}

/** Runs the audit on the repository's lockfile; answers what it printed. */
function runNpmAudit() {
  const result = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) return '';
  return result.stdout;
}

/**
 * @param {() => string} audit
 * @param {(line: string) => void} print
 * @returns {0 | 1}
 */
export function auditGate(audit = runNpmAudit, print = console.log) {
  const verdict = auditVerdict(audit());
  for (const line of verdict.lines) print(line);
  return verdict.exitCode;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(auditGate());

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { auditGate, auditVerdict } from './audit-gate.mjs';

/** Answers of `npm audit --omit=dev --json`; endpoint-405 is what a registry mirror without audits answers. */
const answer = (name: string) => readFileSync(new URL(`./audit-answers/${name}.json`, import.meta.url), 'utf8');

const gate = (output: string) => {
  const lines: string[] = [];
  const exitCode = auditGate(
    () => output,
    (line) => lines.push(line),
  );
  return { exitCode, lines };
};

describe('the dependency audit gate', () => {
  it('passes an audit without advisories', () => {
    expect(gate(answer('clean'))).toEqual({ exitCode: 0, lines: ['Dependency audit: no high or critical advisory (0 below high).'] });
  });

  it('passes advisories below high', () => {
    expect(gate(answer('moderate')).exitCode).toBe(0);
  });

  it('fails on a high advisory and names the package', () => {
    expect(gate(answer('high'))).toEqual({
      exitCode: 1,
      lines: ['Dependency audit: 0 critical and 1 high advisories in production dependencies:', '  xlsx: high'],
    });
  });

  it('fails on a critical advisory', () => {
    const critical = JSON.parse(answer('high'));
    critical.metadata.vulnerabilities = { ...critical.metadata.vulnerabilities, high: 0, critical: 1 };
    critical.vulnerabilities.xlsx.severity = 'critical';
    expect(auditVerdict(JSON.stringify(critical))).toMatchObject({ exitCode: 1, lines: [expect.stringContaining('1 critical'), '  xlsx: critical'] });
  });

  it('says in one line that the audit could not be run when the endpoint refuses, and does not block', () => {
    expect(gate(answer('endpoint-405'))).toEqual({
      exitCode: 0,
      lines: [
        'The dependency audit could not be run (the advisory database did not answer: 405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk); not blocking.',
      ],
    });
  });

  it('says so too when the advisory database cannot be reached at all', () => {
    expect(gate(answer('unreachable'))).toMatchObject({ exitCode: 0, lines: [expect.stringMatching(/^The dependency audit could not be run \(.*ENOTFOUND/)] });
    expect(gate('')).toMatchObject({ exitCode: 0, lines: [expect.stringMatching(/^The dependency audit could not be run/)] });
  });

  it('fails on an answer it does not understand rather than passing it', () => {
    expect(gate('npm ERR! something else').exitCode).toBe(1);
    expect(gate('{"auditReportVersion": 3}').exitCode).toBe(1);
  });
});

import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The audit step judges `npm audit --json` reports; these are saved ones in npm's format.

const dir = mkdtempSync(path.join(tmpdir(), 'listlens-audit-'));
const script = path.join(path.dirname(new URL(import.meta.url).pathname), 'dependency-audit.mjs');

function judge(report: unknown, env: Record<string, string> = {}) {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(report));
  const result = spawnSync('node', [script, '--report', file], { encoding: 'utf8', env: { ...process.env, ...env } });
  return { status: result.status, output: result.stdout + result.stderr };
}

const advisory = (severity: string) => ({
  source: 1,
  name: 'left-pad',
  title: 'Prototype pollution in left-pad',
  url: 'https://github.com/advisories/GHSA-aaaa-bbbb-cccc',
  severity,
  range: '<1.3.1',
});
const reportWith = (severity: string) => ({
  auditReportVersion: 2,
  vulnerabilities: { 'left-pad': { name: 'left-pad', severity, via: [advisory(severity)], range: '<1.3.1' } },
  metadata: { vulnerabilities: { low: 0, moderate: 0, high: 1, critical: 0 } },
});

describe('dependency audit', () => {
  it('fails on a high advisory and names it', () => {
    const { status, output } = judge(reportWith('high'));
    expect(status).toBe(1);
    expect(output).toContain('left-pad <1.3.1 (high): Prototype pollution in left-pad');
  });

  it('passes a moderate advisory and a clean report', () => {
    expect(judge(reportWith('moderate')).status).toBe(0);
    const clean = judge({ auditReportVersion: 2, vulnerabilities: {}, metadata: { vulnerabilities: { low: 2 } } });
    expect(clean.status).toBe(0);
    expect(clean.output).toContain('No high or critical advisories');
  });

  it('says loudly when the audit service cannot answer, and fails then only when required', () => {
    const refused = {
      message: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk',
    };
    const lenient = judge(refused);
    expect(lenient.status).toBe(0);
    expect(lenient.output).toContain('The dependency audit could not run');
    expect(judge(refused, { AUDIT_REQUIRED: 'true' }).status).toBe(1);
  });
});

/**
 * One scratch folder per test run: the global set-up of the unit, end-to-end and Firefox suites, and
 * of the benchmarks (tests/bench/run.ts). Every temporary folder a test makes (a service's data, a
 * browser profile) goes under it through TMPDIR, which the test processes inherit, and it is removed
 * when the run ends, whatever passed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function scratch(): () => void {
  const outer = process.env.TMPDIR;
  const dir = mkdtempSync(join(tmpdir(), 'mailscout-tests-'));
  process.env.TMPDIR = dir;
  return () => {
    if (outer === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = outer;
    rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
}

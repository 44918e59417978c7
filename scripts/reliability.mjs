// Runs the reliability suites (after `npm run build`) and writes RELIABILITY.md from their results:
// faults × operations survived, worker-death points survived, hostile cases blocked, bad inputs
// handled. Every number in that file comes from this run.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const E2E = ['faults', 'worker-death', 'hostile', 'bad-input', 'options', 'manifest'].map(
  (name) => `tests/e2e/${name}.spec.ts`,
);
/** Unit suites counted below: the right-click menu, the review rules, and the trust classes. */
const TRUST = {
  service: [
    'tests/unit/service/overdraft.test.ts',
    'tests/unit/service/abuse.test.ts',
    'tests/unit/service/callback-ssrf.test.ts',
  ],
  machine: ['tests/unit/service/faults.test.ts', 'tests/unit/service/data-dir.test.ts'],
  liar: ['tests/unit/core/api/client.test.ts', 'tests/unit/worker/batch-results.test.ts'],
  text: [
    'tests/unit/page/scan/hostile-text.test.ts',
    'tests/unit/page/features/typo-hint.test.ts',
    'tests/unit/worker/page-handlers.test.ts',
  ],
  logs: ['tests/unit/service/errors.test.ts', 'tests/unit/service/simulated.test.ts'],
};
const UNIT = [
  'tests/unit/worker/menus.test.ts',
  'tests/unit/lint-rules.test.ts',
  ...Object.values(TRUST).flat(),
];
const OUT = 'test-results/reliability';

rmSync(`${OUT}/faults.json`, { force: true });
const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
const e2eStatus = run('npx', ['playwright', 'test', ...E2E], { E2E_JSON: `${OUT}/e2e.json` });
const unitStatus = run('npx', [
  'vitest',
  'run',
  ...UNIT,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${OUT}/unit.json`,
]);

/** Every test in a Playwright JSON report: its file, title, whether it passed, its case count. */
function e2eTests() {
  const report = JSON.parse(readFileSync(`${OUT}/e2e.json`, 'utf8'));
  const out = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests) {
        const last = t.results.at(-1);
        const cases = (last?.annotations ?? t.annotations ?? []).find((a) => a.type === 'cases');
        out.push({
          file: spec.file.replace(/^.*\//, ''),
          title: spec.title,
          passed: t.status === 'expected' || t.status === 'flaky',
          cases: cases ? Number(cases.description) : 1,
        });
      }
    (suite.suites ?? []).forEach(walk);
  };
  report.suites.forEach(walk);
  return out;
}

const tests = e2eTests();
const inFile = (file) => tests.filter((t) => t.file === file);
const count = (list, weight = () => 1) => ({
  ok: list.filter((t) => t.passed).reduce((n, t) => n + weight(t), 0),
  all: list.reduce((n, t) => n + weight(t), 0),
});

const cells = existsSync(`${OUT}/faults.json`) ? JSON.parse(readFileSync(`${OUT}/faults.json`, 'utf8')) : [];
const faults = { ok: cells.filter((c) => c.problems.length === 0).length, all: cells.length };
const faultNames = [...new Set(cells.map((c) => c.fault))];
const ops = ['verify', 'discover', 'create', 'status', 'result'];

const unit = JSON.parse(readFileSync(`${OUT}/unit.json`, 'utf8'));
/** The tests of the unit files named, optionally only those whose title or suite matches `only`. */
const unitFile = (name, only = /./) =>
  unit.testResults
    .filter((f) => f.name.endsWith(name))
    .flatMap((f) => f.assertionResults)
    .filter((a) => only.test([...a.ancestorTitles, a.title].join(' ')))
    .map((a) => ({ passed: a.status === 'passed' }));
const unitFiles = (names, only) => names.flatMap((n) => unitFile(n, only));

const worker = count(inFile('worker-death.spec.ts'));
const hostile = count(inFile('hostile.spec.ts'));
const annotated = tests.filter(
  (t) => ['bad-input.spec.ts', 'options.spec.ts'].includes(t.file) && t.cases > 1,
);
const menu = count(unitFile('menus.test.ts'));
const trust = {
  service: count(unitFiles(TRUST.service)),
  machine: count(unitFiles(TRUST.machine)),
  liar: count([...unitFile('client.test.ts', /lying or moved/), ...unitFile('batch-results.test.ts')]),
  text: count([
    ...unitFile('hostile-text.test.ts'),
    ...unitFile('typo-hint.test.ts'),
    ...unitFile('page-handlers.test.ts', /frame/),
  ]),
  logs: count([...unitFile('errors.test.ts', /^logs /), ...unitFile('simulated.test.ts', /test key/)]),
};
const clickjack = count(
  inFile('hostile.spec.ts').filter((t) => /clickjacking|top spot|footprint/.test(t.title)),
);
const badInput = count(annotated, (t) => t.cases);
const review = count([...inFile('manifest.spec.ts'), ...unitFile('lint-rules.test.ts')]);

const row = (what, c, how) => `| ${what} | ${c.ok} of ${c.all} | ${how} |`;
const matrix = [
  `| fault | ${ops.join(' | ')} |`,
  `| --- | ${ops.map(() => '---').join(' | ')} |`,
  ...faultNames.map((f) => {
    const cellsOf = ops.map((op) => {
      const c = cells.find((x) => x.fault === f && x.op === op);
      if (!c) return '—';
      const tries = c.tries > 1 ? ` (${c.tries} requests)` : '';
      return `${c.problems.length ? '✗' : '✓'} ${c.outcome}${tries}`;
    });
    return `| ${f} | ${cellsOf.join(' | ')} |`;
  }),
];

const doc = `# Reliability

Made by \`npm run reliability\` (it builds, runs the suites below against the reference service in
Debian's Chromium, and rewrites this file). Every number is from that run; none is typed by hand.

| what | survived | where |
| --- | --- | --- |
${row('Service faults × operations', faults, '`tests/e2e/faults.spec.ts`: each fault from the real extension through its popup, worker and client, to the real service behind a misbehaving proxy')}
${row('Worker-death points', worker, '`tests/e2e/worker-death.spec.ts`: verify in flight, batch create in flight, between polls, results download')}
${row('Hostile-page cases blocked', hostile, '`tests/e2e/hostile.spec.ts`')}
${row('Bad inputs handled (popup, options)', badInput, '`tests/e2e/bad-input.spec.ts`, `tests/e2e/options.spec.ts`: cases counted one by one')}
${row('Right-click selections handled', menu, '`tests/unit/worker/menus.test.ts` (the browser API is faked; Playwright cannot open a native menu)')}
${row('Service: attacks by a client or another account', trust.service, 'overdraft race, slowloris (stalled headers, bodies, idle), connection cap, body concurrency, rate limit, stored-batch quota, callback SSRF: `tests/unit/service/{overdraft,abuse,callback-ssrf}.test.ts`')}
${row('Service: faults of its own machine', trust.machine, 'full disk, crash between writes, kill -9 after a charge, two processes on one data directory, torn files: `tests/unit/service/{faults,data-dir}.test.ts`')}
${row('Service: the key in logs, the public test key', trust.logs, 'no key in a log line under any spelling; the test key gets only simulated answers: `tests/unit/service/{errors,simulated}.test.ts`')}
${row('Extension: a lying or moved service', trust.liar, 'redirects refused, answers capped while streamed, key in the POST body, batch rows reconciled: `tests/unit/core/api/client.test.ts`, `tests/unit/worker/batch-results.test.ts`')}
${row('Extension: hostile text, frames and events', trust.text, 'linear scanning of adversarial text, CJK, 3,000 nested shadow roots, a fuzz test, third-party frames, synthetic change events')}
${row('Extension: clickjacking and verdict reading', clickjack, 'a click through a page layer, a re-append race for the top spot, one badge footprint: `tests/e2e/hostile.spec.ts`')}
${row('Build review checks', review, '`tests/e2e/manifest.spec.ts`, `tests/unit/lint-rules.test.ts`')}

"Survived" means every check of the case passed: for a fault, the outcome a person sees, the number
of requests that reached the service, the waits between them, a message that names the problem
(never markup, never the key), and for batches that the job completed once the fault was gone and
was created exactly once. Across the whole fault run no extension context logged an uncaught error
and no console line held the key.

## Faults × operations

${matrix.join('\n')}

How to read it:
- **error shown**: the popup (or the batch's card) says what went wrong and what to do next.
  Batch status and result faults then clear, and every such batch went on to complete.
- **failed, can resend**: the service refused (an error answer, a 4xx): nothing was created, and
  *Send again* is offered.
- **not confirmed, not resent**: the service may have created the batch (a 5xx, a reset, a timeout,
  an unreadable answer). MailScout never sends it again by itself; *Send again anyway* is the user's
  choice, after checking the service.
- **(N requests)**: retries. 429 and 503 are retried on every read (the service did nothing);
  network errors and 502 only on batch status and result (a verify or a discovery may have been
  done and charged). Retry-After is honoured in seconds and as an HTTP date.
- A connection reset **before any answer** can show more requests than MailScout made: Chrome's
  network stack itself resends a request, a POST included, when a reused keep-alive connection
  closes before the first byte of an answer. That is below the extension and cannot be turned off
  from it. MailScout itself never retries a batch creation.
`;

writeFileSync('RELIABILITY.md', doc);
run('npx', ['prettier', '--log-level', 'warn', '--write', 'RELIABILITY.md']);
console.log(
  `\nRELIABILITY.md written: faults ${faults.ok}/${faults.all}, worker death ${worker.ok}/${worker.all}, hostile ${hostile.ok}/${hostile.all}, bad input ${badInput.ok}/${badInput.all}, right-click ${menu.ok}/${menu.all}, review ${review.ok}/${review.all}, trust ${Object.entries(
    trust,
  )
    .map(([k, c]) => `${k} ${c.ok}/${c.all}`)
    .join(', ')}`,
);
process.exit(e2eStatus || unitStatus);

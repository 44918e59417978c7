/**
 * Service figures: single-verify requests per second on loopback (against a bare node:http server
 * measured in the same run), the time to process a 100,000-address batch (against the pure local
 * checks over the same addresses), and the disposable list's cold load (against JSON.parse + Set).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkLocally } from '../../core/checks';
import { createService } from '../../service/app';
import { loadCheckLists } from '../../service/lists';
import { DirectoryChecker } from '../../service/mailbox';
import { spawnService } from '../support/spawn-service';
import type { BenchRow } from './results';

/** The bare node:http server, in its own process like the service. */
function startBaseline(): Promise<{ child: ReturnType<typeof spawn>; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/baseline-server.ts'], { cwd: root });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      const m = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(String(d));
      if (m) resolve({ child, url: m[1]! });
    });
    child.on('exit', (code) => reject(new Error(`baseline exited ${code}`)));
  });
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const KEY = 'B'.repeat(32);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function run(args: string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env } });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${args.join(' ')} exited ${code}`)),
    );
  });
}

/** `total` GETs with `concurrency` in flight, bounded in count; returns requests per second. */
async function load(url: (i: number) => string, total: number, concurrency: number): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        const res = await fetch(url(i));
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        await res.arrayBuffer();
      }
    }),
  );
  return total / ((performance.now() - started) / 1000);
}

async function requestsPerSecond(): Promise<BenchRow[]> {
  const base = await startBaseline();
  const svc = await spawnService(
    [
      '--quiet',
      '--latency',
      '0',
      '--rate-limit',
      '0',
      '--data-dir',
      mkdtempSync(join(tmpdir(), 'ms-bench-')),
    ],
    {
      MAILSCOUT_ACCOUNTS: `${KEY}:100000000`,
    },
  );
  try {
    const addresses = [
      'jane.doe@acme.com',
      'nobody@acme.com',
      'x@globex.com',
      'sales@acme.com',
      'jane@gmial.com',
    ];
    const verifyUrl = (i: number) =>
      `${svc.url}/emailvrf?emailid=${addresses[i % addresses.length]}&apikey=${KEY}`;
    await load(verifyUrl, 500, 8);
    await load(() => base.url, 500, 8);
    const service = median([
      await load(verifyUrl, 4000, 16),
      await load(verifyUrl, 4000, 16),
      await load(verifyUrl, 4000, 16),
    ]);
    const floor = median([
      await load(() => base.url, 4000, 16),
      await load(() => base.url, 4000, 16),
      await load(() => base.url, 4000, 16),
    ]);
    return [
      {
        name: 'service: single verify, requests/s (loopback, 16 in flight)',
        value: service,
        unit: 'req/s',
        target: '>= 1000',
      },
      {
        name: 'service: baseline bare node:http JSON, requests/s',
        value: floor,
        unit: 'req/s',
        target: null,
      },
      {
        name: 'service: single verify vs bare node:http (ratio)',
        value: service / floor,
        unit: '×',
        target: '>= 0.25',
      },
    ];
  } finally {
    base.child.kill();
    svc.child.kill();
  }
}

async function batchOf100k(): Promise<BenchRow[]> {
  const lists = loadCheckLists();
  const directory = DirectoryChecker.fromFile(join(root, 'service/directory.json'));
  const domains = ['acme.com', 'globex.com', 'gmail.com', 'initech.com', 'unknown.example', 'mailinator.com'];
  const data = Array.from({ length: 100_000 }, (_, i) => `person.${i}@${domains[i % domains.length]}`);

  const t0 = performance.now();
  for (const a of data) checkLocally(a, lists);
  const baseline = performance.now() - t0;

  const svc = createService({
    dataDir: mkdtempSync(join(tmpdir(), 'ms-bench-')),
    accounts: [{ key: KEY, credits: 1e9 }],
    mailboxes: directory,
    lists,
    batchRate: 0,
  });
  const running = await svc.listen(0);
  try {
    const started = performance.now();
    const created = (await (
      await fetch(`${running.url}/batchemailvrf?apikey=${KEY}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data }),
      })
    ).json()) as Record<string, number>;
    for (;;) {
      const s = (await (
        await fetch(`${running.url}/batchstatus?apikey=${KEY}&batchid=${created['batch id']}`)
      ).json()) as { status: string };
      if (s.status === 'completed') break;
      await new Promise((r) => setTimeout(r, 25));
    }
    const batch = performance.now() - started;
    return [
      {
        name: 'service: 100,000-address batch, create → completed',
        value: batch / 1000,
        unit: 's',
        target: '<= 10',
      },
      {
        name: 'service: baseline local checks over the same 100,000',
        value: baseline / 1000,
        unit: 's',
        target: null,
      },
      {
        name: 'service: 100k batch vs local checks alone (ratio)',
        value: batch / baseline,
        unit: '×',
        target: null,
      },
    ];
  } finally {
    await running.close();
  }
}

async function listColdLoad(): Promise<BenchRow[]> {
  const sample = async (mode: string) => {
    const runs = [];
    for (let i = 0; i < 5; i++) {
      runs.push(
        JSON.parse(await run(['--expose-gc', '--import', 'tsx', 'tests/bench/lists-cold.ts', mode])) as {
          ms: number;
          mb: number;
        },
      );
    }
    return { ms: median(runs.map((r) => r.ms)), mb: median(runs.map((r) => r.mb)) };
  };
  const compact = await sample('compact');
  const naive = await sample('naive');
  return [
    { name: 'disposable list (121k domains): cold load', value: compact.ms, unit: 'ms', target: '<= 100' },
    { name: 'disposable list: cold load memory', value: compact.mb, unit: 'MB', target: '<= 4' },
    {
      name: 'disposable list: baseline JSON.parse + Set, cold load',
      value: naive.ms,
      unit: 'ms',
      target: null,
    },
    { name: 'disposable list: baseline JSON.parse + Set, memory', value: naive.mb, unit: 'MB', target: null },
    {
      name: 'disposable list: memory vs JSON.parse + Set (ratio)',
      value: compact.mb / naive.mb,
      unit: '×',
      target: '<= 0.5',
    },
    {
      name: 'disposable list: cold load vs JSON.parse + Set (ratio)',
      value: compact.ms / naive.ms,
      unit: '×',
      target: null,
    },
  ];
}

/** Resident memory of a process now and at its peak (Linux /proc), in MB. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** `total` single verifies, `concurrency` in flight: requests per second and each one's latency. */
async function timedVerifies(url: string, total: number, concurrency: number) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        const t = performance.now();
        const res = await fetch(`${url}/emailvrf?emailid=person.${i}@acme.com&apikey=${KEY}`);
        if (!res.ok) throw new Error(`verify: HTTP ${res.status}`);
        await res.arrayBuffer();
        latencies.push(performance.now() - t);
      }
    }),
  );
  const perSecond = total / ((performance.now() - started) / 1000);
  const sorted = latencies.sort((a, b) => a - b);
  return { perSecond, p99: sorted[Math.floor(sorted.length * 0.99)]! };
}

/**
 * Loopback load, bounded in count: 20,000 single verifies alone (the baseline), then 20,000 again
 * while five 100,000-address batches are created at once and processed. Throughput, p99 latency of
 * the singles, and the service process's peak memory against its memory at rest.
 */
async function loadDuringBatches(): Promise<BenchRow[]> {
  const svc = await spawnService(
    [
      '--quiet',
      '--latency',
      '0',
      '--batch-rate',
      '0',
      '--rate-limit',
      '0',
      '--batch-quota',
      '1000000',
      '--data-dir',
      mkdtempSync(join(tmpdir(), 'ms-bench-')),
    ],
    { MAILSCOUT_ACCOUNTS: `${KEY}:100000000` },
  );
  const pid = svc.child.pid!;
  try {
    await timedVerifies(svc.url, 500, 16); // warm-up
    const atRest = memoryOf(pid).rss;
    const alone = await timedVerifies(svc.url, 20_000, 16);
    const domains = ['acme.com', 'globex.com', 'gmail.com', 'initech.com', 'unknown.example'];
    const started = performance.now();
    const created = Promise.all(
      Array.from({ length: 5 }, async (_, b) => {
        const data = Array.from({ length: 100_000 }, (_, i) => `b${b}.p${i}@${domains[i % domains.length]}`);
        const res = await fetch(`${svc.url}/batchemailvrf?apikey=${KEY}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ data }),
        });
        const body = (await res.json()) as Record<string, number>;
        if (!res.ok) throw new Error(`batch: HTTP ${res.status} ${JSON.stringify(body)}`);
        return body['batch id']!;
      }),
    );
    const during = await timedVerifies(svc.url, 20_000, 16);
    const ids = await created;
    for (const id of ids) {
      for (let polls = 0; ; polls++) {
        const res = await fetch(`${svc.url}/batchstatus?apikey=${KEY}&batchid=${id}`);
        if (((await res.json()) as { status: string }).status === 'completed') break;
        if (polls > 12_000) throw new Error(`batch ${id} did not complete`);
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    const batchesDone = (performance.now() - started) / 1000;
    const { peak } = memoryOf(pid);
    return [
      {
        name: 'load: 20,000 single verifies alone, requests/s',
        value: alone.perSecond,
        unit: 'req/s',
        target: null,
      },
      {
        name: 'load: 20,000 single verifies during 5 × 100k batches, requests/s',
        value: during.perSecond,
        unit: 'req/s',
        target: null,
      },
      {
        name: 'load: throughput during batches vs alone (ratio)',
        value: during.perSecond / alone.perSecond,
        unit: '×',
        target: '>= 0.3',
      },
      { name: 'load: single verify p99 alone', value: alone.p99, unit: 'ms', target: null },
      { name: 'load: single verify p99 during batches', value: during.p99, unit: 'ms', target: '<= 250' },
      {
        name: 'load: p99 during batches vs alone (ratio)',
        value: during.p99 / alone.p99,
        unit: '×',
        target: null,
      },
      { name: 'load: 5 × 100k batches created and completed', value: batchesDone, unit: 's', target: null },
      { name: 'load: service memory at rest', value: atRest, unit: 'MB', target: null },
      {
        name: 'load: service peak memory (5 × 100k batches + singles)',
        value: peak,
        unit: 'MB',
        target: '<= 1024',
      },
      { name: 'load: peak vs at rest (ratio)', value: peak / atRest, unit: '×', target: null },
    ];
  } finally {
    svc.child.kill();
  }
}

export async function serviceBench(): Promise<BenchRow[]> {
  return [
    ...(await listColdLoad()),
    ...(await requestsPerSecond()),
    ...(await batchOf100k()),
    ...(await loadDuringBatches()),
  ];
}

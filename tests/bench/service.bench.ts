/**
 * Service figures: single-verify requests per second on loopback (against a bare node:http server
 * measured in the same run), the time to process a 100,000-address batch (against the pure local
 * checks over the same addresses), and the disposable list's cold load (against JSON.parse + Set).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
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
    ['--quiet', '--latency', '0', '--data-dir', mkdtempSync(join(tmpdir(), 'ms-bench-'))],
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

export async function serviceBench(): Promise<BenchRow[]> {
  return [...(await listColdLoad()), ...(await requestsPerSecond()), ...(await batchOf100k())];
}

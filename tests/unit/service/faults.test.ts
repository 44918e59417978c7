/**
 * Faults of the service's own machine: a full disk, a crash between two writes, a kill right after a
 * charge. Each test reproduces the fault first (on the code before the fix it broke as described in
 * its name) and then checks what a client sees.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountId } from '../../../service/accounts';
import { spawnService } from '../../support/spawn-service';
import { KEY, OTHER_KEY, startService, waitForBatch } from './harness';

/** Data directories whose writes fail as on a full disk. */
const full = new Set<string>();
const refuse = (path: unknown) => [...full].some((dir) => String(path).startsWith(dir));
const enospc = () => Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });

vi.mock('node:fs', async (original) => {
  const fs = await original<typeof import('node:fs')>();
  return {
    ...fs,
    writeFileSync: (path: Parameters<typeof fs.writeFileSync>[0], ...rest: unknown[]) => {
      if (refuse(path)) throw enospc();
      return (fs.writeFileSync as (...a: unknown[]) => void)(path, ...rest);
    },
  };
});
vi.mock('node:fs/promises', async (original) => {
  const fs = await original<typeof import('node:fs/promises')>();
  const guard =
    <A extends unknown[], R>(fn: (path: unknown, ...rest: A) => Promise<R>) =>
    (path: unknown, ...rest: A) =>
      refuse(path) ? Promise.reject(enospc()) : fn(path, ...rest);
  return {
    ...fs,
    writeFile: guard(fs.writeFile as (p: unknown, ...r: unknown[]) => Promise<void>),
    appendFile: guard(fs.appendFile as (p: unknown, ...r: unknown[]) => Promise<void>),
  };
});

afterEach(() => full.clear());

const balanceOnDisk = (dataDir: string, key: string) =>
  (JSON.parse(readFileSync(join(dataDir, 'accounts.json'), 'utf8')) as Record<string, { credits: number }>)[
    accountId(key)
  ]!.credits;

describe('a full disk', () => {
  it('refuses new charges with 503 and Retry-After, charges nothing, and keeps serving reads', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const svc = await startService();
    try {
      const before = Number((await svc.get('/creditbalance', { apikey: OTHER_KEY })).body.credits);
      full.add(svc.dataDir);
      const refused = await svc.get('/emailvrf', { apikey: OTHER_KEY, emailid: 'jane.doe@acme.com' });
      expect(refused.status).toBe(503);
      expect(refused.body).toMatchObject({ error: true, error_code: 121 });
      expect(refused.headers.get('retry-after')).toBe('30');
      const batch = await svc.post(
        '/batchemailvrf',
        'data=jane.doe@acme.com',
        {
          'content-type': 'application/x-www-form-urlencoded',
        },
        `?apikey=${OTHER_KEY}`,
      );
      expect(batch.body).toMatchObject({ error_code: 121 });
      // Reads go on: the balance (unchanged) and a free local check.
      expect((await svc.get('/creditbalance', { apikey: OTHER_KEY })).body.credits).toBe(before);
      expect((await svc.get('/emailvrf', { apikey: OTHER_KEY, emailid: 'not-an-address' })).status).toBe(200);
      expect(errors.mock.calls.flat().join('\n')).toContain('ENOSPC');
      // Space again: the next charge works and is on disk.
      full.clear();
      expect((await svc.get('/emailvrf', { apikey: OTHER_KEY, emailid: 'jane.doe@acme.com' })).status).toBe(
        200,
      );
      expect(balanceOnDisk(svc.dataDir, OTHER_KEY)).toBe(before - 1);
    } finally {
      await svc.close();
      errors.mockRestore();
    }
  });

  it('pauses a batch while its results cannot be written and completes it once they can', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const svc = await startService({ batchRate: 50 });
    try {
      const created = await svc.post(
        '/batchemailvrf',
        `data=${Array.from({ length: 30 }, (_, i) => `p${i}@acme.com`).join(',')}`,
        { 'content-type': 'application/x-www-form-urlencoded' },
        `?apikey=${KEY}`,
      );
      const id = created.body['batch id'];
      full.add(join(svc.dataDir, 'batches'));
      await new Promise((r) => setTimeout(r, 700));
      const stalled = await svc.get('/batchstatus', { apikey: KEY, batchid: String(id) });
      expect(stalled.body.status).toBe('processing');
      full.clear();
      await waitForBatch(svc, id);
      const results = await svc.get('/batchresult', { apikey: KEY, batchid: String(id) });
      const rows = results.body.service_emailid_vrfy as { emailid: string }[];
      // Every address once, in order: a chunk retried after a failed write is not written twice.
      expect(rows.map((r) => r.emailid)).toEqual(Array.from({ length: 30 }, (_, i) => `p${i}@acme.com`));
    } finally {
      await svc.close();
      errors.mockRestore();
    }
  });
});

describe('a crash', () => {
  it('between the last results write and the record write: the batch completes on restart', async () => {
    const first = await startService();
    const created = await first.post(
      '/batchemailvrf',
      'data=a@acme.com,b@acme.com',
      {
        'content-type': 'application/x-www-form-urlencoded',
      },
      `?apikey=${KEY}`,
    );
    const id = Number(created.body['batch id']);
    await waitForBatch(first, id);
    await first.close();
    // What the disk holds when the process died after appending the results, before the record.
    const recordFile = join(first.dataDir, 'batches', `${id}.json`);
    const record = JSON.parse(readFileSync(recordFile, 'utf8')) as Record<string, unknown>;
    writeFileSync(recordFile, JSON.stringify({ ...record, status: 'processing', processed: 1 }));
    const second = await startService({ dataDir: first.dataDir });
    try {
      await waitForBatch(second, id, KEY, 5_000);
      const results = await second.get('/batchresult', { apikey: KEY, batchid: String(id) });
      expect(results.status).toBe(200);
      expect(results.body.service_emailid_vrfy).toHaveLength(2);
    } finally {
      await second.close();
    }
  });

  it('right after a charge (kill -9) keeps the charge', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mailscout-service-'));
    const svc = await spawnService(['--data-dir', dataDir, '--latency', '0', '--quiet'], {
      MAILSCOUT_ACCOUNTS: `${OTHER_KEY}:1000`,
    });
    try {
      const answer = await fetch(`${svc.url}/emailvrf?apikey=${OTHER_KEY}&emailid=jane.doe@acme.com`);
      expect(answer.status).toBe(200);
      svc.child.kill('SIGKILL'); // at once: before any timer could write the balance
      expect(balanceOnDisk(dataDir, OTHER_KEY)).toBe(999);
    } finally {
      svc.child.kill('SIGKILL');
    }
  });
});

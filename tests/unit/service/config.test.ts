import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAccountsEnv, parseAccountsFile } from '../../../service/accounts';
import { ROOT, spawnService } from '../../support/spawn-service';
import { KEY, startService, waitForBatch } from './harness';

describe('account configuration', () => {
  it('reads KEY:CREDITS pairs from the environment', () => {
    expect(parseAccountsEnv(` ${KEY}:25 , ${'C'.repeat(32)}:0`)).toEqual([
      { key: KEY, credits: 25 },
      { key: 'C'.repeat(32), credits: 0 },
    ]);
  });

  it.each(['short:10', `${KEY}`, `${KEY}:-1`, `${KEY}:ten`, `${'x'.repeat(31)} :5`])(
    'refuses %j without echoing the key',
    (value) => {
      expect(() => parseAccountsEnv(value)).toThrow(/entry 1: expected KEY:CREDITS/);
      try {
        parseAccountsEnv(value);
      } catch (e) {
        expect((e as Error).message).not.toContain(value.split(':')[0]);
      }
    },
  );

  it('names the bad field of an accounts file by position', () => {
    const json = JSON.stringify({
      accounts: [
        { key: KEY, credits: 1 },
        { key: 'has space in it 32 characters ok', credits: 1 },
      ],
    });
    expect(() => parseAccountsFile(json)).toThrow(
      'accounts file: accounts.1.key: must be 32 printable characters without spaces',
    );
  });
});

describe('npm run service', () => {
  it('starts on 127.0.0.1 with a free port, accounts from the environment, and stops on SIGTERM', async () => {
    const { url, child, output } = await spawnService(
      ['--latency', '0', '--data-dir', mkdtempSync(join(tmpdir(), 'ms-cli-'))],
      {
        MAILSCOUT_ACCOUNTS: `${KEY}:7`,
      },
    );
    const res = await fetch(`${url}/creditbalance?apikey=${KEY}`);
    expect(await res.json()).toEqual({ error: false, credits: 7 });
    const exited = new Promise<number | null>((r) => child.on('exit', r));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output()).toContain('GET /creditbalance?apikey=REDACTED 200');
    expect(output()).not.toContain(KEY);
  });

  it('explains a bad option and exits', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'service/main.ts', '--batch-rate', 'fast'], {
      cwd: ROOT,
    });
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    expect(await new Promise((r) => child.on('exit', r))).toBe(2);
    expect(err).toContain('mailscout_batch_rate: expected a whole number');
  });
});

describe('callbacks across a restart', () => {
  it('a delivery still pending when the service stops is made after it starts again', async () => {
    let accept = false;
    const hits: number[] = [];
    const receiver = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        hits.push(Date.now());
        res.writeHead(accept ? 204 : 503).end();
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`;
    try {
      const first = await startService({
        callback: { attempts: 5, baseMs: 60_000, timeoutMs: 2_000, allowPrivate: true },
      });
      const created = await first.post(
        '/batchemailvrf',
        new URLSearchParams({ data: 'jane.doe@acme.com', url }).toString(),
        { 'content-type': 'application/x-www-form-urlencoded' },
        `?apikey=${KEY}`,
      );
      await waitForBatch(first, created.body['batch id']);
      while (hits.length < 1) await new Promise((r) => setTimeout(r, 10));
      await first.close(); // the next try was a minute away
      accept = true;
      const second = await startService({
        dataDir: first.dataDir,
        callback: { attempts: 5, baseMs: 20, timeoutMs: 2_000, allowPrivate: true },
      });
      try {
        const until = Date.now() + 5_000;
        while (hits.length < 2 && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
        expect(hits).toHaveLength(2);
      } finally {
        await second.close();
      }
    } finally {
      receiver.close();
    }
  });
});

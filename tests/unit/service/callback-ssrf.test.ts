/**
 * A callback URL cannot make the service call into its own network (SSRF): the host is resolved,
 * every address checked, the connection pinned to the checked one; loopback and private addresses
 * only with `allowPrivate` (the other service tests turn it on for their loopback receivers).
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress, postOnce } from '../../../service/callbacks';
import { KEY, startService, waitForBatch, type Service } from './harness';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
let svc: Service;
let hits = 0;
const receiver = createServer((req, res) => {
  hits++;
  req.resume();
  res.end();
});
let port: number;

beforeAll(async () => {
  svc = await startService({ callback: { attempts: 4, baseMs: 20, timeoutMs: 2_000, allowPrivate: false } });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  port = (receiver.address() as AddressInfo).port;
});
afterAll(async () => {
  receiver.close();
  await svc.close();
});

describe('callbacks to non-public addresses', () => {
  it.each([
    ['127.0.0.1', 4],
    ['10.1.2.3', 4],
    ['172.16.0.9', 4],
    ['192.168.1.1', 4],
    ['169.254.169.254', 4],
    ['100.64.0.1', 4],
    ['0.0.0.0', 4],
    ['::1', 6],
    ['fd00::1', 6],
    ['fe80::1', 6],
    ['::ffff:127.0.0.1', 6],
  ] as const)('%s is not public', (address, family) => expect(isPublicAddress(address, family)).toBe(false));

  it.each([
    ['93.184.216.34', 4],
    ['2606:2800:220:1:248:1893:25c8:1946', 6],
  ] as const)('%s is public', (address, family) => expect(isPublicAddress(address, family)).toBe(true));

  it.each(['http://127.0.0.1:PORT/hook', 'http://localhost:PORT/hook', 'http://[::1]:PORT/hook'])(
    'refuses %s at once, without a request and without retries',
    async (template) => {
      const before = hits;
      const url = template.replace('PORT', String(port));
      expect(await postOnce(url, '{}', 1_000)).toMatch(/^refused: .* is not a public address$/);
      const created = await svc.post(
        '/batchemailvrf',
        new URLSearchParams({ data: 'jane.doe@acme.com', url }).toString(),
        FORM,
        `?apikey=${KEY}`,
      );
      await waitForBatch(svc, created.body['batch id']);
      const file = join(svc.dataDir, 'batches', `${String(created.body['batch id'])}.json`);
      const until = Date.now() + 5_000;
      let record: { callback?: { state: string; attempts: number; lastError?: string } } = {};
      while (Date.now() < until) {
        record = JSON.parse(readFileSync(file, 'utf8'));
        if (record.callback?.state !== 'pending') break;
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(record.callback).toMatchObject({
        state: 'failed',
        attempts: 1,
        lastError: expect.stringContaining('refused'),
      });
      expect(hits).toBe(before);
    },
  );

  it('delivers to loopback when private addresses are allowed', async () => {
    const before = hits;
    expect(await postOnce(`http://127.0.0.1:${port}/hook`, '{}', 1_000, true)).toBeNull();
    expect(hits).toBe(before + 1);
  });
});

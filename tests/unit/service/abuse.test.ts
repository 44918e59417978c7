/**
 * What one client can do to a self-hosted service and to the other accounts on it: flood it with
 * requests, hold connections open, fill its disk with free batches, read the shared test key's batches.
 */
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { RateLimiter, Semaphore } from '../../../service/limits';
import { KEY, OTHER_KEY, TEST_KEY, startService, waitForBatch } from './harness';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const list = (n: number, prefix = 'junk') =>
  Array.from({ length: n }, (_, i) => `${prefix}${i}@@nowhere`).join('\n');

describe('rate limit', () => {
  it('answers 429 with error 122 and Retry-After past the burst, per key', async () => {
    const svc = await startService({ rateLimit: { perSecond: 2, burst: 10 } });
    try {
      const replies = await Promise.all(
        Array.from({ length: 15 }, () => svc.get('/creditbalance', { apikey: KEY })),
      );
      expect(replies.filter((r) => r.status === 200)).toHaveLength(10);
      const limited = replies.filter((r) => r.status === 429);
      expect(limited).toHaveLength(5);
      expect(limited[0]!.body).toMatchObject({ error: true, error_code: 122 });
      expect(Number(limited[0]!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      // Another key is not held back by the first one's flood.
      expect((await svc.get('/creditbalance', { apikey: OTHER_KEY })).status).toBe(200);
    } finally {
      await svc.close();
    }
  });

  it('refills over time (a fake clock)', () => {
    let now = 0;
    const limiter = new RateLimiter({ perSecond: 4, burst: 2 }, () => now);
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([0, 0, 1]);
    now += 250;
    expect(limiter.take('a')).toBe(0);
    limiter.stop();
  });
});

describe('connections', () => {
  const open = (port: number, first?: string) =>
    new Promise<Socket>((resolve, reject) => {
      const s = connect(port, '127.0.0.1', () => {
        if (first) s.write(first);
        resolve(s);
      });
      s.on('error', reject);
      s.resume(); // read what the service sends, so its close is seen
    });
  const closed = (s: Socket) =>
    new Promise<void>((r) => (s.destroyed || s.closed ? r() : s.once('close', () => r())));

  it('closes stalled headers, stalled bodies and idle connections (slowloris)', async () => {
    const svc = await startService({ requestTimeoutMs: 400, headersTimeoutMs: 300, idleTimeoutMs: 600 });
    try {
      const sockets = await Promise.all([
        ...Array.from({ length: 20 }, () => open(svc.port, 'GET /creditbalance HTTP/1.1\r\nHost: x\r\n')),
        ...Array.from({ length: 20 }, () =>
          open(
            svc.port,
            `POST /batchemailvrf?apikey=${KEY} HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\ndata=a`,
          ),
        ),
        ...Array.from({ length: 20 }, () => open(svc.port)),
      ]);
      for (const s of sockets) s.on('error', () => undefined);
      // Each must be closed by the service; the bound only keeps a broken build from hanging.
      await Promise.race([
        Promise.all(sockets.map(closed)),
        new Promise((_, reject) => setTimeout(() => reject(new Error('connections still open')), 10_000)),
      ]);
      expect(sockets.every((s) => s.closed)).toBe(true);
      expect((await svc.get('/creditbalance', { apikey: KEY })).status).toBe(200);
    } finally {
      await svc.close();
    }
  });

  it('caps open connections', async () => {
    const svc = await startService({ maxConnections: 5 });
    try {
      const held = await Promise.all(Array.from({ length: 5 }, () => open(svc.port)));
      const extra = await open(svc.port);
      extra.on('error', () => undefined);
      await closed(extra);
      held.forEach((s) => s.destroy());
      await Promise.all(held.map(closed));
      await expect.poll(async () => (await svc.get('/creditbalance', { apikey: KEY })).status).toBe(200);
    } finally {
      await svc.close();
    }
  });

  it('reads at most N bodies at once; the others wait their turn and all complete', async () => {
    const semaphore = new Semaphore(2);
    let inside = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        const release = await semaphore.acquire();
        most = Math.max(most, ++inside);
        await new Promise((r) => setTimeout(r, 10));
        inside--;
        release();
      }),
    );
    expect(most).toBe(2);
    const svc = await startService({ maxConcurrentBodies: 1 });
    try {
      const replies = await Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          svc.post('/batchemailvrf', `data=a${i}@acme.com`, FORM, `?apikey=${KEY}`),
        ),
      );
      expect(replies.every((r) => r.status === 200)).toBe(true);
    } finally {
      await svc.close();
    }
  });
});

describe('stored batches', () => {
  it('a key cannot store free junk past its quota; downloaded batches make room', async () => {
    const svc = await startService({ batchQuota: 5_000 });
    try {
      const first = await svc.post(
        '/batchemailvrf',
        `data=${encodeURIComponent(list(3_000))}`,
        FORM,
        `?apikey=${KEY}`,
      );
      expect(first.status).toBe(200);
      await waitForBatch(svc, first.body['batch id']);
      const second = await svc.post(
        '/batchemailvrf',
        `data=${encodeURIComponent(list(3_000))}`,
        FORM,
        `?apikey=${KEY}`,
      );
      expect(second.status).toBe(429);
      expect(second.body).toMatchObject({ error_code: 123 });
      expect(String(second.body.error_message)).toContain('3,000');
      // Another account is not affected by the first one's storage.
      const other = await svc.post(
        '/batchemailvrf',
        `data=${encodeURIComponent(list(3_000))}`,
        FORM,
        `?apikey=${OTHER_KEY}`,
      );
      expect(other.status).toBe(200);
      // Once downloaded, the first batch is dropped to make room for the next one.
      const id = String(first.body['batch id']);
      expect((await svc.get('/batchresult', { apikey: KEY, batchid: id })).status).toBe(200);
      const third = await svc.post(
        '/batchemailvrf',
        `data=${encodeURIComponent(list(3_000))}`,
        FORM,
        `?apikey=${KEY}`,
      );
      expect(third.status).toBe(200);
      expect((await svc.get('/batchstatus', { apikey: KEY, batchid: id })).body).toMatchObject({
        error_code: 112,
      });
    } finally {
      await svc.close();
    }
  });

  it("test-key batches have unguessable ids: one tester cannot walk to another's", async () => {
    const svc = await startService();
    try {
      const ids = await Promise.all(
        Array.from({ length: 3 }, async () =>
          Number(
            (await svc.post('/batchemailvrf', 'data=a@acme.com', FORM, `?apikey=${TEST_KEY}`)).body[
              'batch id'
            ],
          ),
        ),
      );
      for (const id of ids) {
        expect(id).toBeGreaterThan(1e12);
        expect(Number.isSafeInteger(id)).toBe(true);
        expect((await svc.get('/batchstatus', { apikey: TEST_KEY, batchid: String(id + 1) })).status).toBe(
          404,
        );
      }
      // Accounts keep their sequential ids.
      const mine = await svc.post('/batchemailvrf', 'data=a@acme.com', FORM, `?apikey=${KEY}`);
      expect(Number(mine.body['batch id'])).toBeLessThan(1e6);
    } finally {
      await svc.close();
    }
  });
});

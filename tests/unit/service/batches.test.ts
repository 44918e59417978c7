import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDuration } from '../../../service/batches';
import { KEY, OTHER_KEY, TEST_KEY, startService, waitForBatch, type Service } from './harness';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const JSON_TYPE = { 'content-type': 'application/json' };
const MIXED = ['jane.doe@acme.com', 'nobody@acme.com', 'x@globex.com', 'bad..dot@acme.com'];

let svc: Service;
beforeAll(async () => {
  svc = await startService();
});
afterAll(() => svc.close());

async function resultsOf(s: Service, id: unknown, key = KEY) {
  await waitForBatch(s, id, key);
  const { body } = await s.get('/batchresult', { apikey: key, batchid: String(id) });
  return body.service_emailid_vrfy as { emailid: string; is_valid: boolean; is_syntax_valid: boolean }[];
}

describe('batch creation accepts what real clients send', () => {
  it.each([
    [
      'a comma-separated form field, key in the query',
      `data=${MIXED.join(',')}`,
      FORM,
      `?apikey=${KEY}&speed_rank=0`,
    ],
    [
      'a newline-separated form field, key in the body',
      new URLSearchParams({ data: MIXED.join('\n'), apikey: KEY }).toString(),
      FORM,
      '',
    ],
    [
      'JSON with data as an array',
      JSON.stringify({ data: MIXED, apikey: KEY, speed_rank: 2 }),
      JSON_TYPE,
      '',
    ],
    ['JSON with data as a string', JSON.stringify({ data: MIXED.join(', ') }), JSON_TYPE, `?apikey=${KEY}`],
    [
      'JSON shaped like the result envelope',
      JSON.stringify({ service_emailid_vrfy: MIXED.map((emailid) => ({ emailid })) }),
      JSON_TYPE,
      `?api_key=${KEY}`,
    ],
    ['a plain-text list', MIXED.join('\r\n'), { 'content-type': 'text/plain' }, `?apikey=${KEY}`],
  ])('%s', async (_name, body, headers, query) => {
    const created = await svc.post('/batchemailvrf', body, headers, query);
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      'batch id': expect.any(Number),
      error: false,
      message: expect.any(String),
      'total count': 4,
    });
    const results = await resultsOf(svc, created.body['batch id']);
    expect(results.map((r) => [r.emailid, r.is_valid, r.is_syntax_valid])).toEqual([
      ['jane.doe@acme.com', true, true],
      ['nobody@acme.com', false, true],
      ['x@globex.com', true, true],
      ['bad..dot@acme.com', false, false],
    ]);
  });

  it('a multipart form', async () => {
    const form = new FormData();
    form.set('data', MIXED.join(','));
    form.set('apikey', KEY);
    const created = await svc.post('/batchemailvrf', form);
    expect(created.body['total count']).toBe(4);
  });

  it('charges one credit per syntax-valid address', async () => {
    const before = (await svc.get('/creditbalance', { apikey: OTHER_KEY })).body.credits as number;
    await svc.post('/batchemailvrf', `data=${MIXED.join(',')}`, FORM, `?apikey=${OTHER_KEY}`);
    expect((await svc.get('/creditbalance', { apikey: OTHER_KEY })).body.credits).toBe(before - 3);
  });
});

describe('batch lifecycle', () => {
  it('goes processing → completed with processed rising, results only at the end', async () => {
    const slow = await startService({ batchRate: 200 });
    try {
      const data = Array.from({ length: 120 }, (_, i) => `p${i}@acme.com`).join('\n');
      const created = await slow.post(
        '/batchemailvrf',
        `data=${encodeURIComponent(data)}`,
        FORM,
        `?apikey=${KEY}`,
      );
      const id = created.body['batch id'] as number;
      const early = await slow.get('/batchresult', { apikey: KEY, batchid: id });
      expect(early.status).toBe(409);
      const seen = await waitForBatch(slow, id);
      const processing = seen.filter((s) => s.status === 'processing');
      expect(processing.length).toBeGreaterThan(1);
      const counts = seen.map((s) => s.processed as number);
      expect(counts).toEqual([...counts].sort((a, b) => a - b));
      expect(new Set(counts).size).toBeGreaterThan(2);
      expect(seen.at(-1)).toEqual({ error: false, status: 'completed', processed: 120, total: 120 });
      const result = await slow.get('/batchresult', { apikey: KEY, batchid: id });
      expect(result.body.resolved_time).toMatch(/^0:00:0\d$/);
      expect((result.body.service_emailid_vrfy as unknown[]).length).toBe(120);
      expect(Object.keys((result.body.service_emailid_vrfy as object[])[0]!)).not.toContain('resolved_time');
    } finally {
      await slow.close();
    }
  });

  it('formats resolved_time as H:MM:SS', () => {
    expect([0, 59.6, 61, 3599, 3600, 36_000 + 62].map(formatDuration)).toEqual([
      '0:00:00',
      '0:01:00',
      '0:01:01',
      '0:59:59',
      '1:00:00',
      '10:01:02',
    ]);
  });

  it('accepts 100,000 addresses and rejects 100,001 with nothing created', async () => {
    const list = (n: number) => Array.from({ length: n }, (_, i) => `user${i}@acme.com`);
    const ok = await svc.post(
      '/batchemailvrf',
      JSON.stringify({ data: list(100_000) }),
      JSON_TYPE,
      `?apikey=${KEY}`,
    );
    expect(ok.status).toBe(200);
    expect(ok.body['total count']).toBe(100_000);
    const before = (await svc.get('/creditbalance', { apikey: KEY })).body.credits;
    const tooMany = await svc.post(
      '/batchemailvrf',
      JSON.stringify({ data: list(100_001) }),
      JSON_TYPE,
      `?apikey=${KEY}`,
    );
    expect(tooMany.status).toBe(413);
    expect(tooMany.body).toMatchObject({ error: true, error_code: 114 });
    expect(tooMany.body.error_message).toContain('100,001 sent');
    expect((await svc.get('/creditbalance', { apikey: KEY })).body.credits).toBe(before);
    const next = await svc.post('/batchemailvrf', 'data=a@acme.com', FORM, `?apikey=${KEY}`);
    expect(next.body['batch id']).toBe((ok.body['batch id'] as number) + 1);
    const results = await resultsOf(svc, ok.body['batch id']);
    expect(results).toHaveLength(100_000);
    expect(results[99_999]!.emailid).toBe('user99999@acme.com');
  });
});

describe('callbacks', () => {
  it('POSTs the results to url on completion, retrying with backoff after failures', async () => {
    const hits: { at: number; body: Record<string, unknown>; type: string | undefined }[] = [];
    const receiver = createServer((req: IncomingMessage, res) => {
      let text = '';
      req.on('data', (c) => (text += c));
      req.on('end', () => {
        hits.push({ at: Date.now(), body: JSON.parse(text), type: req.headers['content-type'] });
        res.writeHead(hits.length < 3 ? 500 : 200).end();
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook?x=1`;
    try {
      const created = await svc.post(
        '/batchemailvrf',
        new URLSearchParams({ data: MIXED.join(','), url }).toString(),
        FORM,
        `?apikey=${KEY}`,
      );
      const until = Date.now() + 10_000;
      while (hits.length < 3 && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
      expect(hits).toHaveLength(3);
      expect(hits[0]!.type).toBe('application/json');
      expect(hits[2]!.body).toMatchObject({
        'batch id': created.body['batch id'],
        error: false,
        'total count': 4,
        resolved_time: expect.stringMatching(/^\d+:\d\d:\d\d$/),
      });
      expect((hits[2]!.body.service_emailid_vrfy as unknown[]).length).toBe(4);
      // base 20 ms: the waits double (20, then 40)
      expect(hits[1]!.at - hits[0]!.at).toBeGreaterThanOrEqual(18);
      expect(hits[2]!.at - hits[1]!.at).toBeGreaterThanOrEqual(38);
      await new Promise((r) => setTimeout(r, 200));
      expect(hits).toHaveLength(3);
    } finally {
      receiver.close();
    }
  });

  it.each(['ftp://example.com/x', 'not a url', 'http://user:pw@example.com/'])(
    'rejects url=%j',
    async (url) => {
      const reply = await svc.post(
        '/batchemailvrf',
        new URLSearchParams({ data: 'a@acme.com', url }).toString(),
        FORM,
        `?apikey=${KEY}`,
      );
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ error_code: 110, error_message: expect.stringContaining('url') });
    },
  );
});

describe('the test key', () => {
  it('creates a real batch with an example id, free', async () => {
    const created = await svc.post('/batchemailvrf', `data=${MIXED.join(',')}`, FORM, `?apikey=${TEST_KEY}`);
    expect(created.body).toMatchObject({ error: false, 'batch id': expect.any(Number), 'total count': 4 });
    expect((await resultsOf(svc, created.body['batch id'], TEST_KEY))[0]!.is_valid).toBe(true);
  });

  it('applies a simulated result to every entry', async () => {
    const created = await svc.post(
      '/batchemailvrf',
      `data=${MIXED.join(',')}`,
      FORM,
      `?apikey=${TEST_KEY}&simulated=catch_all`,
    );
    const results = await resultsOf(svc, created.body['batch id'], TEST_KEY);
    expect(results.every((r) => (r as unknown as { is_catchall: boolean }).is_catchall)).toBe(true);
  });

  it.each(['101', '102', '103', '104', '105'])('simulated=%s answers with that error', async (code) => {
    const reply = await svc.post(
      '/batchemailvrf',
      'data=a@acme.com',
      FORM,
      `?apikey=${TEST_KEY}&simulated=${code}`,
    );
    expect(reply.body).toMatchObject({ error: true, error_code: Number(code) });
  });
});

describe('restart', () => {
  it('keeps batches, balances and ids, and resumes processing where it stopped', async () => {
    const first = await startService({ batchRate: 300 });
    const data = Array.from({ length: 600 }, (_, i) => (i % 2 ? `jane.doe@acme.com` : `n${i}@acme.com`));
    const done = await first.post('/batchemailvrf', `data=${MIXED.join(',')}`, FORM, `?apikey=${KEY}`);
    await waitForBatch(first, done.body['batch id']);
    const running = await first.post(
      '/batchemailvrf',
      `data=${data.join(',')}`,
      FORM,
      `?apikey=${OTHER_KEY}`,
    );
    const id = running.body['batch id'] as number;
    await new Promise((r) => setTimeout(r, 400));
    const mid = (await first.get('/batchstatus', { apikey: OTHER_KEY, batchid: id })).body;
    expect(mid.status).toBe('processing');
    const balance = (await first.get('/creditbalance', { apikey: OTHER_KEY })).body.credits;
    await first.close();

    const second = await startService({ dataDir: first.dataDir, batchRate: 0 });
    try {
      expect((await second.get('/creditbalance', { apikey: OTHER_KEY })).body.credits).toBe(balance);
      const after = (await second.get('/batchstatus', { apikey: OTHER_KEY, batchid: id })).body;
      expect(after.processed as number).toBeGreaterThanOrEqual(mid.processed as number);
      const results = await resultsOf(second, id, OTHER_KEY);
      expect(results.map((r) => r.emailid)).toEqual(data);
      expect(
        (await second.get('/batchresult', { apikey: KEY, batchid: done.body['batch id'] as number })).status,
      ).toBe(200);
      const next = await second.post('/batchemailvrf', 'data=a@acme.com', FORM, `?apikey=${KEY}`);
      expect(next.body['batch id']).toBe(id + 1);
    } finally {
      await second.close();
    }
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient, parseRetryAfter } from '../../../../core/api/client';
import { ApiError, redact, serviceError } from '../../../../core/api/errors';
import { startFaultProxy } from '../../../support/fault-proxy';
import { KEY, POOR_KEY, startService, waitForBatch, type Service } from '../../service/harness';

let svc: Service;
let proxy: Awaited<ReturnType<typeof startFaultProxy>>;
beforeAll(async () => {
  svc = await startService();
  proxy = await startFaultProxy(svc.url);
});
afterAll(async () => {
  await proxy.close();
  await svc.close();
});
beforeEach(() => {
  proxy.queue.length = 0;
  proxy.seen.length = 0;
});

const client = (over: Partial<Parameters<typeof createClient>[0]> = {}) =>
  createClient({ baseUrl: proxy.url, apiKey: KEY, retry: { baseMs: 10, maxMs: 3_000 }, ...over });

async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    return e as ApiError;
  }
  throw new Error('expected a failure');
}

describe('the client against the service', () => {
  it('runs every operation', async () => {
    const c = client();
    expect(await c.verify('jane.doe@acme.com', { speedRank: 2 })).toMatchObject({
      is_valid: true,
      do_you_mean: null,
    });
    expect((await c.verify('jane@gmial.com')).do_you_mean).toBe('jane@gmail.com');
    expect(await c.discover({ firstName: 'Jane', lastName: 'Doe', domain: 'acme.com' })).toMatchObject({
      email: 'jane.doe@acme.com',
      certified: 'verified',
    });
    const created = await c.createBatch(['jane.doe@acme.com', 'nobody@acme.com'], { speedRank: 1 });
    expect(created.total).toBe(2);
    await waitForBatch(svc, created.batchId);
    expect(await c.batchStatus(created.batchId)).toEqual({ status: 'completed', processed: 2, total: 2 });
    const result = await c.batchResult(created.batchId);
    expect(result.results.map((r) => r.is_valid)).toEqual([true, false]);
    expect(typeof result.resolvedSeconds).toBe('number');
    expect((await c.creditBalance()).credits).toBeGreaterThan(0);
    expect(proxy.seen[0]!.url).toContain('speed_rank=2');
  });

  it('works with a base URL that ends in a slash', async () => {
    expect((await client({ baseUrl: `${proxy.url}/` }).creditBalance()).credits).toBeGreaterThan(0);
  });

  it.each([
    [{ apiKey: 'x'.repeat(32) }, 101, 'Check the key in Options'],
    [{ apiKey: POOR_KEY }, 102, 'Add credits'],
  ])('maps service errors to actions (%j)', async (over, code, action) => {
    const e = await failure(client(over).verify('jane.doe@acme.com'));
    expect(e.info).toMatchObject({ kind: 'service', code, action: expect.stringContaining(action) });
  });

  it.each([
    [{ firstName: 'Jane', lastName: 'Doe', domain: '' }, 104, 'domain'],
    [{ firstName: '', lastName: 'Doe', domain: 'acme.com' }, 105, 'first and the last name'],
  ])('discovery errors point at the missing field', async (person, code, text) => {
    const e = await failure(client().discover(person));
    expect(e.info.code).toBe(code);
    expect(e.info.action).toContain(text);
  });

  it('maps 103 and codes it does not know to an action', () => {
    expect(serviceError(103, 'x').info.action).toContain('support');
    expect(serviceError(777, 'Quota window closed').message).toBe(
      'The service reported error 777: Quota window closed',
    );
    expect(serviceError(undefined, undefined).info.action).toContain('Try again');
  });
});

describe('retries', () => {
  it('retries a 503 and a 429, honouring Retry-After in seconds', async () => {
    proxy.queue.push({ status: 503 }, { status: 429, headers: { 'retry-after': '1' } });
    const r = await client().verify('jane.doe@acme.com');
    expect(r.is_valid).toBe(true);
    expect(proxy.seen).toHaveLength(3);
    expect(proxy.seen[2]!.at - proxy.seen[1]!.at).toBeGreaterThanOrEqual(950);
  });

  it('honours Retry-After as an HTTP date', async () => {
    const at = new Date(Date.now() + 2_000).toUTCString();
    proxy.queue.push({ status: 503, headers: { 'retry-after': at } });
    await client().creditBalance();
    expect(proxy.seen[1]!.at - proxy.seen[0]!.at).toBeGreaterThanOrEqual(900);
  });

  it('gives up after the bounded number of tries, with the last error', async () => {
    proxy.queue.push({ status: 503 }, { status: 503 }, { status: 503 }, { status: 503 });
    const e = await failure(client().verify('jane.doe@acme.com'));
    expect(e.info).toMatchObject({ kind: 'http', status: 503 });
    expect(proxy.seen).toHaveLength(3);
  });

  it('does not wait for a Retry-After longer than its limit', async () => {
    proxy.queue.push({ status: 429, headers: { 'retry-after': '3600' } });
    const e = await failure(client().verify('jane.doe@acme.com'));
    expect(e.info).toMatchObject({ status: 429, retryAfter: 3600 });
    expect(proxy.seen).toHaveLength(1);
  });

  it('never retries batch creation', async () => {
    proxy.queue.push({ status: 503 });
    await failure(client().createBatch(['a@acme.com']));
    expect(proxy.seen).toHaveLength(1);
  });

  it('retries a reset connection on read-only calls, never on verify (it spends a credit)', async () => {
    proxy.queue.push({ reset: true });
    expect((await client().creditBalance()).credits).toBeGreaterThan(0);
    expect(proxy.seen).toHaveLength(2);
    proxy.seen.length = 0;
    proxy.queue.push({ reset: true });
    expect((await failure(client().verify('jane.doe@acme.com'))).info.kind).toBe('network');
    expect(proxy.seen).toHaveLength(1);
  });

  it('waits with full jitter: a random share of the doubling window', async () => {
    proxy.queue.push({ status: 503 }, { status: 503 });
    await client({ random: () => 0.999, retry: { baseMs: 200, maxMs: 10_000 } }).creditBalance();
    const [a, b, c] = proxy.seen.map((s) => s.at);
    expect(b! - a!).toBeGreaterThanOrEqual(190);
    expect(c! - b!).toBeGreaterThanOrEqual(390);
  });
});

describe('timeouts, aborts and unreadable answers', () => {
  it('times out per operation', async () => {
    proxy.queue.push({ stallMs: 2_000 });
    const e = await failure(client({ timeouts: { verify: 200 } }).verify('jane.doe@acme.com'));
    expect(e.info.kind).toBe('timeout');
    expect(e.message).toContain('did not answer');
  });

  it('stops at once when aborted, also during a backoff wait', async () => {
    proxy.queue.push({ stallMs: 2_000 });
    const ctrl = new AbortController();
    setTimeout(() => ctrl.abort(), 100);
    expect((await failure(client().verify('jane.doe@acme.com', { signal: ctrl.signal }))).info.kind).toBe(
      'aborted',
    );
    proxy.queue.length = 0;
    proxy.queue.push({ status: 429, headers: { 'retry-after': '2' } });
    const ctrl2 = new AbortController();
    setTimeout(() => ctrl2.abort(), 200);
    const started = Date.now();
    expect((await failure(client().creditBalance({ signal: ctrl2.signal }))).info.kind).toBe('aborted');
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it.each([
    [{ status: 200, body: '<html>Bad gateway</html>' }, 'schema', 'not JSON'],
    [{ status: 200, body: '' }, 'schema', 'empty body'],
    [{ status: 200, body: '{"service_emailid_vrfy":[{"emailid":"a@b.co"' }, 'schema', 'not JSON'],
    [{ status: 200, body: '{"error": true}' }, 'service', 'reported an error'],
    [
      { status: 200, body: '{"error": true, "error_code": 999, "error_message": "odd"}' },
      'service',
      'error 999: odd',
    ],
    [{ status: 502, body: '<html>proxy</html>' }, 'http', 'HTTP 502'],
    [{ status: 404, body: 'nope' }, 'http', 'No verification service'],
  ])('%j → %s', async (fault, kind, text) => {
    proxy.queue.push(fault, fault, fault);
    const e = await failure(client().verify('jane.doe@acme.com'));
    expect(e.info.kind).toBe(kind);
    expect(e.message).toContain(text);
  });

  it('never puts the key in a message or excerpt', async () => {
    proxy.queue.push({ status: 200, body: `{"echo": "${KEY}", "service_emailid_vrfy": 5}` });
    const e = await failure(client().verify('jane.doe@acme.com'));
    expect(JSON.stringify(e.info) + e.message + String(e.stack)).not.toContain(KEY);
    expect(e.info.excerpt).toContain('[redacted]');
    expect(redact(`key=${KEY}`, 100)).not.toContain(KEY);
  });
});

describe('Retry-After parsing', () => {
  it.each([
    ['5', 5],
    [' 120 ', 120],
    ['Wed, 21 Oct 2015 07:28:10 GMT', 0],
    ['soon', undefined],
    ['', undefined],
  ])('%j → %s', (value, seconds) => {
    expect(parseRetryAfter(value, Date.parse('Wed, 21 Oct 2015 07:28:00 GMT') + 60_000)).toBe(seconds);
  });

  it('counts an HTTP date from now', () => {
    expect(
      parseRetryAfter('Wed, 21 Oct 2015 07:28:10 GMT', Date.parse('Wed, 21 Oct 2015 07:28:00 GMT')),
    ).toBe(10);
  });
});

describe('a lying or moved service', () => {
  /** A loopback server answering every request with `handler`; records each request's URL and body. */
  async function liar(handler: (res: import('node:http').ServerResponse) => void) {
    const { createServer } = await import('node:http');
    const seen: { url: string; body: string }[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (d: Buffer) => (body += d));
      req.on('end', () => {
        seen.push({ url: req.url ?? '', body });
        handler(res);
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as import('node:net').AddressInfo;
    return {
      url: `http://127.0.0.1:${port}`,
      seen,
      close: () => new Promise<void>((r) => server.close(() => r())),
    };
  }

  it('refuses a redirect: nothing is sent to where it points', async () => {
    const elsewhere = await liar((res) =>
      res.end(JSON.stringify({ service_emailid_vrfy: [{ emailid: 'x@acme.com', is_valid: true }] })),
    );
    const moved = await liar((res) => res.writeHead(302, { location: `${elsewhere.url}/emailvrf` }).end());
    try {
      const e = await failure(createClient({ baseUrl: moved.url, apiKey: KEY }).verify('jane.doe@acme.com'));
      expect(e.info).toMatchObject({ kind: 'http', status: 302 });
      expect(e.message).toContain('redirect');
      expect(elsewhere.seen).toHaveLength(0);
    } finally {
      await moved.close();
      await elsewhere.close();
    }
  });

  it('stops reading an answer past its size limit, declared or streamed', async () => {
    const chunk = Buffer.alloc(1024 * 1024, 'x');
    let written = 0;
    const huge = await liar((res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const pump = () => {
        // Bounded: at most 100 MB, and only while the client still reads.
        while (written < 100 && !res.destroyed && res.write(chunk)) written++;
        if (written < 100 && !res.destroyed) res.once('drain', pump);
        else res.end();
      };
      pump();
    });
    const declared = await liar((res) =>
      res.writeHead(200, { 'content-length': String(200 * 1024 * 1024) }).end(),
    );
    try {
      const e = await failure(createClient({ baseUrl: huge.url, apiKey: KEY }).batchResult(5));
      expect(e.info.kind).toBe('schema');
      expect(e.message).toContain('larger than 64 MB');
      expect(written).toBeLessThan(100);
      const small = await failure(createClient({ baseUrl: declared.url, apiKey: KEY }).verify('a@acme.com'));
      expect(small.message).toContain('larger than 256 KB');
    } finally {
      await huge.close();
      await declared.close();
    }
  });

  it('sends the key of a batch in its body, not in its URL', async () => {
    const recorder = await liar((res) =>
      res.end(JSON.stringify({ 'batch id': 7, error: false, message: 'ok', 'total count': 1 })),
    );
    try {
      await createClient({ baseUrl: recorder.url, apiKey: KEY }).createBatch(['a@acme.com']);
      expect(recorder.seen[0]!.url).not.toContain(KEY);
      expect(JSON.parse(recorder.seen[0]!.body)).toMatchObject({ apikey: KEY, data: ['a@acme.com'] });
    } finally {
      await recorder.close();
    }
    // And the service takes it there.
    const created = await client().createBatch(['jane.doe@acme.com']);
    expect(created.batchId).toBeGreaterThan(0);
  });
});

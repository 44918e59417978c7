import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY, TEST_KEY, startService, waitForBatch, type Service } from './harness';

let svc: Service;
beforeAll(async () => {
  svc = await startService();
});
afterAll(() => svc.close());

const ENTRY_FIELDS = [
  'emailid',
  'do_you_mean',
  'is_syntax_valid',
  'is_role',
  'is_disposable',
  'is_catchall',
  'is_valid',
  'is_unknown',
  'message',
];

describe('verify one address', () => {
  it.each(['/emailvrf', '/emailvrf/'])('answers on %s with the result envelope', async (path) => {
    const { status, body } = await svc.get(path, { emailid: 'jane.doe@acme.com', apikey: KEY });
    expect(status).toBe(200);
    const entries = body.service_emailid_vrfy as Record<string, unknown>[];
    expect(entries).toHaveLength(1);
    expect(Object.keys(entries[0]!).sort()).toEqual([...ENTRY_FIELDS, 'resolved_time'].sort());
    expect(entries[0]).toMatchObject({ emailid: 'jane.doe@acme.com', is_valid: true, is_syntax_valid: true });
    expect(typeof entries[0]!.resolved_time).toBe('number');
  });

  it.each([
    ['jane.doe@acme.com', { is_valid: true, is_catchall: false, is_unknown: false }],
    ['nobody@acme.com', { is_valid: false, is_catchall: false, is_unknown: false }],
    ['anyone@globex.com', { is_valid: true, is_catchall: true }],
    ['x@stark-industries.com', { is_valid: false, is_unknown: true }],
    ['x@defunct-startup.com', { is_valid: false, is_unknown: false }],
    ['x@not-in-directory.net', { is_valid: false, is_unknown: true }],
    ['sales@acme.com', { is_valid: true, is_role: true }],
    ['temp@mailinator.com', { is_disposable: true, is_catchall: true }],
    ['jane@gmial.com', { do_you_mean: 'jane@gmail.com' }],
    ['jane..doe@acme.com', { is_syntax_valid: false, is_valid: false, do_you_mean: false }],
  ])('%s', async (emailid, expected) => {
    const { body } = await svc.get('/emailvrf', { emailid, apikey: KEY });
    expect((body.service_emailid_vrfy as unknown[])[0]).toMatchObject(expected);
  });

  it('explains a syntax failure in the message', async () => {
    const { body } = await svc.get('/emailvrf', { emailid: 'jane..doe@acme.com', apikey: KEY });
    expect((body.service_emailid_vrfy as { message: string }[])[0]!.message).toContain('two dots in a row');
  });

  it.each(['0', '5'])('accepts speed_rank=%s', async (speed_rank) => {
    const { status } = await svc.get('/emailvrf', { emailid: 'jane.doe@acme.com', apikey: KEY, speed_rank });
    expect(status).toBe(200);
  });
});

describe('parameter spellings', () => {
  it.each(['apikey', 'api_key', 'your_api_key', 'APIKEY'])('takes the key as %s', async (name) => {
    const { status } = await svc.get('/creditbalance', { [name]: KEY });
    expect(status).toBe(200);
  });

  it.each([
    ['firstname', 'lastname', 'domain'],
    ['YourFirstname', 'YourLastname', 'YourDomain'],
  ])('takes discovery names as %s/%s/%s', async (f, l, d) => {
    const { body } = await svc.get('/email-discovery', {
      [f]: 'Jane',
      [l]: 'Doe',
      [d]: 'acme.com',
      apikey: KEY,
    });
    expect(body).toEqual({
      error: false,
      email: 'jane.doe@acme.com',
      certified: 'verified',
      message: expect.any(String),
    });
  });

  it.each([
    ['apikey', 'batchid'],
    ['api_key', 'batch_id'],
  ])('takes batch parameters as %s/%s on status and result, with and without the slash', async (k, b) => {
    const created = await svc.post(
      '/batchemailvrf',
      `data=jane.doe@acme.com`,
      {
        'content-type': 'application/x-www-form-urlencoded',
      },
      `?apikey=${KEY}`,
    );
    const id = created.body['batch id'] as number;
    await waitForBatch(svc, id);
    for (const path of ['/batchstatus', '/batchstatus/']) {
      const { body } = await svc.get(path, { [k]: KEY, [b]: id });
      expect(body).toEqual({ error: false, status: 'completed', processed: 1, total: 1 });
    }
    for (const path of ['/batchresult', '/batchresult/']) {
      const { body } = await svc.get(path, { [k]: KEY, [b]: id });
      expect(body).toMatchObject({ error: false, resolved_time: expect.stringMatching(/^\d+:\d\d:\d\d$/) });
    }
  });
});

describe('credit balance and the service root', () => {
  it('reports the balance, and the test key as such', async () => {
    expect((await svc.get('/creditbalance/', { apikey: KEY })).body).toEqual({
      error: false,
      credits: expect.any(Number),
    });
    expect((await svc.get('/creditbalance', { apikey: TEST_KEY })).body).toMatchObject({ test_key: true });
  });

  it('describes itself at /', async () => {
    const { status, body } = await svc.get('/');
    expect(status).toBe(200);
    expect(body.operations).toContain('/email-discovery');
  });

  it('answers HEAD on GET routes without a body', async () => {
    const res = await fetch(`${svc.url}/creditbalance?apikey=${KEY}`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });

  it('sends no CORS headers, like the real service', async () => {
    const { headers } = await svc.get('/creditbalance', { apikey: KEY });
    expect(headers.get('access-control-allow-origin')).toBeNull();
  });
});

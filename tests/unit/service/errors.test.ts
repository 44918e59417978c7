import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DISABLED_KEY,
  KEY,
  OTHER_KEY,
  POOR_KEY,
  TEST_KEY,
  startService,
  waitForBatch,
  type Service,
} from './harness';

let svc: Service;
beforeAll(async () => {
  svc = await startService({ maxBodyBytes: 64 * 1024 });
});
afterAll(() => svc.close());

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

function expectError(
  reply: { status: number; body: Record<string, unknown> },
  status: number,
  code: number,
  text?: string,
) {
  expect(reply.status).toBe(status);
  expect(reply.body).toEqual({ error: true, error_code: code, error_message: expect.any(String) });
  if (text) expect(reply.body.error_message).toContain(text);
}

describe('101 unauthorized', () => {
  it.each([
    ['/emailvrf', { emailid: 'a@acme.com' }],
    ['/batchstatus', { batchid: 1 }],
    ['/batchresult', { batchid: 1 }],
    ['/email-discovery', { firstname: 'a', lastname: 'b', domain: 'acme.com' }],
    ['/creditbalance', {}],
  ])('%s without a key', async (path, params) => {
    expectError(await svc.get(path, params), 401, 101);
  });

  it.each(['x'.repeat(32), 'short', KEY.toLowerCase()])('an unknown key %s', async (apikey) => {
    expectError(await svc.get('/emailvrf', { emailid: 'a@acme.com', apikey }), 401, 101);
  });

  it('batch creation without a key', async () => {
    expectError(await svc.post('/batchemailvrf', 'data=a@acme.com', FORM), 401, 101);
  });
});

describe('102 credits exhausted', () => {
  it('verify, discovery and batch refuse without spending', async () => {
    expectError(await svc.get('/emailvrf', { emailid: 'jane.doe@acme.com', apikey: POOR_KEY }), 402, 102);
    expectError(
      await svc.get('/email-discovery', {
        firstname: 'Jane',
        lastname: 'Doe',
        domain: 'acme.com',
        apikey: POOR_KEY,
      }),
      402,
      102,
    );
    expectError(await svc.post('/batchemailvrf', 'data=a@acme.com', FORM, `?apikey=${POOR_KEY}`), 402, 102);
  });

  it('a batch bigger than the balance names both numbers and creates nothing', async () => {
    const data = Array.from({ length: 1_001 }, (_, i) => `p${i}@acme.com`).join(',');
    const before = (await svc.get('/creditbalance', { apikey: OTHER_KEY })).body.credits as number;
    const reply = await svc.post('/batchemailvrf', `data=${data}`, FORM, `?apikey=${OTHER_KEY}`);
    expectError(reply, 402, 102, `needs 1001 credits and the account has ${before}`);
    expect((await svc.get('/creditbalance', { apikey: OTHER_KEY })).body.credits).toBe(before);
  });

  it('a syntax-invalid address costs nothing, so it is answered even at zero credits', async () => {
    const { status, body } = await svc.get('/emailvrf', { emailid: 'not an address', apikey: POOR_KEY });
    expect(status).toBe(200);
    expect((body.service_emailid_vrfy as { is_syntax_valid: boolean }[])[0]!.is_syntax_valid).toBe(false);
  });
});

describe('103, 104, 105', () => {
  it('103 for a disabled account', async () => {
    expectError(await svc.get('/creditbalance', { apikey: DISABLED_KEY }), 403, 103);
  });

  it.each<Record<string, string>>([{}, { domain: '' }, { domain: '   ' }])(
    '104 without a domain (%j)',
    async (extra) => {
      expectError(
        await svc.get('/email-discovery', { firstname: 'Jane', lastname: 'Doe', apikey: KEY, ...extra }),
        400,
        104,
      );
    },
  );

  it.each([
    [{ lastname: 'Doe' }, 'firstname is missing'],
    [{ firstname: 'Jane' }, 'lastname is missing'],
    [{}, 'firstname and lastname are missing'],
    [{ firstname: '!!!', lastname: 'Doe' }, 'no letters'],
  ])('105 without names (%j)', async (names, text) => {
    expectError(
      await svc.get('/email-discovery', { domain: 'acme.com', apikey: KEY, ...names }),
      400,
      105,
      text,
    );
  });

  it('110 for a domain that is not one', async () => {
    expectError(
      await svc.get('/email-discovery', {
        firstname: 'Jane',
        lastname: 'Doe',
        domain: 'not a domain',
        apikey: KEY,
      }),
      400,
      110,
      'company domain or URL',
    );
  });
});

describe('parameters the service cannot use', () => {
  it.each(['6', '-1', '1.5', 'abc', '', ' ', '05', '0x1'])('speed_rank=%j', async (speed_rank) => {
    expectError(
      await svc.get('/emailvrf', { emailid: 'a@acme.com', apikey: KEY, speed_rank }),
      400,
      110,
      'speed_rank',
    );
  });

  it('speed_rank in a batch body is checked too', async () => {
    expectError(
      await svc.post('/batchemailvrf', `data=a@acme.com&speed_rank=9`, FORM, `?apikey=${KEY}`),
      400,
      110,
      'speed_rank',
    );
  });

  it('111 without emailid', async () => {
    expectError(await svc.get('/emailvrf', { apikey: KEY }), 400, 111, 'emailid');
    expectError(await svc.get('/emailvrf', { apikey: KEY, emailid: '  ' }), 400, 111, 'emailid');
  });

  it.each(['abc', '1.5', '-3', '1e3', '9'.repeat(20), '١٢'])(
    'batchid %j is not a number',
    async (batchid) => {
      expectError(await svc.get('/batchstatus', { apikey: KEY, batchid }), 400, 110, 'batchid');
    },
  );

  it('111 without batchid', async () => {
    expectError(await svc.get('/batchresult', { apikey: KEY }), 400, 111, 'batchid');
  });

  it('conflicting spellings of one parameter', async () => {
    expectError(
      await svc.get('/creditbalance', { apikey: KEY, api_key: OTHER_KEY }),
      400,
      110,
      'Conflicting',
    );
  });

  it('simulated with a real key', async () => {
    expectError(
      await svc.get('/emailvrf', { emailid: 'a@acme.com', apikey: KEY, simulated: 'valid' }),
      400,
      110,
      'test key',
    );
  });

  it('an unknown simulated case lists the known ones', async () => {
    expectError(
      await svc.get('/emailvrf', { emailid: 'a@acme.com', apikey: TEST_KEY, simulated: 'nope' }),
      400,
      110,
      'catch_all',
    );
  });
});

describe('batches that cannot be read', () => {
  it('112 for an id that does not exist, and for another account’s batch', async () => {
    expectError(await svc.get('/batchstatus', { apikey: KEY, batchid: 999999 }), 404, 112);
    const created = await svc.post('/batchemailvrf', 'data=jane.doe@acme.com', FORM, `?apikey=${OTHER_KEY}`);
    const id = created.body['batch id'] as number;
    await waitForBatch(svc, id, OTHER_KEY);
    expectError(await svc.get('/batchstatus', { apikey: KEY, batchid: id }), 404, 112);
    expectError(await svc.get('/batchresult', { apikey: KEY, batchid: id }), 404, 112);
    expect((await svc.get('/batchresult', { apikey: OTHER_KEY, batchid: id })).status).toBe(200);
  });

  it('113 for results before completion', async () => {
    const created = await svc.post(
      '/batchemailvrf',
      'data=a@acme.com',
      FORM,
      `?apikey=${TEST_KEY}&simulated=processing`,
    );
    const reply = await svc.get('/batchresult', {
      apikey: TEST_KEY,
      batchid: created.body['batch id'] as number,
    });
    expectError(reply, 409, 113, 'still processing (0 of 1 addresses)');
  });
});

describe('bodies and routes', () => {
  it('115 for malformed JSON', async () => {
    expectError(
      await svc.post(
        '/batchemailvrf',
        '{"data": [',
        { 'content-type': 'application/json' },
        `?apikey=${KEY}`,
      ),
      400,
      115,
      'not valid JSON',
    );
  });

  it.each([
    ['{"data": 5}', 'must be a list of addresses or text'],
    ['{"service_emailid_vrfy": true}', 'must be a list of addresses or text'],
    ['{"data": [1, 2]}', 'data item 1'],
    ['{"data": [{"emailid": 7}]}', 'data item 1'],
    ['{"data": {"a": 1}}', 'must be a list of addresses or text'],
    ['{"data": ["a@acme.com"], "speed_rank": {"x": 1}}', 'wrong type'],
    ['"just a string"', 'must be an object'],
    ['{"data": []}', 'holds no addresses'],
    ['{"data": " , ,\\n "}', 'holds no addresses'],
    ['{}', 'data (the list of addresses) is required'],
  ])('wrong types: %s', async (json, text) => {
    const reply = await svc.post(
      '/batchemailvrf',
      json,
      { 'content-type': 'application/json' },
      `?apikey=${KEY}`,
    );
    expect(reply.status).toBe(400);
    expect(reply.body.error_message).toContain(text);
  });

  it('118 for a body over the limit, without reading it all', async () => {
    const big = 'data=' + 'a@acme.com,'.repeat(10_000);
    expectError(await svc.post('/batchemailvrf', big, FORM, `?apikey=${KEY}`), 413, 118);
  });

  it('119 for a content type it does not read', async () => {
    expectError(
      await svc.post('/batchemailvrf', 'x', { 'content-type': 'application/xml' }, `?apikey=${KEY}`),
      415,
      119,
    );
  });

  it('116 for an unknown path, 117 for the wrong method', async () => {
    expectError(await svc.get('/nope', { apikey: KEY }), 404, 116);
    const wrong = await svc.post('/emailvrf', 'emailid=a@acme.com', FORM, `?apikey=${KEY}`);
    expectError(wrong, 405, 117);
    expect(wrong.headers.get('allow')).toBe('GET');
    expectError(await svc.get('/batchemailvrf', { apikey: KEY }), 405, 117);
  });

  it('stays up and answers JSON after every kind of bad input', async () => {
    const broken = ['{"data":', '[[[[[[[[', '{"__proto__": {"x": 1}}', '{"data": null}'];
    for (const b of broken) {
      const reply = await svc.post('/batchemailvrf', b, {}, `?apikey=${KEY}`);
      expect([400, 415]).toContain(reply.status);
      expect(reply.body.error).toBe(true);
    }
    // Junk that still forms a list is a batch whose entries come back syntax-invalid, with reasons.
    const junk = await svc.post(
      '/batchemailvrf',
      '\uffff'.repeat(100) + '\n\u0000\u0001',
      {},
      `?apikey=${KEY}`,
    );
    expect(junk.status).toBe(200);
    await waitForBatch(svc, junk.body['batch id']);
    const result = await svc.get('/batchresult', { apikey: KEY, batchid: junk.body['batch id'] as number });
    expect(result.body.service_emailid_vrfy).toEqual([
      expect.objectContaining({ is_syntax_valid: false, is_valid: false, message: 'Not valid: no @ sign.' }),
      expect.objectContaining({
        is_syntax_valid: false,
        message: 'Not valid: contains a control character.',
      }),
    ]);
    expect((await svc.get('/creditbalance', { apikey: KEY })).status).toBe(200);
  });
});

describe('logs', () => {
  it('never contain a key, whatever the spelling', async () => {
    await svc.get('/creditbalance', { 'API-Key': KEY });
    await fetch(`${svc.url}/creditbalance?ap%69key=${KEY}`);
    await svc.get('/creditbalance', { YOUR_API_KEY: OTHER_KEY });
    await svc.post('/batchemailvrf', `data=a@acme.com&apikey=${KEY}`, FORM);
    // Misspelled names: the key is still hidden, by its shape.
    await fetch(`${svc.url}/creditbalance?apikey%00=${KEY}`);
    await fetch(`${svc.url}/creditbalance?token=${OTHER_KEY}&emailid=a@acme.com`);
    expect(svc.logs.length).toBeGreaterThan(20);
    for (const line of svc.logs) {
      for (const key of [KEY, OTHER_KEY, POOR_KEY, DISABLED_KEY, TEST_KEY]) expect(line).not.toContain(key);
    }
    expect(svc.logs.some((l) => l.includes('REDACTED'))).toBe(true);
  });
});

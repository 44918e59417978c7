import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_KEY, startService, type Service } from './harness';

let svc: Service;
beforeAll(async () => {
  svc = await startService();
});
afterAll(() => svc.close());

const verify = async (simulated: string, emailid = 'someone@example.com') =>
  svc.get('/emailvrf', { emailid, apikey: TEST_KEY, simulated });
const entry = (body: Record<string, unknown>) => (body.service_emailid_vrfy as Record<string, unknown>[])[0]!;

describe('simulated results with the test key', () => {
  it.each([
    ['valid', { is_valid: true, is_catchall: false, is_unknown: false }],
    ['invalid', { is_valid: false, is_unknown: false }],
    ['catch_all', { is_valid: true, is_catchall: true }],
    ['disposable', { is_disposable: true }],
    ['role', { is_role: true }],
    ['unknown', { is_unknown: true, is_valid: false }],
    ['typo', { do_you_mean: 'someone@gmail.com', is_valid: false }],
  ])('%s', async (simulated, expected) => {
    const { status, body } = await verify(simulated);
    expect(status).toBe(200);
    expect(entry(body)).toMatchObject({ emailid: 'someone@example.com', ...expected });
    expect(entry(body).message).toContain('(simulated)');
  });

  it('typo keeps a real suggestion when the address has one', async () => {
    expect(entry((await verify('typo', 'jane@gmial.com')).body).do_you_mean).toBe('jane@gmail.com');
  });

  it('slow waits, then answers for real', async () => {
    const started = Date.now();
    const { body } = await verify('slow', 'jane.doe@acme.com');
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(entry(body)).toMatchObject({ is_valid: true });
  });

  it.each(['101', '102', '103', '104', '105'])('%s answers with that error code', async (code) => {
    const { body, status } = await verify(code);
    expect(body).toMatchObject({ error: true, error_code: Number(code) });
    expect(status).toBeGreaterThanOrEqual(400);
  });

  it('processing is for batches only', async () => {
    expect((await verify('processing')).body).toMatchObject({ error_code: 110 });
  });

  // The test key is public: it must never answer what only a paid check knows (does the mailbox exist).
  it('without simulated, the test key never gets a real mailbox answer', async () => {
    // nobody@acme.com does not exist in the directory; a real check says so, the test key must not.
    const { body } = await svc.get('/emailvrf', { emailid: 'nobody@acme.com', apikey: TEST_KEY });
    expect(entry(body)).toMatchObject({
      is_valid: true,
      message: 'Valid address: the mailbox exists. (simulated)',
    });
  });

  it.each([
    ['invalid.jane@acme.com', { is_valid: false, message: expect.stringContaining('(simulated)') }],
    ['catch-all@acme.com', { is_catchall: true }],
    ['unknown+1@acme.com', { is_unknown: true }],
    ['jane@mailinator.com', { is_disposable: true }],
    ['not an address', { is_syntax_valid: false, is_valid: false }],
  ])('the test key reads its case from %s', async (emailid, expected) => {
    const { body } = await svc.get('/emailvrf', { emailid, apikey: TEST_KEY });
    expect(entry(body)).toMatchObject(expected);
  });
});

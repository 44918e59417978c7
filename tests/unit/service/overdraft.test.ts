/**
 * An account cannot spend credits it does not have, however many requests arrive at once: each is
 * reserved before the work and refunded when the work is free or fails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, startService, type Service } from './harness';

const ONE = 'O'.repeat(32);
let svc: Service;

beforeAll(async () => {
  svc = await startService({ accounts: [...ACCOUNTS, { key: ONE, credits: 1 }], latencyMs: 30 });
});
afterAll(() => svc.close());

const balance = async () => Number((await svc.get('/creditbalance', { apikey: ONE })).body.credits);

describe('credits under concurrency', () => {
  it('20 verifies at once with 1 credit: one answered, 19 refused, balance 0', async () => {
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => svc.get('/emailvrf', { apikey: ONE, emailid: `p${i}@acme.com` })),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.body.error_code === 102)).toHaveLength(19);
    expect(await balance()).toBe(0);
  });

  it('discoveries reserve a credit and give it back when nothing is found', async () => {
    const FRESH = 'F'.repeat(32);
    const s = await startService({ accounts: [...ACCOUNTS, { key: FRESH, credits: 1 }], latencyMs: 30 });
    try {
      const misses = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          s.get('/email-discovery', {
            apikey: FRESH,
            firstname: 'No',
            lastname: `Body${i}`,
            domain: 'acme.com',
          }),
        ),
      );
      // One at a time holds the credit; the others are refused while it is held, never overdrawn.
      expect(misses.every((r) => r.status === 200 || r.body.error_code === 102)).toBe(true);
      const left = Number((await s.get('/creditbalance', { apikey: FRESH })).body.credits);
      expect(left).toBe(1);
      const found = await Promise.all(
        Array.from({ length: 10 }, () =>
          s.get('/email-discovery', {
            apikey: FRESH,
            firstname: 'Jane',
            lastname: 'Doe',
            domain: 'acme.com',
          }),
        ),
      );
      expect(found.filter((r) => r.body.email === 'jane.doe@acme.com')).toHaveLength(1);
      expect(Number((await s.get('/creditbalance', { apikey: FRESH })).body.credits)).toBe(0);
    } finally {
      await s.close();
    }
  });
});

// @vitest-environment node
/** The verdict cache: lifetimes by state, expiry, the privacy switch, pruning, and one request per key in flight. */
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Verdict, VerdictState } from '../../../core/verdict';
import { serviceVerdict } from '../../support/verdicts';

vi.mock('wxt/browser', () => ({ browser: fakeBrowser }));
const cache = await import('../../../worker/verify/cache');
const { InFlight } = await import('../../../worker/verify/in-flight');
const { DEFAULT_SETTINGS } = await import('../../../storage/settings');
const { openDb } = await import('../../../storage/db');

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 23);
const verdict = (address: string, state: VerdictState, checkedAt = NOW): Verdict =>
  serviceVerdict(address, state, checkedAt);

beforeEach(() => cache.clearCache());

describe('the verdict cache', () => {
  it('keeps each state for its own lifetime', async () => {
    const states: VerdictState[] = ['valid', 'invalid', 'risky', 'unknown'];
    await cache.putVerdicts(
      states.map((s) => verdict(`${s}@acme.com`, s)),
      DEFAULT_SETTINGS,
    );
    for (const s of states) {
      const life = DEFAULT_SETTINGS.cacheHours[s] * HOUR;
      expect(await cache.getVerdict(`${s}@acme.com`, NOW + life - 1)).toMatchObject({ state: s });
      expect(await cache.getVerdict(`${s}@acme.com`, NOW + life)).toBeUndefined();
    }
  });

  it('finds an address whatever its letter case', async () => {
    await cache.putVerdict(verdict('Jane.Doe@acme.com', 'valid'), DEFAULT_SETTINGS);
    expect(await cache.getVerdict('jane.doe@ACME.COM', NOW)).toMatchObject({ address: 'Jane.Doe@acme.com' });
    expect(await cache.getVerdicts(['JANE.DOE@acme.com', 'other@acme.com'], NOW)).toHaveLength(1);
  });

  it('stores nothing when results are not to be kept, or a lifetime is 0', async () => {
    await cache.putVerdict(verdict('a@acme.com', 'valid'), {
      ...DEFAULT_SETTINGS,
      privacy: { cacheResults: false },
    });
    await cache.putVerdict(verdict('b@acme.com', 'unknown'), {
      ...DEFAULT_SETTINGS,
      cacheHours: { ...DEFAULT_SETTINGS.cacheHours, unknown: 0 },
    });
    expect(await (await openDb()).count('cache')).toBe(0);
  });

  it('keeps a found address as long as a valid one, a miss as long as an unknown one', async () => {
    const key = cache.discoveryKey(' Jane ', 'DOE', 'acme.com');
    expect(key).toBe(cache.discoveryKey('jane', 'doe', 'acme.com'));
    const found = {
      email: 'jane.doe@acme.com',
      certified: 'verified',
      message: '',
      domain: 'acme.com',
      checkedAt: NOW,
    };
    await cache.putDiscovery(key, found, DEFAULT_SETTINGS);
    expect(await cache.getDiscovery(key, NOW + 29 * 24 * HOUR)).toMatchObject({ email: 'jane.doe@acme.com' });
    const missKey = cache.discoveryKey('no', 'one', 'acme.com');
    await cache.putDiscovery(missKey, { ...found, email: null }, DEFAULT_SETTINGS);
    expect(await cache.getDiscovery(missKey, NOW + 2 * HOUR)).toBeUndefined();
  });

  it('prunes what has expired and counts what it clears', async () => {
    await cache.putVerdicts(
      [verdict('old@acme.com', 'unknown', NOW - 2 * HOUR), verdict('new@acme.com', 'valid')],
      DEFAULT_SETTINGS,
    );
    await cache.pruneCache(NOW);
    expect(await (await openDb()).count('cache')).toBe(1);
    expect(await cache.clearCache()).toBe(1);
  });
});

describe('in-flight sharing', () => {
  it('runs one piece of work per key at a time, and again once it is done', async () => {
    const inFlight = new InFlight<number>();
    let runs = 0;
    const work = () => new Promise<number>((r) => setTimeout(() => r(++runs), 5));
    const results = await Promise.all([
      inFlight.run('k', work),
      inFlight.run('k', work),
      inFlight.run('j', work),
    ]);
    expect(results).toEqual([1, 1, 2]);
    expect(inFlight.size).toBe(0);
    expect(await inFlight.run('k', work)).toBe(3);
  });
});

// @vitest-environment node
/**
 * The worker's verify and find against the real reference service on loopback: free checks first,
 * then the cache, then one request per address; the broadcast names the page request it answers.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { KEY, startService, type Service } from '../service/harness';

vi.mock('wxt/browser', () => ({ browser: fakeBrowser }));
const sent: { tabId: number; message: unknown }[] = [];
Object.assign(fakeBrowser, {
  permissions: { contains: async () => true },
  tabs: {
    ...fakeBrowser.tabs,
    query: async () => [{ id: 1 }, { id: 2 }],
    sendMessage: async (tabId: number, message: unknown) => void sent.push({ tabId, message }),
  },
});

const { verify } = await import('../../../worker/verify/verify');
const { discover } = await import('../../../worker/verify/discover');
const { setApiKey } = await import('../../../storage/key');
const { saveSettings } = await import('../../../storage/settings');
const { clearCache } = await import('../../../worker/verify/cache');

let svc: Service;
const balance = async () => Number((await svc.get('/creditbalance', { apikey: KEY })).body.credits);
const requests = () => svc.logs.filter((l) => l.includes('/emailvrf')).length;

beforeAll(async () => {
  svc = await startService();
});
afterAll(() => svc.close());
beforeEach(async () => {
  sent.length = 0;
  await clearCache();
  await setApiKey(KEY);
  await saveSettings({ serviceUrl: svc.url });
});

describe('verify', () => {
  it('answers a syntax-invalid address locally, with no request and no credit', async () => {
    const before = await balance();
    const { verdict, cached } = await verify('jane..doe@acme.com', false);
    expect(verdict).toMatchObject({ state: 'invalid', source: 'local' });
    expect(cached).toBe(false);
    expect(await balance()).toBe(before);
  });

  it('asks the service once, then answers from the cache; force asks again', async () => {
    const before = await balance();
    const first = await verify('jane.doe@acme.com', false);
    expect(first).toMatchObject({ cached: false, verdict: { state: 'valid', source: 'service' } });
    const second = await verify('Jane.Doe@ACME.com', false);
    expect(second.cached).toBe(true);
    expect(await balance()).toBe(before - 1);
    await verify('jane.doe@acme.com', true);
    expect(await balance()).toBe(before - 2);
  });

  it('makes one request for many simultaneous asks', async () => {
    const start = requests();
    const replies = await Promise.all(Array.from({ length: 20 }, () => verify('john.smith@acme.com', false)));
    expect(new Set(replies.map((r) => r.verdict.state))).toEqual(new Set(['valid']));
    expect(requests() - start).toBe(1);
  });

  it('sends a fresh verdict to every tab, naming the page request it answers', async () => {
    await verify('maria.garcia@acme.com', false, 'req-1');
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((s) => s.tabId)).toEqual([1, 2]);
    expect(sent[0]!.message).toMatchObject({
      type: 'verdict',
      requestId: 'req-1',
      verdict: { address: 'maria.garcia@acme.com' },
    });
  });

  it('never shows a catch-all address as valid', async () => {
    const { verdict } = await verify('anyone@globex.com', false);
    expect(verdict).toMatchObject({ state: 'risky', flags: { catchAll: true } });
  });

  it('says to add a key when none is saved, and spends nothing', async () => {
    const { clearApiKey } = await import('../../../storage/key');
    await clearApiKey();
    await expect(verify('li.wei@acme.com', false)).rejects.toMatchObject({ reply: { kind: 'setup' } });
  });
});

describe('discover', () => {
  it('checks the names and the domain before any request', async () => {
    await expect(discover('', 'Doe', 'acme.com', false)).rejects.toMatchObject({
      reply: { code: 105, message: 'A first and a last name are needed.' },
    });
    await expect(discover('Jane', 'D0e', 'acme.com', false)).rejects.toMatchObject({
      reply: { field: 'lastName' },
    });
    await expect(discover('Jane', 'Doe', '   ', false)).rejects.toMatchObject({ reply: { code: 104 } });
    await expect(discover('Jane', 'Doe', 'not a domain', false)).rejects.toMatchObject({
      reply: { code: 104 },
    });
  });

  it('finds an address, takes a URL for the domain, and answers again from the cache', async () => {
    const found = await discover('Jane', 'Doe', 'https://www.acme.com/about', false);
    expect(found).toMatchObject({ email: 'jane.doe@acme.com', domain: 'acme.com', cached: false });
    const again = await discover(' jane ', 'DOE', 'acme.com', false);
    expect(again.cached).toBe(true);
  });
});

describe('domains verified on this device', () => {
  it('are never taken for typos again, and survive in storage', async () => {
    const { checkFree, learnFrom } = await import('../../../worker/verify/free-checks');
    const { verdictFromLocal } = await import('../../../core/verdict');
    const { checkLocally } = await import('../../../core/checks');
    expect((await checkFree('pat@gmial.com')).suggestion).toBe('pat@gmail.com');
    const real = {
      ...verdictFromLocal(checkLocally('pat@gmial.com')),
      state: 'valid' as const,
      source: 'service' as const,
    };
    await learnFrom([real, { ...real, address: 'x@other.com', state: 'invalid' }]);
    expect((await checkFree('pat@gmial.com')).suggestion).toBeNull();
    const { verifiedDomains } = await fakeBrowser.storage.local.get('verifiedDomains');
    expect(verifiedDomains).toContain('gmial.com');
    expect(verifiedDomains).not.toContain('other.com');
  });
});

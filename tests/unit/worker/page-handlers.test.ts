// @vitest-environment node
/** What a content script may ask: free lookups, and credits only on a click or an allow-listed frame's site within budget. */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { KEY, startService, type Service } from '../service/harness';

vi.mock('wxt/browser', () => ({ browser: fakeBrowser }));
Object.assign(fakeBrowser, {
  permissions: { contains: async () => true },
  tabs: { ...fakeBrowser.tabs, query: async () => [], sendMessage: async () => undefined },
});

const { routeMessage } = await import('../../../worker/router');
const { isAllowListed } = await import('../../../worker/page-handlers');
const { setApiKey } = await import('../../../storage/key');
const { saveSettings, DEFAULT_SETTINGS } = await import('../../../storage/settings');
const { clearCache, putVerdict } = await import('../../../worker/verify/cache');
const { verdictFromLocal } = await import('../../../core/verdict');
const { checkLocally } = await import('../../../core/checks');
const { listLeads, clearLeads } = await import('../../../storage/leads');

let svc: Service;
const balance = async () => Number((await svc.get('/creditbalance', { apikey: KEY })).body.credits);
const fromTab = (url: string) => ({ id: fakeBrowser.runtime.id, url, tab: { id: 7, url } });
const ask = (message: unknown, url = 'https://crm.example.com/contacts') =>
  routeMessage(message, fromTab(url));

beforeAll(async () => {
  svc = await startService();
});
afterAll(() => svc.close());
beforeEach(async () => {
  await fakeBrowser.storage.local.clear();
  await clearCache();
  await setApiKey(KEY);
  await saveSettings({
    serviceUrl: svc.url,
    page: { ...DEFAULT_SETTINGS.page, autoVerifySites: ['crm.example.com'], dailyBudget: 2 },
  });
});

describe('page requests', () => {
  it('refuses UI requests from a content script', async () => {
    expect(await ask({ type: 'status' })).toMatchObject({
      ok: false,
      error: { message: 'Malformed message.' },
    });
  });

  it('looks up cached verdicts for free, normalizing the addresses', async () => {
    await putVerdict(
      { ...verdictFromLocal(checkLocally('jane.doe@acme.com')), source: 'service', state: 'valid' },
      DEFAULT_SETTINGS,
    );
    const before = await balance();
    const reply = await ask({ type: 'pageLookup', addresses: ['jane.doe@ACME.com', 'nobody@acme.com'] });
    expect(reply).toMatchObject({ ok: true, value: { verdicts: [{ address: 'jane.doe@acme.com' }] } });
    expect(await balance()).toBe(before);
  });

  it('runs the free checks for a card without spending', async () => {
    const before = await balance();
    const reply = await ask({ type: 'pageCheck', address: 'jane@gmial.com' });
    expect(reply).toMatchObject({
      ok: true,
      value: { verdict: { source: 'local', suggestion: 'jane@gmail.com' } },
    });
    expect(await balance()).toBe(before);
  });

  it('verifies on a click, anywhere', async () => {
    const before = await balance();
    const reply = await ask(
      { type: 'pageVerify', address: 'john.smith@acme.com', trigger: 'click' },
      'https://elsewhere.example/',
    );
    expect(reply).toMatchObject({ ok: true, value: { verdict: { state: 'valid' } } });
    expect(await balance()).toBe(before - 1);
  });

  it('verifies automatically only on an allow-listed site, and only within the daily budget', async () => {
    const before = await balance();
    const off = await ask(
      { type: 'pageVerify', address: 'li.wei@acme.com', trigger: 'auto' },
      'https://elsewhere.example/',
    );
    expect(off).toMatchObject({ ok: false, error: { kind: 'rejected' } });
    for (const a of ['li.wei@acme.com', 'maria.garcia@acme.com'])
      expect(await ask({ type: 'pageVerify', address: a, trigger: 'auto' })).toMatchObject({ ok: true });
    const spent = await ask({ type: 'pageVerify', address: 'jose.alvarez@acme.com', trigger: 'auto' });
    expect(spent).toMatchObject({
      ok: false,
      error: { message: 'Today’s budget for automatic verification is spent.' },
    });
    // A cached verdict costs nothing, so it is given even with the budget spent.
    expect(await ask({ type: 'pageVerify', address: 'li.wei@acme.com', trigger: 'auto' })).toMatchObject({
      ok: true,
      value: { cached: true },
    });
    expect(await balance()).toBe(before - 2);
  });

  it('judges a frame by its own site: a third-party frame inside an allow-listed tab spends nothing', async () => {
    const before = await balance();
    const tab = { id: 7, url: 'https://crm.example.com/contacts' };
    for (const url of ['https://ads.example/slot', 'about:blank', 'about:srcdoc']) {
      const frame = { id: fakeBrowser.runtime.id, url, tab, frameId: 3 };
      expect(
        await routeMessage({ type: 'pageVerify', address: 'li.wei@acme.com', trigger: 'auto' }, frame),
      ).toMatchObject({ ok: false, error: { kind: 'rejected' } });
      expect(await routeMessage({ type: 'pageSettings' }, frame)).toMatchObject({
        value: { autoVerify: false },
      });
    }
    // A frame of the allow-listed site itself, in another site's tab, is that site.
    const own = {
      id: fakeBrowser.runtime.id,
      url: 'https://crm.example.com/embed',
      tab: { id: 8, url: 'https://portal.example/' },
      frameId: 4,
    };
    expect(
      await routeMessage({ type: 'pageVerify', address: 'li.wei@acme.com', trigger: 'auto' }, own),
    ).toMatchObject({ ok: true });
    expect(await balance()).toBe(before - 1);
  });

  it('finds on a click with a name as the page splits it, or as typed into the card, which it splits', async () => {
    const split = await ask({
      type: 'pageDiscover',
      name: { firstName: 'John', lastName: 'Smith' },
      domain: 'acme.com',
      trigger: 'click',
    });
    expect(split).toMatchObject({ ok: true, value: { email: 'john.smith@acme.com' } });
    // Typed for a name the page shows in another script: titles and middle initials are dropped.
    const typed = await ask({
      type: 'pageDiscover',
      name: 'Dr. John Q. Smith',
      domain: 'acme.com',
      trigger: 'click',
    });
    expect(typed).toMatchObject({ ok: true, value: { email: 'john.smith@acme.com', cached: true } });
    const before = await balance();
    // One word, or a name still not in Latin letters, is not asked of the service.
    for (const name of ['Matsumura', '松村 太郎', '  ']) {
      const reply = await ask({ type: 'pageDiscover', name, domain: 'acme.com', trigger: 'click' });
      expect(reply).toMatchObject({
        ok: false,
        error: { kind: 'input', message: 'Type their first and last name in Latin letters.' },
      });
    }
    expect(await balance()).toBe(before);
    // The old form (the name's fields beside the type) is no longer understood.
    expect(
      await ask({
        type: 'pageDiscover',
        firstName: 'John',
        lastName: 'Smith',
        domain: 'acme.com',
        trigger: 'click',
      }),
    ).toMatchObject({ ok: false, error: { message: 'Malformed message.' } });
  });

  it('tells the page its settings', async () => {
    expect(await ask({ type: 'pageSettings' })).toEqual({
      ok: true,
      value: { obfuscated: true, autoVerify: true, hasKey: true },
    });
    expect(await ask({ type: 'pageSettings' }, 'https://other.example/')).toMatchObject({
      value: { autoVerify: false },
    });
  });

  it('hands the page the overlay’s stylesheet (not shipped in the content script)', async () => {
    const reply = await ask({ type: 'pageStyle' });
    expect(reply.ok).toBe(true);
    const css = (reply as { value: { css: string } }).value.css;
    for (const rule of ['.layer', '.badge', ".badge[data-state='valid']", '.card', '.samples'])
      expect(css).toContain(rule);
  });

  it.each([
    ['crm.example.com', ['crm.example.com'], true],
    ['eu.crm.example.com', ['*.crm.example.com'], true],
    ['evilcrm.example.com', ['crm.example.com'], false],
    ['crm.example.com', ['  '], false],
  ])('allow-list: %s against %j is %s', (host, sites, expected) =>
    expect(isAllowListed(host, sites)).toBe(expected),
  );
});

describe('saving a lead from a page', () => {
  it('keeps the cached verdict and the frame’s page as the sighting, spending nothing', async () => {
    await clearLeads();
    await putVerdict(
      { ...verdictFromLocal(checkLocally('jane.doe@acme.com')), source: 'service', state: 'valid' },
      DEFAULT_SETTINGS,
    );
    const before = await balance();
    const save = {
      type: 'pageSaveLead',
      firstName: 'Jane',
      lastName: 'Doe',
      company: 'Acme',
      address: 'Jane.Doe@ACME.com',
      title: 'Contacts',
    };
    expect(await ask(save)).toMatchObject({ ok: true, value: { note: 'Saved Jane Doe to your leads.' } });
    expect(await ask(save, 'https://crm.example.com/other')).toMatchObject({
      ok: true,
      value: { note: expect.stringContaining('already in your leads') },
    });
    const [lead] = await listLeads();
    expect(lead).toMatchObject({
      address: 'jane.doe@acme.com',
      verdict: { state: 'valid' },
      company: 'Acme',
    });
    expect(lead!.sightings.map((s) => s.url)).toEqual([
      'https://crm.example.com/other',
      'https://crm.example.com/contacts',
    ]);
    expect(await balance()).toBe(before);
  });

  it('never takes a verdict from the page, and refuses what is not a lead', async () => {
    await clearLeads();
    const forged = await ask({ type: 'pageSaveLead', address: 'x@acme.com', title: 't', verdict: 'valid' });
    expect(forged.ok).toBe(true);
    expect((await listLeads())[0]!.verdict).toBeNull();
    expect(await ask({ type: 'pageSaveLead', company: 'Acme', title: 't' })).toMatchObject({
      ok: false,
      error: { message: 'A lead needs a name or an address.' },
    });
  });
});

// @vitest-environment node
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';

vi.mock('wxt/browser', () => ({ browser: fakeBrowser }));

const { routeMessage } = await import('../../../worker/router');
const { setApiKey } = await import('../../../storage/key');

const EXT = fakeBrowser.runtime.getURL('/');
const fromPopup = { id: fakeBrowser.runtime.id, url: `${EXT}popup.html` };

beforeEach(() => fakeBrowser.reset());

describe('the background router', () => {
  it('answers a well-formed request from an extension page', async () => {
    await setApiKey('K'.repeat(32));
    const reply = await routeMessage({ type: 'status' }, fromPopup);
    expect(reply).toMatchObject({ ok: true, value: { hasKey: true, settings: { speedRank: 0 } } });
  });

  it.each([
    ['a web page (content script sender)', { id: fakeBrowser.runtime.id, url: 'https://evil.example/' }],
    ['another extension', { id: 'someone-else', url: 'chrome-extension://someone-else/popup.html' }],
    ['no sender details', {}],
    [
      'a page whose URL merely contains our origin',
      { id: fakeBrowser.runtime.id, url: `https://evil.example/?${EXT}` },
    ],
  ])('rejects %s', async (_name, sender) => {
    expect(await routeMessage({ type: 'status' }, sender)).toEqual({
      ok: false,
      error: { kind: 'rejected', message: 'Unknown sender.', action: 'Nothing to do.' },
    });
  });

  it.each([
    ['an unknown type', { type: 'spendAllCredits' }],
    ['a missing field', { type: 'verify' }],
    ['a wrong type', { type: 'verify', address: 42 }],
    ['an empty address', { type: 'verify', address: '' }],
    ['a string', 'verify'],
    ['null', null],
  ])('rejects %s as malformed', async (_name, message) => {
    expect(await routeMessage(message, fromPopup)).toMatchObject({
      ok: false,
      error: { kind: 'rejected', message: 'Malformed message.' },
    });
  });

  it('rejects an oversized message before parsing it', async () => {
    const reply = await routeMessage({ type: 'verify', address: 'a'.repeat(70_000) }, fromPopup);
    expect(reply).toMatchObject({ ok: false, error: { message: 'Message too large.' } });
  });

  it('rejects an unserializable message', async () => {
    const loop: Record<string, unknown> = { type: 'status' };
    loop.self = loop;
    expect(await routeMessage(loop, fromPopup)).toMatchObject({
      ok: false,
      error: { message: 'Unreadable message.' },
    });
  });

  it('checks a connection test’s inputs before going anywhere', async () => {
    expect(
      await routeMessage(
        { type: 'testConnection', serviceUrl: 'ftp://x.example', apiKey: 'K'.repeat(32) },
        fromPopup,
      ),
    ).toMatchObject({
      ok: false,
      error: { kind: 'input', message: 'The URL must start with https:// or http://.' },
    });
    expect(
      await routeMessage(
        { type: 'testConnection', serviceUrl: 'https://x.example', apiKey: 'short' },
        fromPopup,
      ),
    ).toMatchObject({
      ok: false,
      error: { kind: 'input', message: 'A key has 32 characters; this one has 5.' },
    });
  });
});

describe('delete everything', () => {
  it('removes the key, settings, recent checks and every lead; a content script cannot ask for it', async () => {
    const { saveLead, listLeads } = await import('../../../storage/leads');
    const { getApiKey } = await import('../../../storage/key');
    const { saveSettings, getSettings } = await import('../../../storage/settings');
    Object.assign(fakeBrowser, { action: { setBadgeText: vi.fn(async () => {}) } });
    await setApiKey('K'.repeat(32));
    await saveSettings({ speedRank: 3 });
    await saveLead({ address: 'jane@acme.com' });
    const fromPage = { id: fakeBrowser.runtime.id, url: 'https://crm.example/', tab: { id: 1 } };
    expect(await routeMessage({ type: 'deleteEverything' }, fromPage)).toMatchObject({ ok: false });
    expect(await listLeads()).toHaveLength(1);

    expect(await routeMessage({ type: 'deleteEverything' }, fromPopup)).toEqual({
      ok: true,
      value: { deleted: true },
    });
    expect(await getApiKey()).toBeNull();
    expect(await listLeads()).toEqual([]);
    expect((await getSettings()).speedRank).toBe(0);
  });
});

/**
 * MailScout in Firefox ESR, end to end: the Firefox build installed as a temporary add-on in a
 * headless Firefox, driven over Marionette (tests/support/marionette.ts), against the reference
 * service on loopback. One browser for the whole file, the tests in order, as a person would go.
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchFirefox, type ElementRef, type Marionette } from '../support/marionette';
import { servePages } from '../support/serve-pages';
import { ROOT, spawnService, type SpawnedService } from '../support/spawn-service';

const KEY = 'FFxFirefoxFirefoxFirefoxFirefox0';
const ADDON_ID = 'mailscout@mailscout.app';
const UUID = '5c0a7e1d-6b0e-4d1f-9a57-2f1d3c6b8e90';
const EXT = `moz-extension://${UUID}`;
/** A name that is not this computer to the extension, resolved to 127.0.0.1 by Firefox alone. */
const FAR_HOST = 'verify.mailscout-test.lan';
const SHOTS = join(ROOT, 'test-results/screenshots/firefox');

let m: Marionette;
let closeFirefox: () => Promise<void>;
let service: SpawnedService;
let pages: { url: (name: string) => string; server: Server };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function credits(key = KEY): Promise<number> {
  const res = await fetch(`${service.url}/creditbalance?apikey=${key}`);
  return ((await res.json()) as { credits: number }).credits;
}

/** Polls `read` until `ok` holds (bounded), returning the last value read. */
async function until<T>(
  read: () => Promise<T>,
  ok: (v: T) => boolean,
  what: string,
  ms = 15_000,
): Promise<T> {
  const end = Date.now() + ms;
  let last: T;
  for (;;) {
    try {
      last = await read();
      if (ok(last)) return last;
    } catch (e) {
      if (Date.now() > end) throw e;
    }
    if (Date.now() > end) throw new Error(`${what}: still ${JSON.stringify(last!)}`);
    await sleep(200);
  }
}

/** Whether the popup's tabs fit its width, each on one line. */
const TABS_FIT = `const list = document.querySelector('[role=tablist]');
  const tabs = [...list.children].map((t) => t.getBoundingClientRect());
  return list.scrollWidth <= list.clientWidth && tabs.every((t) => t.height <= tabs[0].height && t.right <= innerWidth) ? 'fits' : JSON.stringify(tabs.map((t) => [t.right, t.height]));`;

const bodyText = () => m.execute<string>('return document.body.innerText');

async function shot(name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  writeFileSync(join(SHOTS, `${name}.png`), Buffer.from(await m.screenshot(), 'base64'));
}

/**
 * Types `text` into a field, as a person would, and checks it is what the field holds: a page that
 * renders its saved values just after loading (the options page) may replace what was typed first.
 */
async function fill(selector: string, text: string): Promise<void> {
  await until(
    async () => {
      const el = await m.find(selector);
      await m.clear(el);
      await m.type(el, text);
      await sleep(100);
      return m.property<string>(await m.find(selector), 'value');
    },
    (value) => value === text,
    `${selector} filled`,
    5_000,
  );
}

async function openPopup(tab?: string): Promise<void> {
  await m.navigate(`${EXT}/popup.html`);
  if (tab) await m.click(await m.find(`#tab-${tab}`));
}

/** The overlay's badges on the current page: its closed shadow root, which Marionette can open. */
async function badges(): Promise<{ el: ElementRef; label: string }[]> {
  const host = await m.execute<ElementRef>(
    "return [...document.documentElement.children].find((e) => e.localName.startsWith('mailscout-'))",
  );
  if (!host) return [];
  const root = await m.shadowRoot(host);
  const out: { el: ElementRef; label: string }[] = [];
  for (const el of await m.findAll('button.badge', root))
    out.push({ el, label: (await m.attribute(el, 'aria-label')) ?? '' });
  return out;
}

async function overlayText(): Promise<string> {
  const host = await m.execute<ElementRef>(
    "return [...document.documentElement.children].find((e) => e.localName.startsWith('mailscout-'))",
  );
  const root = await m.shadowRoot(host);
  const cards = await m.findAll('.card', root);
  return (await Promise.all(cards.map((c) => m.text(c)))).join('\n');
}

beforeAll(async () => {
  service = await spawnService(['--data-dir', mkdtempSync(join(tmpdir(), 'ms-ff-service-')), '--quiet'], {
    MAILSCOUT_ACCOUNTS: `${KEY}:1000`,
    MAILSCOUT_LATENCY_MS: '50',
    MAILSCOUT_BATCH_RATE: '200',
  });
  pages = await servePages({
    'selection.html':
      '<!doctype html><title>Selection</title><p id="s">Write to jane.doe@acme.com today.</p>',
    'intranet.html':
      '<!doctype html><title>Intranet</title><p>Account owner: jane.doe@acme.com</p><textarea id="paste"></textarea>',
    'team.html':
      '<!doctype html><title>Acme team</title><p style="margin:40px">John Smith, sales: john.smith@acme.com</p>',
  });
  const firefox = await launchFirefox({
    prefs: {
      'extensions.webextensions.uuids': JSON.stringify({ [ADDON_ID]: UUID }),
      // The background event page is suspended after 3 s idle (Firefox's default is 30 s).
      'extensions.background.idle.timeout': 3_000,
      'network.dns.localDomains': FAR_HOST,
    },
  });
  m = firefox.m;
  closeFirefox = firefox.close;
}, 60_000);

afterAll(async () => {
  await closeFirefox?.();
  service?.child.kill();
  pages?.server.close();
});

describe('MailScout in Firefox ESR', () => {
  it('installs, and opens its options page on install', async () => {
    expect(await m.installAddon(join(ROOT, '.output/firefox-mv3'))).toBe(ADDON_ID);
    const urls = await until(
      async () => {
        const found: string[] = [];
        for (const h of await m.windowHandles()) {
          await m.switchToWindow(h);
          found.push(await m.url());
        }
        return found;
      },
      (u) => u.some((x) => x.startsWith(`${EXT}/options.html`)),
      'the options page on install',
    );
    expect(urls).toContain(`${EXT}/options.html`);
  });

  it('saves the key and tests the connection', async () => {
    await m.navigate(`${EXT}/options.html`);
    await fill('#service-url', service.url);
    await fill('#api-key', KEY);
    await m.click(await m.find('button[type=submit]'));
    await until(bodyText, (t) => t.includes('Connected: 1,000 credits left.'), 'the balance after Save');
    await shot('options-saved');
  });

  it('refuses a plain-http service on another computer, and sends nothing there', async () => {
    await m.navigate(`${EXT}/options.html`);
    const port = new URL(service.url).port;
    await fill('#service-url', `http://${FAR_HOST}:${port}`);
    await m.click(await m.find('button[type=submit]'));
    const text = await until(bodyText, (t) => t.includes('Use https://'), 'the refusal');
    expect(text).toContain(`https://${FAR_HOST}:${port}`);
    expect(await credits()).toBe(1000);
    await shot('options-http-refused');
    // Back to the service on this computer (not saved: the refusal changed nothing).
    await m.navigate(`${EXT}/options.html`);
    expect(await m.property(await m.find('#service-url'), 'value')).toBe(service.url);
  });

  it('verifies: valid and invalid from the service, a bad address for free', async () => {
    await openPopup();
    for (const [address, word] of [
      ['jane.doe@acme.com', 'Valid'],
      ['nobody@acme.com', 'Invalid'],
    ] as const) {
      await fill('#verify-address', address);
      await m.click(await m.find('#panel-verify button[type=submit]'));
      await until(
        async () => m.text(await m.find('[data-testid=verdict]')),
        (t) => t.includes(word) && t.includes(address),
        `${address} → ${word}`,
      );
    }
    await shot('popup-verify');
    expect(await credits()).toBe(998);
    await fill('#verify-address', 'jane..doe@acme.com');
    await m.click(await m.find('#panel-verify button[type=submit]'));
    await until(
      async () => m.text(await m.find('[data-testid=verdict]')),
      (t) => t.includes('two dots'),
      'the reason',
    );
    expect(await credits()).toBe(998);
  });

  it('finds an address', async () => {
    await openPopup('find');
    await fill('#find-first', 'Maria');
    await fill('#find-last', 'Garcia');
    await fill('#find-domain', 'acme.com');
    await m.click(await m.find('#panel-find button[type=submit]'));
    await until(bodyText, (t) => t.includes('maria.garcia@acme.com'), 'the found address');
    await shot('popup-find');
  });

  /** The card's button at its confirmation spot (Firefox cannot tell whether a badge was seen). */
  async function confirmButton(): Promise<ElementRef | null> {
    const host = await m.execute<ElementRef>(
      "return [...document.documentElement.children].find((e) => e.localName.startsWith('mailscout-'))",
    );
    const found = host ? await m.findAll('button[data-confirm]', await m.shadowRoot(host)) : [];
    return found[0] ?? null;
  }

  it('badges a page; a trusted click spends one credit after a confirmation, a synthetic one none', async () => {
    await m.navigate(pages.url('crm-list.html'));
    const list = await until(badges, (b) => b.length > 5, 'badges on the page');
    const badge = list.find((b) => b.label.startsWith('John.Smith@acme.com'))!;
    expect(badge.label).toBe('John.Smith@acme.com: Unverified');
    const before = await credits();
    await m.execute('arguments[0].click()', [badge.el]);
    await sleep(1_000);
    expect(await credits()).toBe(before);
    await m.pointerClick(badge.el);
    // Firefox has no way to report whether the badge was covered: the click asks for a confirmation,
    // placed at a random spot in the card, and spends nothing yet.
    const confirm = await until(confirmButton, (b) => b !== null, 'the confirmation');
    await shot('page-badge-confirm');
    expect(await credits()).toBe(before);
    await m.pointerClick(confirm!);
    await until(
      async () => (await badges()).find((b) => b.label.startsWith('John.Smith@acme.com'))?.label,
      (l) => l === 'John.Smith@acme.com: Valid',
      'the badge after a click',
    );
    expect(await credits()).toBe(before - 1);
    await shot('page-badges');
  });

  it('badges people with the finders’ module it imports, under the page’s strict policy; the page learns nothing of where it came from', async () => {
    // A real saved article, served with a policy that lets the page load nothing from anywhere.
    await m.navigate(pages.url('corpus/article-ars-1.html'));
    // With none of its style sheets the byline sits low: bring it to the screen, as a reader would.
    await m.execute(
      "[...document.querySelectorAll('a')].find((a) => a.textContent.trim() === 'Dan Goodin').scrollIntoView({ block: 'center' })",
    );
    await until(
      async () => (await badges()).find((b) => b.label.startsWith('Dan Goodin'))?.label,
      (l) => l === 'Dan Goodin: Find email',
      'the byline’s badge',
    );
    const seen = await m.execute<string[]>(
      "return [...performance.getEntries().map((e) => e.name), new XMLSerializer().serializeToString(document)].filter((t) => t.includes('extension:'))",
    );
    expect(seen).toEqual([]);
  });

  it('shows a person read from a portrait with where the name came from, on a light and a dark page', async () => {
    for (const scheme of ['light', 'dark']) {
      await m.navigate(pages.url(`case-study.html${scheme === 'dark' ? '?dark' : ''}`));
      const badge = await until(
        async () => (await badges()).find((b) => b.label.startsWith('Travis Beale')),
        (b) => b !== undefined,
        'the portrait’s badge',
      );
      await m.pointerClick(badge!.el);
      await until(
        overlayText,
        (t) =>
          t.includes(
            'Read from a portrait and the job beside the name: check the name before you spend a credit',
          ),
        'the person card',
      );
      await shot(`person-card-portrait-${scheme}`);
    }
  });

  /** A button of the open card by its words. */
  async function cardButton(words: string): Promise<ElementRef | null> {
    const host = await m.execute<ElementRef>(
      "return [...document.documentElement.children].find((e) => e.localName.startsWith('mailscout-'))",
    );
    for (const b of host ? await m.findAll('.card button', await m.shadowRoot(host)) : [])
      if ((await m.text(b)).trim() === words) return b;
    return null;
  }

  it('saves a lead from badge cards on two pages: one lead, two sightings, in the popup and the sidebar page', async () => {
    const before = await credits();
    for (const page of ['crm-list.html', 'team.html']) {
      await m.navigate(pages.url(page));
      const badge = await until(
        async () =>
          (await badges()).find(
            (b) => b.label === 'John.Smith@acme.com: Valid' || b.label === 'john.smith@acme.com: Valid',
          ),
        (b) => b !== undefined,
        `the verified badge on ${page}`,
      );
      // A known verdict opens its card for free.
      await m.pointerClick(badge!.el);
      await m.pointerClick(
        (await until(
          () => cardButton('Save lead'),
          (b) => b !== null,
          'Save lead',
        ))!,
      );
      await until(
        overlayText,
        (t) => /Saved John Smith to your leads|already in your leads/.test(t),
        'the save note',
      );
    }
    expect(await credits()).toBe(before);
    await openPopup('leads');
    await until(bodyText, (t) => t.includes('1 lead'), 'one lead');
    // Six tabs, each on one line, inside the popup's width (Firefox's font is wider than Chrome's).
    expect(await m.execute<string>(TABS_FIT)).toBe('fits');
    await m.click(await m.find('.lead-open'));
    await until(bodyText, (t) => t.includes('Seen on 2 pages'), 'two sightings');
    await shot('popup-leads');
    await m.navigate(`${EXT}/sidepanel.html`);
    await until(bodyText, (t) => t.includes('John Smith') && t.includes('1 lead'), 'the sidebar page');
    await shot('sidebar-leads');
  });

  it('copies an address from its card on a plain-http page, which has no clipboard API; the page reads nothing', async () => {
    // An intranet tool over plain http: a name mapped to loopback is no secure context.
    await m.navigate(pages.url('intranet.html').replace('127.0.0.1', FAR_HOST));
    expect(await m.execute('return [isSecureContext, "clipboard" in navigator]')).toEqual([false, false]);
    await m.execute(`window.copied = [];
      const read = (e) => window.copied.push(e.clipboardData.getData('text/plain'));
      window.addEventListener('copy', read, true); document.addEventListener('copy', read);`);
    const [badge] = await until(badges, (b) => b.length === 1, 'the badge');
    await m.pointerClick(badge!.el);
    const copy = await until(
      () => cardButton('Copy'),
      (b) => b !== null,
      'the card’s Copy',
    );
    await m.pointerClick(copy!);
    await until(
      () => cardButton('Copied'),
      (b) => b !== null,
      'Copied',
    );
    // Pasted into the page's own text box: what the clipboard holds.
    await m.type(await m.find('#paste'), '\uE009v');
    expect(await m.execute("return document.getElementById('paste').value")).toBe('jane.doe@acme.com');
    expect(await m.execute('return window.copied')).toEqual(['']);
  });

  it('verifies a selected address from the right-click menu', async () => {
    await m.navigate(pages.url('selection.html'));
    await until(badges, (b) => b.length === 1, 'the badge');
    const p = await m.find('#s');
    // Select the address, and right-click in the middle of the selection (a person's right-click).
    const at = await m.execute<{ x: number; y: number }>(
      `const r = document.createRange(); const t = arguments[0].firstChild; r.setStart(t, 9); r.setEnd(t, 26);
       getSelection().removeAllRanges(); getSelection().addRange(r);
       const b = r.getBoundingClientRect(); return { x: Math.round(b.left + b.width / 2), y: Math.round(b.top + b.height / 2) };`,
      [p],
    );
    await m.pointerClick(at, 2);
    await m.setContext('chrome');
    try {
      const label = await until(
        () =>
          m.execute<string | null>(
            "const i = [...document.querySelectorAll('#contentAreaContextMenu menuitem')].find((x) => (x.label || '').startsWith('Verify email in') && !x.hidden); if (!i) return null; const l = i.label; i.doCommand(); document.getElementById('contentAreaContextMenu').hidePopup(); return l;",
          ),
        (l) => l !== null,
        'the menu item',
      );
      expect(label).toBe('Verify email in “jane.doe@acme.com”');
    } finally {
      await m.setContext('content');
    }
    await until(
      overlayText,
      (t) => t.includes('Valid') && t.includes('jane.doe@acme.com'),
      'the card next to the selection',
    );
    await shot('page-context-menu-result');
  });

  it('runs a batch to completion, with a notification', async () => {
    await openPopup('batch');
    const list = Array.from({ length: 10 }, (_, i) => `person${i}@acme.com`).join('\n');
    await fill('#batch-input', list);
    const send = await until(
      () => m.find('#panel-batch [data-testid=batch-summary] button.primary'),
      () => true,
      'the send button',
    );
    expect(await m.text(send)).toBe('Send 10 addresses');
    await m.click(send);
    await until(
      async () => m.attribute(await m.find('[data-testid=job]'), 'data-state'),
      (s) => s === 'done',
      'the batch done',
      30_000,
    );
    const notes = await m.executeAsync<string[]>(
      'browser.notifications.getAll().then((n) => arguments[0](Object.keys(n)))',
    );
    expect(notes.some((n) => n.startsWith('batch:'))).toBe(true);
    await shot('popup-batch-done');
  });

  it('wakes its suspended background from the popup', async () => {
    const state = () =>
      m.execute<string>(`return String(WebExtensionPolicy.getByID('${ADDON_ID}').extension.backgroundState)`);
    await m.navigate('about:blank');
    await m.setContext('chrome');
    try {
      await until(state, (s) => s === 'stopped', 'the background suspended', 20_000);
    } finally {
      await m.setContext('content');
    }
    await openPopup();
    await fill('#verify-address', 'li.wei@acme.com');
    await m.click(await m.find('#panel-verify button[type=submit]'));
    await until(
      async () => m.text(await m.find('[data-testid=verdict]')),
      (t) => t.includes('Valid'),
      'the answer',
    );
  });

  it('leaves no error from its own pages in the console, and never the key', async () => {
    await m.setContext('chrome');
    try {
      const messages = await m.execute<{ text: string; error: boolean }[]>(
        `return Services.console.getMessageArray().map((x) => {
           const e = x instanceof Ci.nsIScriptError ? x : null;
           return { text: (e ? e.sourceName + ' ' + e.errorMessage : x.message) || '', error: !!e && !(e.flags & Ci.nsIScriptError.warningFlag) };
         })`,
      );
      // Firefox itself reports a message still in flight when the test navigates a page away
      // ("Promise rejected after context unloaded", or "… resolved while context is inactive" when
      // the page sits in the back-forward cache): the page's lifetime, not an error of MailScout's.
      const ours = messages.filter(
        (x) =>
          x.text.includes('moz-extension://') &&
          !/after context unloaded|while context is inactive/.test(x.text),
      );
      expect(ours.filter((x) => x.error).map((x) => x.text.slice(0, 300))).toEqual([]);
      expect(messages.filter((x) => x.text.includes(KEY)).map((x) => x.text)).toEqual([]);
    } finally {
      await m.setContext('content');
    }
  });
});

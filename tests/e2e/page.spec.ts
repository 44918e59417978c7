import { credits, expect, openPopup, openPopupOverPage, setUpOptions, test } from './fixtures';
import {
  AUTO_SITES,
  BUDGET,
  badgeFor,
  cardBox,
  cardLuminance,
  openSavedPage,
  overlayButtons,
  overlayControls,
  overlayTree,
  readBadges,
  sendShowResult,
  servePages,
  setOption,
  verifyByClick,
} from './page-helpers';

test.describe('badges on the page', () => {
  test.beforeEach(async ({ service, extensionPage }) => {
    await (await setUpOptions(extensionPage, service.url)).close();
  });

  test('appear with local states; a click verifies and the badge updates', async ({ service, context }) => {
    const { url, server } = await servePages();
    try {
      const page = await context.newPage();
      await page.setViewportSize({ width: 1200, height: 800 });
      await page.goto(url('crm-list.html'));
      await expect.poll(async () => (await readBadges(page)).length).toBeGreaterThanOrEqual(10);
      const names = (await readBadges(page)).map((b) => b.label);
      expect(names).toEqual(
        expect.arrayContaining([
          'jane.doe@acme.com: Unverified',
          'John.Smith@acme.com: Unverified',
          'Jane Doe: Find email',
        ]),
      );
      await page.screenshot({ path: 'test-results/screenshots/page-badges.png' });
      expect(await credits(service.url)).toBe(1000);

      expect(await verifyByClick(page, 'jane.doe@acme.com')).toBe('valid');
      await page.screenshot({ path: 'test-results/screenshots/page-card.png' });
      expect(await credits(service.url)).toBe(999);
    } finally {
      server.close();
    }
  });

  test('a labelled list of names, one a line, gets a badge after each name, not after the last line', async ({
    context,
  }) => {
    const { url, server } = await servePages({
      'show.html':
        '<article><h1>A group show</h1><p>Opening on Friday at seven.</p><p>Photographers:<br>Ada Lovelace<br>Grace Hopper (guest)<br>Alan Turing</p><p>Free entry.</p></article>',
    });
    try {
      const page = await context.newPage();
      await page.setViewportSize({ width: 1200, height: 800 });
      await page.goto(url('show.html'));
      const people = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing'];
      await expect
        .poll(async () => (await readBadges(page)).filter((b) => b.label.endsWith(': Find email')).length)
        .toBe(3);
      // Where each name's text ends on the page.
      const ends = await page.evaluate((names) => {
        const p = document.querySelectorAll('p')[1]!;
        return names.map((name) => {
          const node = [...p.childNodes].find((n) => n.textContent!.includes(name))!;
          const range = document.createRange();
          const at = node.textContent!.indexOf(name);
          range.setStart(node, at);
          range.setEnd(node, at + name.length);
          const r = range.getBoundingClientRect();
          return { right: r.right, y: (r.top + r.bottom) / 2 };
        });
      }, people);
      for (const [i, name] of people.entries()) {
        const badge = (await badgeFor(page, name))!;
        // On its own line, after its name: right after it, or (with no room before "(guest)", as a
        // badge never covers words) at the end of that line.
        expect(Math.abs(badge.y - ends[i]!.y)).toBeLessThan(12);
        expect(badge.left).toBeGreaterThanOrEqual(ends[i]!.right - 1);
        if (name !== 'Grace Hopper') expect(badge.left - ends[i]!.right).toBeLessThan(40);
      }
      await page.screenshot({ path: 'test-results/screenshots/page-labelled-list.png' });
    } finally {
      server.close();
    }
  });

  test('Copy in the card works on a plain-http page (no clipboard API there), and the page reads nothing', async ({
    context,
    extensionPage,
  }) => {
    const { url, server } = await servePages({ 'intranet.html': '<p>Account owner: jane.doe@acme.com</p>' });
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const page = await context.newPage();
      await page.setViewportSize({ width: 1200, height: 800 });
      // An intranet tool over plain http: x.com, mapped to loopback, is no secure context.
      await page.goto(url('intranet.html').replace('127.0.0.1', 'x.com'));
      expect(await page.evaluate(() => [isSecureContext, 'clipboard' in navigator])).toEqual([false, false]);
      await page.evaluate(() => {
        const w = window as unknown as { copied: string[] };
        w.copied = [];
        const read = (e: ClipboardEvent) => void w.copied.push(e.clipboardData?.getData('text/plain') ?? '');
        window.addEventListener('copy', read, true);
        document.addEventListener('copy', read);
      });
      // Verify the address from its badge (a trusted click), then Copy from its card once the verdict is in.
      const copyFromCard = async () => {
        const texts = async () => (await overlayButtons(page)).map((b) => b.text);
        await expect.poll(texts).toContain('Re-check · 1 credit');
        // The card may draw its row again just then: wait for the button itself, and click where it is.
        let copy: Awaited<ReturnType<typeof overlayButtons>>[number] | undefined;
        await expect
          .poll(async () => (copy = (await overlayButtons(page)).find((b) => b.text === 'Copy')))
          .toBeTruthy();
        await page.mouse.click(copy!.x, copy!.y);
        return texts;
      };
      expect(await verifyByClick(page, 'jane.doe@acme.com')).toBe('valid');
      await expect.poll(await copyFromCard()).toContain('Copied');
      const popup = await openPopup(extensionPage);
      expect(await popup.evaluate(() => navigator.clipboard.readText())).toBe('jane.doe@acme.com');
      // The page's own listener ran before the text was set, and none after it.
      expect(await page.evaluate(() => (window as unknown as { copied: string[] }).copied)).toEqual(['']);
      // A page that stops every copy event: the card says it did not copy, and what to do.
      await popup.evaluate(() => navigator.clipboard.writeText('before'));
      await page.reload();
      await page.evaluate(() => window.addEventListener('copy', (e) => e.stopImmediatePropagation(), true));
      // Known now: a click on its badge opens its card, and spends nothing.
      await expect.poll(async () => (await badgeFor(page, 'jane.doe@acme.com'))?.state).toBe('valid');
      const badge = (await badgeFor(page, 'jane.doe@acme.com'))!;
      await page.mouse.click(badge.x, badge.y);
      await expect.poll(await copyFromCard()).toContain('Not copied');
      expect(await popup.evaluate(() => navigator.clipboard.readText())).toBe('before');
    } finally {
      server.close();
    }
  });

  test('a syntax-invalid address is marked at once, for free', async ({ service, context }) => {
    const { url, server } = await servePages({
      'bad.html': '<p>Write to jane..doe@acme.com or ok@acme.com</p>',
    });
    try {
      const page = await context.newPage();
      await page.goto(url('bad.html'));
      await expect
        .poll(async () => (await readBadges(page)).map((b) => `${b.label}|${b.state}`).sort())
        .toEqual(['ok@acme.com: Unverified|local']);
      expect(await credits(service.url)).toBe(1000);
    } finally {
      server.close();
    }
  });

  test('badges do not cover the page’s words: where the words do not fit, the icon alone, at the line’s end if need be', async ({
    context,
  }) => {
    const { url, server } = await servePages({
      'tight.html': `<!doctype html><meta charset="utf-8"><style>td { padding: 0 2px } table { border-spacing: 0 }</style>
<p>Write to &lt;roomy@acme.com&gt;.</p>
<p>Ask &lt;tight@acme.com&gt;, then Bob.</p>
<table><tr><td>cell@acme.com</td><td>Sam</td></tr></table>`,
    });
    try {
      const page = await context.newPage();
      await page.goto(url('tight.html'));
      await expect.poll(async () => (await readBadges(page)).length).toBe(3);
      const badges = await readBadges(page);
      const badge = (address: string) => badges.find((b) => b.label.startsWith(`${address}:`))!;
      /** The left and right edges of the first text on the page that reads `text`. */
      const edges = (text: string) =>
        page.evaluate((text) => {
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
            const at = n.data.indexOf(text);
            if (at < 0) continue;
            const range = document.createRange();
            range.setStart(n, at);
            range.setEnd(n, at + text.length);
            const r = range.getBoundingClientRect();
            return { left: r.left, right: r.right };
          }
          throw new Error(`no text "${text}"`);
        }, text);

      // Room after it: the icon and the words, after the address and the punctuation that closes it.
      expect(badge('roomy@acme.com').compact).toBe(false);
      expect(badge('roomy@acme.com').left).toBeGreaterThanOrEqual((await edges('roomy@acme.com>.')).right);
      // In a sentence with one space before the next word: no room beside it, so the icon alone at
      // the end of the line, over neither the address nor the next words.
      expect(badge('tight@acme.com').compact).toBe(true);
      expect(badge('tight@acme.com').left).toBeGreaterThanOrEqual((await edges('then Bob.')).right);
      // In a tight table: the icon alone, before the next column's text; its words are in its name.
      expect(badge('cell@acme.com').compact).toBe(true);
      expect(badge('cell@acme.com').right).toBeLessThanOrEqual((await edges('Sam')).left);
      expect(badge('cell@acme.com').label).toBe('cell@acme.com: Unverified');
      await page.screenshot({ path: 'test-results/screenshots/page-tight.png' });
    } finally {
      server.close();
    }
  });

  test('a card shows the free checks with the domain lists (disposable, free provider), for free', async ({
    service,
    context,
  }) => {
    const { url, server } = await servePages({
      'lists.html': '<p>Temp: throwaway@mailinator.com</p><p>Home: jane.doe@gmail.com</p>',
    });
    try {
      const page = await context.newPage();
      await page.goto(url('lists.html'));
      await expect.poll(async () => (await readBadges(page)).length).toBe(2);
      const cardText = async (address: string) => {
        const badge = (await badgeFor(page, address))!;
        await page.mouse.move(badge.x, badge.y);
        let text = '';
        await expect
          .poll(async () => (text = (await overlayTree(page)).text), { timeout: 5_000 })
          .toContain('Free local checks');
        await page.mouse.move(1, 1);
        await expect.poll(async () => (await overlayTree(page)).text).not.toContain('Free local checks');
        return text;
      };
      const temp = await cardText('throwaway@mailinator.com');
      expect(temp).toContain('Risky: disposable');
      expect(temp).toContain('Disposable');
      const home = await cardText('jane.doe@gmail.com');
      expect(home).toContain('Free provider');
      expect(home).not.toContain('Disposable');
      expect(await credits(service.url)).toBe(1000);
    } finally {
      server.close();
    }
  });

  test('rows appended by a page script get badges', async ({ context }) => {
    const { url, server } = await servePages();
    try {
      const page = await context.newPage();
      await page.goto(url('crm-list.html'));
      await expect.poll(async () => (await readBadges(page)).length).toBeGreaterThan(5);
      await page.evaluate(() => {
        const body = document.querySelector('tbody')!;
        for (let i = 0; i < 50; i++) {
          const tr = document.createElement('tr');
          for (const text of ['New', `Person${i}`, 'Acme', 'acme.com', `new.person${i}@acme.com`, 'Sam']) {
            const td = document.createElement('td');
            td.textContent = text;
            tr.append(td);
          }
          body.prepend(tr);
        }
      });
      await expect
        .poll(async () => (await readBadges(page)).filter((b) => b.label.startsWith('new.person')).length, {
          timeout: 10_000,
        })
        .toBeGreaterThan(10);
      // The rows are people too (first and last name columns): they get their Find badges.
      await expect
        .poll(async () => (await readBadges(page)).some((b) => b.label === 'New Person0: Find email'))
        .toBe(true);
    } finally {
      server.close();
    }
  });

  test('a verdict from the popup reaches the badge on an open tab, from one request', async ({
    service,
    context,
    extensionPage,
  }) => {
    const { url, server } = await servePages();
    try {
      const page = await context.newPage();
      await page.goto(url('crm-list.html'));
      await expect.poll(async () => (await badgeFor(page, 'peter.gibbons@initech.com'))?.state).toBe('local');
      const popup = await extensionPage('popup.html');
      await popup.getByLabel('Email address').fill('peter.gibbons@initech.com');
      await popup.getByLabel('Email address').press('Enter');
      await expect(popup.getByTestId('verdict')).toContainText('From the service');
      await expect
        .poll(async () => (await badgeFor(page, 'peter.gibbons@initech.com'))?.state)
        .toBe('invalid');
      expect(await credits(service.url)).toBe(999);
    } finally {
      server.close();
    }
  });
});

test.describe('the popup and the page', () => {
  test.beforeEach(async ({ service, extensionPage }) => {
    await (await setUpOptions(extensionPage, service.url)).close();
  });

  test('This page lists what the badges found, and verifies all of it', async ({
    service,
    context,
    worker,
  }) => {
    const { url, server } = await servePages();
    try {
      const page = await context.newPage();
      await page.goto(url('crm-list.html'));
      await expect.poll(async () => (await readBadges(page)).length).toBeGreaterThan(5);
      await page.bringToFront();
      const popup = await openPopupOverPage(context, worker, 600);
      await popup.getByRole('tab', { name: 'This page' }).click();
      await expect(popup.getByText('6 addresses and 5 people on this page.')).toBeVisible();
      await popup.screenshot({ path: 'test-results/screenshots/popup-this-page.png' });
      await popup.getByRole('button', { name: 'Verify 6 unverified addresses' }).click();
      await expect(popup.getByRole('list', { name: 'Addresses' })).not.toContainText('Unverified', {
        timeout: 20_000,
      });
      expect(await credits(service.url)).toBe(1000 - 6);
      // Nothing left to verify: said in words, not as a disabled "Verify 0" button.
      await expect(popup.getByTestId('all-verified')).toHaveText('✓ All verified');
      await expect(popup.getByRole('button', { name: /Verify 0/ })).toHaveCount(0);
      // A person whose address is in the same row shows it instead of offering Find.
      await expect(popup.getByRole('list', { name: 'People' })).toContainText('jane.doe@acme.com');
      await popup.screenshot({ path: 'test-results/screenshots/popup-this-page-verified.png' });
      await expect.poll(async () => (await badgeFor(page, 'jane.doe@acme.com'))?.state).toBe('valid');
      await popup
        .getByRole('list', { name: 'People' })
        .getByRole('button', { name: 'Find email' })
        .first()
        .click();
      await expect(popup.getByLabel('First name')).not.toHaveValue('');
    } finally {
      server.close();
    }
  });

  test('an email field gets a typo hint, and nothing is spent', async ({ service, context }) => {
    const { url, server } = await servePages({
      'form.html': '<form><label>Email <input type="email" id="e"></label><button>Go</button></form>',
    });
    try {
      const page = await context.newPage();
      await page.goto(url('form.html'));
      await page.locator('#e').fill('jane@gmial.com');
      await page.locator('#e').blur();
      const cdp = await context.newCDPSession(page);
      await expect
        .poll(async () => {
          const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as {
            root: unknown;
          };
          return JSON.stringify(root).includes('Did you mean jane@gmail.com?');
        })
        .toBe(true);
      expect(await credits(service.url)).toBe(1000);
    } finally {
      server.close();
    }
  });
});

test('auto-verify: only on allow-listed sites, and never past the daily budget', async ({
  service,
  extensionPage,
  context,
}) => {
  const options = await setUpOptions(extensionPage, service.url);
  await setOption(options, BUDGET, '3');
  const { url, server } = await servePages();
  try {
    const page = await context.newPage();
    await page.goto(url('crm-list.html'));
    await expect.poll(async () => (await readBadges(page)).length).toBeGreaterThan(5);
    await page.waitForTimeout(1_500);
    expect(await credits(service.url)).toBe(1000); // not allow-listed: nothing spent

    await setOption(options, AUTO_SITES, '127.0.0.1');
    await page.reload();
    await expect
      .poll(
        async () =>
          (await readBadges(page)).filter((b) => ['valid', 'invalid', 'risky', 'unknown'].includes(b.state))
            .length,
        { timeout: 15_000 },
      )
      .toBe(3);
    await page.waitForTimeout(1_500);
    expect(await credits(service.url)).toBe(1000 - 3);
  } finally {
    server.close();
  }
});

test('a person badge finds the address, verified in the same credit', async ({
  service,
  extensionPage,
  context,
}) => {
  await setUpOptions(extensionPage, service.url);
  const { url, server } = await servePages();
  const click = async (page: import('@playwright/test').Page, text: string) => {
    for (let i = 0; i < 50; i++) {
      const b = (await overlayButtons(page)).find((x) => x.text === text && x.state === '');
      if (b) return page.mouse.click(b.x, b.y);
      await page.waitForTimeout(100);
    }
    throw new Error(`no "${text}" button in the card`);
  };
  try {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1200, height: 800 });
    await page.goto(url('team-hcards.html'));
    await expect.poll(async () => (await badgeFor(page, 'Jan van der Berg'))?.state).toBe('person');
    const badge = (await badgeFor(page, 'Jan van der Berg'))!;
    await page.mouse.click(badge.x, badge.y);
    await click(page, 'Find email');
    // One discovery that found and verified the address: its verdict, so nothing more to spend.
    await expect.poll(() => credits(service.url)).toBe(1000 - 1);
    await expect.poll(async () => (await overlayButtons(page)).map((b) => b.text)).toContain('Copy');
    expect((await overlayButtons(page)).map((b) => b.text)).not.toContain('Verify again');
    await page.waitForTimeout(300);
    await page.screenshot({ path: 'test-results/screenshots/page-person-card.png' });
  } finally {
    server.close();
  }
});

test('a client’s card read from a portrait: the card says where the name came from and to check it first; nothing is spent', async ({
  service,
  extensionPage,
  context,
}) => {
  await setUpOptions(extensionPage, service.url);
  const { url, server } = await servePages();
  try {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1000, height: 700 });
    await page.goto(url('case-study.html'));
    await expect.poll(async () => (await badgeFor(page, 'Travis Beale'))?.state).toBe('person');
    const badge = (await badgeFor(page, 'Travis Beale'))!;
    await page.mouse.click(badge.x, badge.y);
    // The company is the job's, never the site's; the evidence line says to check the name, as the
    // reading is a guess from a picture's words.
    await expect
      .poll(async () => (await overlayTree(page)).text)
      .toContain(
        'Travis Beale Consumable Read from a portrait and the job beside the name: check the name before you spend a credit',
      );
    await page.waitForTimeout(300);
    await page.screenshot({ path: 'test-results/screenshots/page-portrait-card-light.png' });
    expect(await cardLuminance(page)).toBeGreaterThan(0.7);
    // On a dark page the card is dark too (it follows the page's colours when it opens).
    await page.keyboard.press('Escape');
    await expect.poll(() => cardBox(page)).toBeNull();
    await page.evaluate(() =>
      document.body.setAttribute(
        'style',
        `${document.body.getAttribute('style')};background:#16181c;color:#e6e8ec`,
      ),
    );
    await page.mouse.click(badge.x, badge.y);
    await expect
      .poll(async () => (await overlayTree(page)).text)
      .toContain('check the name before you spend a credit');
    await page.waitForTimeout(300);
    await page.screenshot({ path: 'test-results/screenshots/page-portrait-card-dark.png' });
    expect(await cardLuminance(page)).toBeLessThan(0.3);
    // Opening the card spends nothing: a person is only looked up on a click of Find.
    expect(await credits(service.url)).toBe(1000);
  } finally {
    server.close();
  }
});

test('a writer named in Han: the badge and card show the name family name first, and Find asks for it in Latin letters', async ({
  service,
  extensionPage,
  context,
}) => {
  await setUpOptions(extensionPage, service.url);
  const { url, server } = await servePages();
  const control = async (page: import('@playwright/test').Page, tag: string, label: string) => {
    for (let i = 0; i < 50; i++) {
      const c = (await overlayControls(page, tag)).find((x) => x.label === label || x.text === label);
      if (c) return c;
      await page.waitForTimeout(100);
    }
    throw new Error(`no ${tag} "${label}" in the card`);
  };
  try {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1200, height: 800 });
    // CNET Japan's byline, saved: <span class="writer">松村太郎</span> under the headline.
    await page.goto(url('corpus/article-postlight-cnet-jp.html'));
    await page.getByText('松村太郎', { exact: true }).first().scrollIntoViewIfNeeded();
    await expect.poll(async () => (await badgeFor(page, '松村 太郎'))?.state).toBe('person');
    const badge = (await badgeFor(page, '松村 太郎'))!;
    await page.mouse.click(badge.x, badge.y);
    await expect.poll(async () => (await overlayTree(page)).text).toContain('松村 太郎');
    expect((await overlayTree(page)).text).toContain('Their name in Latin letters');
    await page.screenshot({ path: 'test-results/screenshots/page-cjk-card.png' });

    // Types the name and the domain into the card as a person would, then presses Find email.
    const find = async (name: string) => {
      for (const [field, text] of [
        ['ms-latin', name],
        ['ms-domain', 'piedpiper.com'],
      ] as const) {
        const input = await control(page, 'INPUT', field);
        await page.mouse.click(input.x, input.y);
        await page.keyboard.press('ControlOrMeta+a');
        await page.keyboard.type(text);
      }
      const button = await control(page, 'BUTTON', 'Find email');
      await page.mouse.click(button.x, button.y);
    };
    // One word is not a first and last name: the card says so, and nothing is asked of the service.
    await find('Matsumura');
    await expect
      .poll(async () => (await overlayTree(page)).text)
      .toContain('Type their first and last name in Latin letters.');
    await page.screenshot({ path: 'test-results/screenshots/page-cjk-card-one-word.png' });
    await find('Taro Matsumura');
    // The service was asked with the name in Latin letters; a search that finds nothing is free.
    await expect
      .poll(async () => (await overlayTree(page)).text)
      .toContain('No address found for Taro Matsumura at piedpiper.com');
    expect(await credits(service.url)).toBe(1000);
  } finally {
    server.close();
  }
});

test('on a long page only what is near the screen is scanned, and scrolling brings the rest', async ({
  context,
}) => {
  const rows = Array.from(
    { length: 2_000 },
    (_, i) => `<tr><td>P${i}</td><td>Row${i}</td><td>person${i}@acme${i % 50}.com</td></tr>`,
  ).join('');
  const { url, server } = await servePages({
    'long.html': `<table><thead><tr><th>First name</th><th>Last name</th><th>Email</th></tr></thead><tbody>${rows}</tbody></table>`,
  });
  try {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1000, height: 700 });
    await page.goto(url('long.html'));
    await expect
      .poll(async () => (await readBadges(page)).some((b) => b.label.startsWith('person0@')))
      .toBe(true);
    expect((await readBadges(page)).some((b) => b.label.startsWith('person1990@'))).toBe(false);
    await page.mouse.wheel(0, 100_000);
    await expect
      .poll(async () => (await readBadges(page)).some((b) => b.label.startsWith('person1990@')), {
        timeout: 10_000,
      })
      .toBe(true);
    // Back up to the middle: the walk starts where it last found the screen and goes back from there.
    await page.evaluate(() => document.querySelector('tbody tr:nth-child(1001)')!.scrollIntoView());
    await expect
      .poll(async () => (await readBadges(page)).some((b) => b.label.startsWith('person1000@')))
      .toBe(true);
  } finally {
    server.close();
  }
});

test('a frame from another site gets its own badges', async ({ context }) => {
  const { url, server } = await servePages({
    'outer.html': '<p>Write to jane.doe@acme.com</p>',
    'inner.html': '<p>Or nobody@initech.com</p>',
  });
  try {
    const page = await context.newPage();
    await page.goto(url('outer.html'));
    // Another site (localhost, not 127.0.0.1, which the extension has host access to): a frame in a
    // process of its own, where the extension has no more than its content script.
    await page.evaluate(
      (src) => {
        document.body.append(
          Object.assign(document.createElement('iframe'), { src, width: 400, height: 120 }),
        );
      },
      url('inner.html').replace('127.0.0.1', 'localhost'),
    );
    await expect.poll(() => page.frames().some((f) => f.url().endsWith('/inner.html'))).toBe(true);
    const frame = page.frames().find((f) => f.url().endsWith('/inner.html'))!;
    await expect
      .poll(async () => (await readBadges(frame)).map((b) => b.label))
      .toEqual(['nobody@initech.com: Unverified']);
    expect((await readBadges(page)).map((b) => b.label)).toEqual(['jane.doe@acme.com: Unverified']);
    await page.screenshot({ path: 'test-results/screenshots/page-frame-badges.png' });
  } finally {
    server.close();
  }
});

test('a long list laid out bottom to top is still scanned where the screen is', async ({ context }) => {
  const items = Array.from({ length: 400 }, (_, i) => `<li>Item ${i}: item${i}@acme.com</li>`).join('');
  const { url, server } = await servePages({
    'reversed.html': `<ul style="display:flex;flex-direction:column-reverse;margin:0">${items}</ul>`,
  });
  try {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1000, height: 700 });
    await page.goto(url('reversed.html'));
    // The last item is drawn first, at the top of the page; the first is far below.
    await expect
      .poll(async () => (await readBadges(page)).some((b) => b.label.startsWith('item399@')))
      .toBe(true);
    expect((await readBadges(page)).some((b) => b.label.startsWith('item0@'))).toBe(false);
  } finally {
    server.close();
  }
});

test('Find, Copy, then the found address on a page: one credit in all', async ({
  service,
  context,
  extensionPage,
}) => {
  await (await setUpOptions(extensionPage, service.url)).close();
  const before = await credits(service.url);
  const popup = await openPopup(extensionPage, 600);
  await popup.getByRole('tab', { name: 'Find' }).click();
  await popup.getByLabel('First name').fill('José');
  await popup.getByLabel('Last name').fill('Álvarez');
  await popup.getByLabel('Company domain or website').fill('acme.com');
  await popup.getByRole('button', { name: 'Find email' }).click();
  await expect(popup.getByTestId('discovery').locator('.state')).toHaveText(/Verified/);
  expect(await credits(service.url)).toBe(before - 1);
  await popup.getByTestId('discovery').getByRole('button', { name: /Copy/ }).click();
  // Its verdict is the discovery's: shown for free.
  await popup.getByRole('button', { name: 'See its verdict' }).click();
  await expect(popup.getByTestId('verdict').locator('.state')).toHaveText(/Valid/);
  const { url, server } = await servePages({
    'found.html': `<p style="font:16px sans-serif">José Álvarez — jose.alvarez@acme.com</p>`,
  });
  try {
    const page = await context.newPage();
    await page.goto(url('found.html'));
    await expect
      .poll(async () => (await badgeFor(page, 'jose.alvarez@acme.com'))?.state, { timeout: 10_000 })
      .toBe('valid');
    expect(await credits(service.url)).toBe(before - 1);
  } finally {
    server.close();
  }
});

test('a right-click result sits by the selection, takes the focus, and closes with Esc, a click elsewhere or its button', async ({
  service,
  context,
  extensionPage,
}) => {
  await (await setUpOptions(extensionPage, service.url)).close();
  const { url, server } = await servePages({
    'menu.html': `<input id="q" placeholder="search"><p style="margin:300px 0 0 400px;font:16px sans-serif">
      Our partner <span id="name">Jose Alvarez</span> leads sales.</p>`,
  });
  const worker = await extensionPage('popup.html');
  try {
    const page = await context.newPage();
    await page.goto(url('menu.html'));
    const pageUrl = page.url();
    const open = async () => {
      await page.evaluate(() => {
        document.getElementById('q')!.focus();
        const range = document.createRange();
        range.selectNodeContents(document.getElementById('name')!);
        getSelection()!.removeAllRanges();
        getSelection()!.addRange(range);
      });
      // What the worker sends after "Find the email of …": a person card in the page.
      await sendShowResult(worker, pageUrl, { person: { firstName: 'Jose', lastName: 'Alvarez' } });
      await expect.poll(async () => (await overlayButtons(page)).some((b) => b.text === '×')).toBe(true);
    };
    const closed = () =>
      expect.poll(async () => (await overlayButtons(page)).some((b) => b.text === '×')).toBe(false);

    await open();
    const name = (await page.locator('#name').boundingBox())!;
    const close = (await overlayButtons(page)).find((b) => b.text === '×')!;
    // Anchored to the selection: just below it, not in a corner of the page.
    expect(close.y).toBeGreaterThan(name.y + name.height);
    expect(close.y).toBeLessThan(name.y + name.height + 60);
    expect(close.x).toBeGreaterThan(name.x);
    // The card has the focus (its domain field; inside a closed root the page sees the host).
    expect(await page.evaluate(() => document.activeElement?.localName)).toMatch(/^mailscout-/);
    await page.screenshot({ path: 'test-results/screenshots/page-menu-result.png' });
    await page.keyboard.press('Escape');
    await closed();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('q'); // the focus is back

    await open();
    await page.mouse.click(20, 600); // elsewhere on the page
    await closed();

    await open();
    const button = (await overlayButtons(page)).find((b) => b.text === '×')!;
    await page.mouse.click(button.x, button.y);
    await closed();
  } finally {
    server.close();
  }
});

test('a card opened at any corner of the window stays inside it', async ({ context }) => {
  const spot = (css: string, address: string) =>
    `<p style="position:absolute;${css};margin:0;font:14px sans-serif">${address}</p>`;
  const { url, server } = await servePages({
    'corners.html': `<body style="margin:0;height:100vh">
      ${spot('left:8px;top:8px', 'tl@acme.com')}${spot('right:40px;top:8px', 'tr@acme.com')}
      ${spot('left:8px;bottom:8px', 'bl@acme.com')}${spot('right:40px;bottom:8px', 'br@acme.com')}</body>`,
  });
  try {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1000, height: 700 });
    await page.goto(url('corners.html'));
    await expect.poll(async () => (await readBadges(page)).length).toBe(4);
    const view = await page.evaluate(() => ({
      width: document.documentElement.clientWidth,
      height: document.documentElement.clientHeight,
    }));
    for (const address of ['tl@acme.com', 'tr@acme.com', 'bl@acme.com', 'br@acme.com']) {
      await page.mouse.move(5, 350);
      await expect.poll(() => cardBox(page)).toBeNull();
      const badge = (await badgeFor(page, address))!;
      await page.mouse.move(badge.x, badge.y);
      // The box as the card was first seen open (one read, not a second that may come after it shut).
      let box: Awaited<ReturnType<typeof cardBox>> = null;
      await expect.poll(async () => (box ??= await cardBox(page))).not.toBeNull();
      box = box!;
      expect(box.left, address).toBeGreaterThanOrEqual(0);
      expect(box.top, address).toBeGreaterThanOrEqual(0);
      expect(box.right, address).toBeLessThanOrEqual(view.width);
      expect(box.bottom, address).toBeLessThanOrEqual(view.height);
      // No horizontal scroll bar appears for it.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(view.width);
      // The card does not cover its own badge.
      expect(badge.y < box.top || badge.y > box.bottom, address).toBe(true);
      await page.screenshot({ path: `test-results/screenshots/page-card-corner-${address.slice(0, 2)}.png` });
    }
  } finally {
    server.close();
  }
});

/** Boxes of each address's text and of the next word after it (glued punctuation included), in viewport pixels. */
async function textBoxes(page: import('@playwright/test').Page, addresses: string[]) {
  return page.evaluate((list) => {
    type Box = { left: number; top: number; right: number; bottom: number };
    const box = (r: DOMRect): Box => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom });
    const out: Record<string, { address: Box[]; next: Box[] }> = {};
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);
    for (const address of list) {
      const i = nodes.findIndex((n) => n.data.includes(address));
      const node = nodes[i]!;
      const start = node.data.indexOf(address);
      const r = document.createRange();
      r.setStart(node, start);
      r.setEnd(node, start + address.length);
      const next: Box[] = [];
      // The next non-space run: in the same text node, else in the nodes after it.
      let at = start + address.length;
      for (let k = i; k < nodes.length && next.length === 0; k++, at = 0) {
        const rest = nodes[k]!.data.slice(at);
        const m = /\S+/.exec(rest);
        if (!m) continue;
        const w = document.createRange();
        w.setStart(nodes[k]!, at + m.index);
        w.setEnd(nodes[k]!, at + m.index + m[0].length);
        next.push(...[...w.getClientRects()].map(box));
      }
      out[address] = { address: [...r.getClientRects()].map(box), next };
    }
    return out;
  }, addresses);
}

test('badges cover neither their address nor the next word: sentences, a tight table, roomy lines', async ({
  context,
}) => {
  const sentence = ['jane.doe0@acme.com', 'john.smith@acme.com', 'li.wei@acme.com', 'maria.garcia@acme.com'];
  const table = ['a.long.name.here@acme.com', 'sales@initech.com', 'b.person@hooli.com'];
  const roomy = ['bo@acme.com', 'cy@acme.com'];
  const { url, server } = await servePages({
    'geometry.html': `<body style="font:14px sans-serif;max-width:640px">
      <p>Please write to ${sentence[0]}, or call the office. Our partners ${sentence[1]} and ${sentence[2]}
      answer within a day; for billing, ${sentence[3]}.</p>
      <table style="border-collapse:collapse;font:13px sans-serif">
        ${table.map((a) => `<tr><td style="padding:1px 3px;border:1px solid #ccc">${a}</td><td style="padding:1px 3px;border:1px solid #ccc">Sales lead</td></tr>`).join('')}
      </table>
      <p style="line-height:2.4">Roomy: ${roomy[0]} — then ${roomy[1]}</p></body>`,
  });
  try {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1000, height: 700 });
    await page.goto(url('geometry.html'));
    const all = [...sentence, ...table, ...roomy];
    await expect.poll(async () => (await readBadges(page)).length).toBe(all.length);
    await page.waitForTimeout(300); // the badges' first measured frame
    const boxes = await textBoxes(page, all);
    const badges = await readBadges(page);
    await page.screenshot({ path: 'test-results/screenshots/page-badge-geometry.png' });
    const hits = (a: { left: number; top: number; right: number; bottom: number }, b: typeof a) =>
      a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    // No two badges meet: each is plainly its own address's.
    for (const [i, a] of badges.entries())
      for (const b of badges.slice(i + 1)) expect(hits(a, b), `${a.label} and ${b.label}`).toBe(false);
    for (const address of all) {
      const badge = badges.find((b) => b.label.startsWith(`${address}:`))!;
      for (const r of boxes[address]!.address)
        expect(hits(badge, r), `${address}: over its own text`).toBe(false);
      for (const r of boxes[address]!.next)
        expect(hits(badge, r), `${address}: over the next word`).toBe(false);
    }
  } finally {
    server.close();
  }
});

test('an invalid address shown with a person offers to find that person’s right address', async ({
  service,
  context,
  extensionPage,
}) => {
  await (await setUpOptions(extensionPage, service.url)).close();
  const { url, server } = await servePages();
  try {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1200, height: 800 });
    await page.goto(url('crm-list.html'));
    await expect.poll(async () => (await readBadges(page)).length).toBeGreaterThan(5);
    expect(await verifyByClick(page, 'peter.gibbons@initech.com')).toBe('invalid');
    const findOther = async () =>
      (await overlayButtons(page)).find((b) => b.text === 'Find Peter’s right address');
    await expect.poll(findOther).toBeTruthy();
    const button = (await findOther())!;
    await page.mouse.click(button.x, button.y);
    // The card is now Peter's, with his company's domain filled in, ready to find.
    await expect.poll(async () => (await overlayButtons(page)).map((b) => b.text)).toContain('Find email');
    await page.screenshot({ path: 'test-results/screenshots/page-invalid-find-right.png' });
  } finally {
    server.close();
  }
});

test('real saved pages: an archive’s sender, an article’s byline, a staff card and a team’s grid get badges, with their evidence', async ({
  service,
  extensionPage,
  context,
}) => {
  await setUpOptions(extensionPage, service.url);
  const { url, server } = await servePages();
  try {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1200, height: 800 });
    // Pipermail prints the sender as "maarten at treewalker.org", in a link to the list's address.
    await page.goto(url('corpus/archive-twisted-2008-17834.html'));
    await expect
      .poll(async () => (await readBadges(page)).map((b) => `${b.label}|${b.state}`).sort())
      .toEqual(
        expect.arrayContaining([
          'Maarten ter Huurne: Find email|person',
          'maarten@treewalker.org: Unverified|local',
        ]),
      );
    const sender = (await badgeFor(page, 'Maarten ter Huurne'))!;
    await page.mouse.click(sender.x, sender.y);
    await expect.poll(async () => (await overlayTree(page)).text).toContain('Read from a sender line');
    await page.screenshot({ path: 'test-results/screenshots/page-real-archive.png' });

    await page.goto(url('corpus/article-ars-1.html'));
    await expect.poll(async () => (await badgeFor(page, 'Dan Goodin'))?.state).toBe('person');
    // The saved page loads none of its style sheets, so the byline sits lower: scroll to it.
    await page.mouse.wheel(0, (await badgeFor(page, 'Dan Goodin'))!.y - 300);
    await expect.poll(async () => (await badgeFor(page, 'Dan Goodin'))!.y).toBeLessThan(600);
    const byline = (await badgeFor(page, 'Dan Goodin'))!;
    await page.mouse.click(byline.x, byline.y);
    // The page's data names him too (the more trusted reading wins); the publisher is his company and
    // his own address on the page gives the domain Find starts from.
    await expect
      .poll(async () => (await overlayTree(page)).text)
      .toContain('Dan Goodin Ars Technica Read from the page’s structured data');
    expect((await overlayTree(page)).text).toContain('arstechnica.com');
    await page.screenshot({ path: 'test-results/screenshots/page-real-article.png' });

    // A site's staff box: a name, a title and an "Email" link to the person's own address.
    await page.goto(url('corpus/article-postlight-macrumors.html'));
    // The box is at the foot of the page: only what is near the screen is scanned, so scroll to it.
    await page.getByText('Eric Slivka', { exact: true }).scrollIntoViewIfNeeded();
    await expect.poll(async () => (await badgeFor(page, 'Eric Slivka'))?.state).toBe('person');
    const staff = (await badgeFor(page, 'Eric Slivka'))!;
    await page.mouse.click(staff.x, staff.y);
    // Served from a loopback address, the page is not macrumors.com's, so no company is claimed; his
    // own address gives the domain Find starts from.
    await expect
      .poll(async () => (await overlayTree(page)).text)
      .toContain('Eric Slivka Read from a card that names them');
    // His own address is on the card: verifying it is offered first, no search needed.
    expect((await overlayTree(page)).text).toContain('ericslivka@macrumors.com Their address on this page.');
    expect((await overlayButtons(page)).map((b) => b.text)).toEqual(
      expect.arrayContaining(['Verify it · 1 credit', 'Copy', 'Find another']),
    );
    await page.screenshot({ path: 'test-results/screenshots/page-real-staff.png' });
    expect(await credits(service.url)).toBe(1000);
    const verify = (await overlayButtons(page)).find((b) => b.text === 'Verify it · 1 credit')!;
    await page.mouse.click(verify.x, verify.y);
    await expect.poll(() => credits(service.url)).toBe(1000 - 1);
    await expect
      .poll(async () => (await overlayTree(page)).text)
      .toMatch(/ericslivka@macrumors\.com[\s\S]*Verified/);

    // A team's grid: cards each headed by a name, under "Unser Team". Weaker evidence: a dotted badge,
    // and the card asks to check the name before a credit is spent.
    await page.goto(url('corpus/company-trafilatura-fairkom.html'));
    await page.getByText('Roland Alton', { exact: true }).scrollIntoViewIfNeeded();
    await expect.poll(async () => (await badgeFor(page, 'Roland Alton'))?.state).toBe('person');
    expect((await readBadges(page)).map((b) => b.label)).toEqual(
      expect.arrayContaining(['Christian König: Find email', 'David Ayers: Find email']),
    );
    const member = (await badgeFor(page, 'Roland Alton'))!;
    await page.mouse.click(member.x, member.y);
    await expect
      .poll(async () => (await overlayTree(page)).text)
      .toContain('Roland Alton Read from a list of people: check the name before you spend a credit');
    await page.screenshot({ path: 'test-results/screenshots/page-real-team.png' });
  } finally {
    server.close();
  }
});

test('a real saved conference speakers page: each speaker a badge, the employer their headline names, never the conference; a track is no one', async ({
  service,
  extensionPage,
  context,
}) => {
  await setUpOptions(extensionPage, service.url);
  const { url, server } = await servePages();
  try {
    // Each card: a picture, the speaker's name as its first heading (a link to their page), the
    // track under it for a track lead, then their headline ("Senior Software Engineer @ Cloudera").
    const page = await openSavedPage(
      context,
      url,
      'speakers-apachecon-eu-speakers',
      '127.0.0.1',
      'Akshat Mathur',
    );
    const labels = (await readBadges(page)).map((b) => b.label);
    // A card's headline ("Red Hat, Senior Software Quality Engineer") and a track ("Performance
    // Engineering") are no one.
    expect(labels.filter((l) => /^(Red Hat|Agile Lab|Performance Engineering|Asf Member)\b/.test(l))).toEqual(
      [],
    );
    const speaker = (await badgeFor(page, 'Akshat Mathur'))!;
    await page.mouse.click(speaker.x, speaker.y);
    await expect
      .poll(async () => (await overlayTree(page)).text)
      .toContain('Akshat Mathur Cloudera Read from the page’s speakers and guests');
    expect((await overlayTree(page)).text).not.toContain('Community Over Code');
    await page.screenshot({ path: 'test-results/screenshots/page-real-speakers.png' });
    // Looking at a page spends nothing.
    expect(await credits(service.url)).toBe(1000);
  } finally {
    server.close();
  }
});

test('a real saved home feed of a professional network: each post’s writer gets a badge, their headline’s company in the card', async ({
  service,
  extensionPage,
  context,
}) => {
  await setUpOptions(extensionPage, service.url);
  const { url, server } = await servePages();
  try {
    // Each post: its writer's picture and name linked to their profile, their headline ("Business Lead
    // @ Stripe"), each written twice (once for screen readers), inside a container classed for the
    // post's menu. Served as the network's own site (mapped to loopback), as it was saved.
    const page = await openSavedPage(
      context,
      url,
      'social-brocc-linkedin-feed-3',
      'www.linkedin.com',
      'Neetika Bansal',
    );
    const labels = () => readBadges(page).then((badges) => badges.map((b) => b.label));
    // A promoted company's post is no one's.
    expect((await labels()).filter((l) => /^(Together AI|Fisher Investments|Plaid)/.test(l))).toEqual([]);
    const person = (await badgeFor(page, 'Neetika Bansal'))!;
    await page.mouse.click(person.x, person.y);
    await expect.poll(async () => (await overlayTree(page)).text).toContain('Stripe');
    await page.screenshot({ path: 'test-results/screenshots/page-real-feed.png' });
    // Looking at a page spends nothing.
    expect(await credits(service.url)).toBe(1000);
  } finally {
    server.close();
  }
});

test('a real saved social network’s message list: each conversation’s person gets a badge, a firm’s account none', async ({
  service,
  extensionPage,
  context,
}) => {
  await setUpOptions(extensionPage, service.url);
  const { url, server } = await servePages();
  try {
    // Each conversation: a picture linking to their page, their name, their handle, the last message.
    // Served as x.com (mapped to loopback), as it was saved.
    const page = await openSavedPage(context, url, 'webmail-brocc-x-inbox', 'x.com', 'Feifan Zhou');
    const labels = () => readBadges(page).then((badges) => badges.map((b) => b.label));
    await page.getByText('Lorimer Ventures', { exact: true }).first().scrollIntoViewIfNeeded();
    await expect.poll(labels).toEqual(expect.arrayContaining(['Anil Varanasi: Find email']));
    expect((await labels()).filter((l) => l.startsWith('Lorimer Ventures'))).toEqual([]);
    await expect.poll(async () => (await badgeFor(page, 'Anil Varanasi'))!.y).toBeLessThan(780);
    const person = (await badgeFor(page, 'Anil Varanasi'))!;
    await page.mouse.click(person.x, person.y);
    // The network is no one's employer: the card asks for the company rather than offering the network's.
    await expect.poll(async () => (await overlayTree(page)).text).toContain('Anil Varanasi');
    expect((await overlayTree(page)).text).not.toMatch(/formerly|twitter|x\.com/i);
    // The badge sits after the name, not after the conversation's last message.
    const name = (await page.getByText('Anil Varanasi', { exact: true }).first().boundingBox())!;
    expect(Math.abs(person.y - (name.y + name.height / 2))).toBeLessThan(name.height);
    await page.screenshot({ path: 'test-results/screenshots/page-real-social.png' });
    // Looking at a page spends nothing.
    expect(await credits(service.url)).toBe(1000);
  } finally {
    server.close();
  }
});

test('a real saved webmail inbox: each sender’s address, held in the sender element, and the sender as a person; a brand is no one', async ({
  service,
  extensionPage,
  context,
}) => {
  await setUpOptions(extensionPage, service.url);
  const { url, server } = await servePages();
  try {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1200, height: 800 });
    // The inbox list shows each sender by name; the address is only in the element's `email` attribute.
    await page.goto(url('corpus/webmail-brocc-gmail-thread.html'));
    await page.getByText('Camille Goehausen', { exact: true }).first().scrollIntoViewIfNeeded();
    await expect.poll(async () => (await badgeFor(page, 'Camille Goehausen'))?.state).toBe('person');
    const labels = () => readBadges(page).then((badges) => badges.map((b) => b.label));
    await expect.poll(labels).toEqual(expect.arrayContaining(['camille@vanta.com: Unverified']));
    // "Google Payments" <payments-noreply@google.com> is a brand: its address gets a badge, no person does.
    await page.getByText('Google Payments', { exact: true }).first().scrollIntoViewIfNeeded();
    await expect
      .poll(labels)
      .toEqual(
        expect.arrayContaining(['payments-noreply@google.com: Unverified', 'Bogomil Balkansky: Find email']),
      );
    expect((await labels()).filter((l) => l.startsWith('Google Payments'))).toEqual([]);
    await page.getByText('Bogomil Balkansky', { exact: true }).first().scrollIntoViewIfNeeded();
    await expect.poll(async () => (await badgeFor(page, 'Bogomil Balkansky'))!.y).toBeLessThan(780);
    const sender = (await badgeFor(page, 'Bogomil Balkansky'))!;
    await page.mouse.click(sender.x, sender.y);
    // His own address in the sender element gives the domain Find starts from.
    await expect.poll(async () => (await overlayTree(page)).text).toContain('sequoiacap.com');
    await page.screenshot({ path: 'test-results/screenshots/page-real-webmail.png' });
    // Looking at a page spends nothing.
    expect(await credits(service.url)).toBe(1000);
  } finally {
    server.close();
  }
});

/**
 * Test helpers for pages with MailScout badges. The overlay's shadow root is closed (page scripts
 * cannot reach into it), so tests read it through the DevTools protocol, which can, and click with
 * real (trusted) mouse input at the badge's position.
 */
import { expect, type BrowserContext, type CDPSession, type Frame, type Page } from '@playwright/test';
export { servePages } from '../support/serve-pages';

export interface Badge {
  label: string;
  state: string;
  /** The icon alone (class `compact`), its words left out. */
  compact: boolean;
  /** Its centre, and its left and right border edges, in viewport pixels. */
  x: number;
  y: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** The browser reported it visible and uncovered (IntersectionObserver v2). */
  seen: boolean;
  /** A card button at the confirmation spot (a click on it spends). */
  confirm: boolean;
}

interface DomNode {
  nodeId: number;
  backendNodeId: number;
  nodeName: string;
  attributes?: string[];
  children?: DomNode[];
  shadowRoots?: DomNode[];
  shadowRootType?: string;
  nodeValue?: string;
  contentDocument?: DomNode;
}

/**
 * The overlay's host: a random name under this prefix (so pages cannot define it first) holding a
 * closed shadow root. A page's imitation with an open one is not taken for it.
 */
const isOverlayHost = (n: DomNode) =>
  n.nodeName.startsWith('MAILSCOUT-') && n.shadowRoots?.[0]?.shadowRootType === 'closed';

/** The overlay's nodes (the host and all below it), read through the DevTools protocol. */
async function overlayNodes(cdp: CDPSession): Promise<DomNode[]> {
  // The host is a child of <html>: read the document two levels deep, then only the hosts' subtrees
  // (on a page of a million nodes, reading the whole document took seconds per call).
  const { root } = (await cdp.send('DOM.getDocument', { depth: 2 })) as { root: DomNode };
  const html = (root.children ?? []).find((n) => n.nodeName === 'HTML');
  const found: DomNode[] = [];
  const walk = (n: DomNode, inside: boolean) => {
    const here = inside || isOverlayHost(n);
    if (here) found.push(n);
    [...(n.children ?? []), ...(n.shadowRoots ?? [])].forEach((c) => walk(c, here));
  };
  for (const child of html?.children ?? []) {
    if (!child.nodeName.startsWith('MAILSCOUT-')) continue;
    const { node } = (await cdp.send('DOM.describeNode', {
      backendNodeId: child.backendNodeId,
      depth: -1,
      pierce: true,
    })) as { node: DomNode };
    walk(node, false);
  }
  return found;
}

/** The open card's background luminance (0 black … 1 white): one pixel inside it, read from a screenshot clip. */
export async function cardLuminance(page: Page): Promise<number> {
  const box = await cardBox(page);
  if (!box) throw new Error('no card open');
  const pixel = await page.screenshot({ clip: { x: box.left + 4, y: box.bottom - 8, width: 1, height: 1 } });
  return page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const c = new OffscreenCanvas(1, 1).getContext('2d')!;
    c.drawImage(img, 0, 0);
    const [r, g, bl] = c.getImageData(0, 0, 1, 1).data;
    return (0.2126 * r! + 0.7152 * g! + 0.0722 * bl!) / 255;
  }, pixel.toString('base64'));
}

/** The open card's border box in viewport pixels, or null when no card is open. */
export async function cardBox(
  page: Page,
): Promise<{ left: number; top: number; right: number; bottom: number } | null> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const card = (await overlayNodes(cdp)).find((n) => {
      const a = n.attributes ?? [];
      return n.nodeName === 'DIV' && a[a.indexOf('class') + 1] === 'card';
    });
    if (!card) return null;
    const box = (await cdp
      .send('DOM.getBoxModel', { backendNodeId: card.backendNodeId })
      .catch(() => null)) as {
      model: { border: number[] };
    } | null;
    if (!box) return null;
    const [left, top, , , right, bottom] = box.model.border as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    return { left, top, right, bottom };
  } finally {
    await cdp.detach();
  }
}

const textOf = (n: DomNode): string =>
  n.nodeName === '#text' ? (n.nodeValue ?? '') : (n.children ?? []).map(textOf).join('');

/** Every element name and all text inside the overlay. */
export async function overlayTree(page: Page): Promise<{ names: string[]; text: string }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const nodes = await overlayNodes(cdp);
    return {
      names: nodes.filter((n) => n.nodeName !== '#text').map((n) => n.nodeName),
      text: nodes
        .filter((n) => n.nodeName === '#text')
        .map((n) => n.nodeValue ?? '')
        .join(' '),
    };
  } finally {
    await cdp.detach();
  }
}

interface OverlayButton extends Badge {
  text: string;
}

/** Every button in MailScout's overlay (badges and card buttons), with its text and centre. */
export const overlayButtons = (page: Page | Frame) => overlayControls(page, 'BUTTON');

/**
 * Every control of one kind in MailScout's overlay (`BUTTON`, `INPUT`), with its text and centre. Of a
 * page, or of a frame from another site (which runs in a process of its own).
 */
export async function overlayControls(page: Page | Frame, nodeName: string): Promise<OverlayButton[]> {
  const context = 'context' in page ? page.context() : page.page().context();
  const cdp = await context.newCDPSession(page);
  try {
    const found = (await overlayNodes(cdp)).filter((n) => n.nodeName === nodeName);
    const out: OverlayButton[] = [];
    for (const n of found) {
      const attrs = n.attributes ?? [];
      const attr = (name: string) => (attrs.includes(name) ? attrs[attrs.indexOf(name) + 1]! : '');
      const box = (await cdp
        .send('DOM.getBoxModel', { backendNodeId: n.backendNodeId })
        .catch(() => null)) as {
        model: { border: number[] };
      } | null;
      if (!box) continue; // re-rendered since the DOM was read
      const [x1, y1, , , x3, y3] = box.model.border;
      const [top, bottom] = [y1!, y3!];
      out.push({
        label: attr('aria-label') || attr('id'),
        state: attr('data-state'),
        compact: attr('class').split(' ').includes('compact'),
        seen: attrs.includes('data-seen'),
        confirm: attrs.includes('data-confirm'),
        text: textOf(n),
        x: (x1! + x3!) / 2,
        y: (y1! + y3!) / 2,
        left: x1!,
        right: x3!,
        top,
        bottom,
      });
    }
    return out;
  } finally {
    await cdp.detach();
  }
}

/** The badges in MailScout's overlay. */
export async function readBadges(page: Page | Frame): Promise<Badge[]> {
  return (await overlayButtons(page)).filter((b) => b.state !== '');
}

/** Clicks a badge with real (trusted) input and waits until it holds a verdict; returns that state. */
export async function verifyByClick(page: Page, address: string): Promise<string | undefined> {
  // As a person would: click a badge that is on screen and uncovered (the browser has reported it
  // visible); a click on one it has not is asked to be confirmed (clickjacking defence).
  await expect.poll(async () => (await badgeFor(page, address))?.seen, { timeout: 10_000 }).toBe(true);
  const badge = (await badgeFor(page, address))!;
  await page.mouse.click(badge.x, badge.y);
  // The browser's report of what is visible can lag a redraw by a frame: when it had not yet seen the
  // badge at the click, the card asks for a confirmation, which a person presses (hostile.spec.ts
  // tests that defence itself).
  const verdict = /valid|invalid|risky|unknown/;
  await expect
    .poll(
      async () =>
        verdict.test((await badgeFor(page, address))?.state ?? '') ||
        (await overlayButtons(page)).some((b) => b.confirm),
      { timeout: 10_000 },
    )
    .toBe(true);
  const confirm = (await overlayButtons(page)).find((b) => b.confirm);
  if (confirm && !verdict.test((await badgeFor(page, address))?.state ?? ''))
    await page.mouse.click(confirm.x, confirm.y);
  await expect.poll(async () => (await badgeFor(page, address))?.state, { timeout: 10_000 }).toMatch(verdict);
  return (await badgeFor(page, address))?.state;
}

/** The overlay's host element, from inside the page (its name is random, under a known prefix). */
export const overlayHost = (page: Page) =>
  page.evaluateHandle(
    () =>
      [...document.documentElement.children].find((e) => e.localName.startsWith('mailscout-')) as HTMLElement,
  );

export async function badgeFor(page: Page, name: string): Promise<Badge | undefined> {
  return (await readBadges(page)).find((b) => b.label.startsWith(`${name}:`));
}

/**
 * A real saved page (`tests/corpus/<id>`) opened as its own site, `host` (mapped to loopback by the
 * browser's launch), at 1200×800, once `name` shows a person's badge.
 */
export async function openSavedPage(
  context: BrowserContext,
  url: (name: string) => string,
  id: string,
  host: string,
  name: string,
): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize({ width: 1200, height: 800 });
  await page.goto(url(`corpus/${id}.html`).replace('127.0.0.1', host));
  await page.getByText(name, { exact: true }).first().scrollIntoViewIfNeeded();
  await expect.poll(async () => (await badgeFor(page, name))?.state).toBe('person');
  return page;
}

/** Sets a field of the Options page as a person would (type, then leave it, which saves it). */
export async function setOption(options: Page, label: string, value: string) {
  await options.getByLabel(label).fill(value);
  await options.getByLabel(label).blur();
}

export const BUDGET = 'Credits automatic verification may spend per day';
export const AUTO_SITES = 'Verify without a click on these sites (one per line)';

/** Serves tests/pages (and extra generated pages) on a loopback port. */

/**
 * What the worker sends a tab after a right-click menu choice (`showResult`), sent from an extension
 * page to the tab at `pageUrl`: Playwright cannot open the browser's own context menu.
 */
export async function sendShowResult(extensionPage: Page, pageUrl: string, event: Record<string, unknown>) {
  await extensionPage.evaluate(
    async ({ u, e }) => {
      const c = (
        globalThis as unknown as {
          chrome: {
            tabs: {
              query(q: { url: string }): Promise<{ id?: number }[]>;
              sendMessage(id: number, m: unknown): Promise<unknown>;
            };
          };
        }
      ).chrome;
      const [tab] = await c.tabs.query({ url: u });
      await c.tabs.sendMessage(tab!.id!, { type: 'showResult', ...e });
    },
    { u: pageUrl, e: event },
  );
}

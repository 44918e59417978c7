/**
 * Test helpers for pages with MailScout badges. The overlay's shadow root is closed (page scripts
 * cannot reach into it), so tests read it through the DevTools protocol, which can, and click with
 * real (trusted) mouse input at the badge's position.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { ROOT } from '../support/spawn-service';

export interface Badge {
  label: string;
  state: string;
  x: number;
  y: number;
}

interface DomNode {
  nodeId: number;
  nodeName: string;
  attributes?: string[];
  children?: DomNode[];
  shadowRoots?: DomNode[];
  contentDocument?: DomNode;
}

export async function readBadges(page: Page): Promise<Badge[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
    const found: DomNode[] = [];
    const walk = (n: DomNode) => {
      const attrs = n.attributes ?? [];
      if (n.nodeName === 'BUTTON' && attrs.includes('data-ms-target')) found.push(n);
      [...(n.children ?? []), ...(n.shadowRoots ?? [])].forEach(walk);
    };
    walk(root);
    const out: Badge[] = [];
    for (const n of found) {
      const attr = (name: string) => n.attributes![n.attributes!.indexOf(name) + 1] ?? '';
      const { model } = (await cdp.send('DOM.getBoxModel', { nodeId: n.nodeId })) as {
        model: { content: number[] };
      };
      const [x1, y1, , , x3, y3] = model.content;
      out.push({
        label: attr('aria-label'),
        state: attr('data-state'),
        x: (x1! + x3!) / 2,
        y: (y1! + y3!) / 2,
      });
    }
    return out;
  } finally {
    await cdp.detach();
  }
}

export async function badgeFor(page: Page, name: string): Promise<Badge | undefined> {
  return (await readBadges(page)).find((b) => b.label.startsWith(`${name}:`));
}

/** Serves tests/pages (and extra generated pages) on a loopback port. */
export async function servePages(
  extra: Record<string, string> = {},
): Promise<{ url: (name: string) => string; server: Server }> {
  const server = createServer((req, res) => {
    const name = (req.url ?? '/').slice(1).split('?')[0]!;
    const body =
      extra[name] ??
      (/^[\w-]+\.html$/.test(name) ? readFileSync(join(ROOT, 'tests/pages', name), 'utf8') : null);
    if (body === null) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return { url: (name) => `http://127.0.0.1:${port}/${name}`, server };
}

/** Serves the test pages (tests/pages/*.html, and any given inline) on a free loopback port. */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { ROOT } from './spawn-service';

export async function servePages(
  extra: Record<string, string> = {},
): Promise<{ url: (name: string) => string; server: Server }> {
  const server = createServer((req, res) => {
    const name = (req.url ?? '/').slice(1).split('?')[0]!;
    // A real saved page (tests/corpus): served with a policy that lets it load nothing from
    // anywhere, so its scripts, images and fonts never reach the network.
    const corpus = /^corpus\/([\w-]+)\.html$/.exec(name);
    if (corpus)
      return void res
        .writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
        })
        .end(readFileSync(join(ROOT, 'tests/corpus', corpus[1]!, 'page.html'), 'utf8'));
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

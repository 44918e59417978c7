/**
 * A loopback HTTP proxy in front of the real service that can misbehave on purpose: for each request
 * it takes the next fault from a queue (or forwards when the queue is empty) and records when each
 * request arrived. Used to test retries, timeouts and bad bodies without mocking our own code.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Fault =
  { status: number; body?: string; headers?: Record<string, string> } | { reset: true } | { stallMs: number };

export async function startFaultProxy(target: string) {
  const queue: Fault[] = [];
  const seen: { at: number; url: string; method: string }[] = [];

  async function forward(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const upstream = await fetch(`${target}${req.url}`, {
      method: req.method,
      headers: req.headers['content-type'] ? { 'content-type': req.headers['content-type'] } : {},
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    res.writeHead(upstream.status, {
      'content-type': upstream.headers.get('content-type') ?? 'application/json',
    });
    res.end(Buffer.from(await upstream.arrayBuffer()));
  }

  const server = createServer((req, res) => {
    seen.push({ at: Date.now(), url: req.url ?? '', method: req.method ?? '' });
    const fault = queue.shift();
    if (!fault) return void forward(req, res).catch(() => res.destroy());
    if ('reset' in fault) return req.socket.destroy();
    if ('stallMs' in fault) return void setTimeout(() => res.destroy(), fault.stallMs);
    res.writeHead(fault.status, { 'content-type': 'application/json', ...fault.headers });
    res.end(fault.body ?? '');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    queue,
    seen,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}

/**
 * A loopback HTTP proxy in front of the real service that misbehaves on purpose. A request takes the
 * next fault from `queue`, else the first matching rule's fault, else it is forwarded unchanged.
 * Every request is recorded (when it arrived, its route, which rule answered it), so tests can check
 * retry counts and delays without mocking our own code.
 *
 * Every answer closes its connection. A browser resends a request, POST included, by itself when a
 * reused keep-alive connection closes before the first byte of an answer (Chrome's stale-connection
 * rule), which would make the requests counted here more than the tries our code made. With no
 * connection ever reused, what arrives here is exactly what the extension sent.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Fault =
  | { status: number; body?: string; headers?: Record<string, string> | (() => Record<string, string>) }
  /** The connection is reset before any answer. */
  | { reset: true }
  /** The answer begins (status, headers, part of the body), then the connection is reset. */
  | { resetMidAnswer: true }
  | { stallMs: number }
  /** Forward at once (the service does the work), then hold the answer this long. */
  | { delayMs: number }
  /** Forward, then cut the answer's body in half. */
  | { truncate: true }
  /** Forward, then answer with the JSON body rewritten. */
  | { rewrite: (body: unknown) => unknown };

export interface SeenRequest {
  at: number;
  method: string;
  url: string;
  path: string;
  query: URLSearchParams;
  body: string;
  /** For batch status and result: the body of the request that created that batch. */
  batchBody?: string;
  /** The rule that answered, if any. */
  rule?: string;
}

export interface Rule {
  name: string;
  match: (req: SeenRequest) => boolean;
  fault: Fault;
}

export async function startFaultProxy(target: string) {
  const queue: Fault[] = [];
  const rules: Rule[] = [];
  const seen: SeenRequest[] = [];
  const createdBy = new Map<string, string>();

  async function forward(req: SeenRequest, res: ServerResponse, fault?: Fault) {
    const upstream = await fetch(`${target}${req.url}`, {
      method: req.method,
      headers: req.body ? { 'content-type': 'application/json' } : {},
      body: req.body || undefined,
    });
    let text = await upstream.text();
    if (req.path === '/batchemailvrf') {
      const id = /"batch[ _]id"\s*:\s*"?(\d+)/.exec(text)?.[1];
      if (id) createdBy.set(id, req.body);
    }
    if (fault && 'delayMs' in fault) await new Promise((r) => setTimeout(r, fault.delayMs));
    if (fault && 'truncate' in fault) text = text.slice(0, Math.floor(text.length / 2));
    if (fault && 'rewrite' in fault) text = JSON.stringify(fault.rewrite(JSON.parse(text)));
    res.writeHead(upstream.status, {
      'content-type': upstream.headers.get('content-type') ?? 'application/json',
      connection: 'close',
    });
    res.end(text);
  }

  function answer(req: SeenRequest, res: ServerResponse, fault: Fault | undefined) {
    if (!fault || 'truncate' in fault || 'rewrite' in fault || 'delayMs' in fault)
      return void forward(req, res, fault).catch(() => res.destroy());
    if ('reset' in fault) return res.socket?.destroy();
    if ('resetMidAnswer' in fault) {
      res.writeHead(200, {
        'content-type': 'application/json',
        'content-length': '4000',
        connection: 'close',
      });
      res.write('{"service_emailid_vrfy":[{"emailid":');
      return void setTimeout(() => res.socket?.destroy(), 50);
    }
    if ('stallMs' in fault) return void setTimeout(() => res.destroy(), fault.stallMs);
    const headers = typeof fault.headers === 'function' ? fault.headers() : fault.headers;
    res.writeHead(fault.status, { 'content-type': 'application/json', ...headers, connection: 'close' });
    res.end(fault.body ?? '');
  }

  async function handle(msg: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of msg) chunks.push(c as Buffer);
    const url = new URL(msg.url ?? '/', 'http://proxy');
    const req: SeenRequest = {
      at: Date.now(),
      method: msg.method ?? 'GET',
      url: msg.url ?? '/',
      path: url.pathname,
      query: url.searchParams,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    req.batchBody = createdBy.get(url.searchParams.get('batchid') ?? '');
    seen.push(req);
    let fault = queue.shift();
    if (!fault) {
      const rule = rules.find((r) => r.match(req));
      req.rule = rule?.name;
      fault = rule?.fault;
    }
    answer(req, res, fault);
  }

  const server = createServer((msg, res) => void handle(msg, res).catch(() => res.destroy()));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    queue,
    rules,
    seen,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}

export type FaultProxy = Awaited<ReturnType<typeof startFaultProxy>>;

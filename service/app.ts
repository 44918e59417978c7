/**
 * The reference verification service: the HTTP server around its operations (operations.ts).
 *
 * GET  /emailvrf            verify one address            (emailid, apikey, speed_rank)
 * POST /batchemailvrf       create a batch                (data, apikey, speed_rank, url)
 * GET  /batchstatus         a batch's progress            (apikey, batchid)
 * GET  /batchresult         a completed batch's results   (apikey, batchid)
 * GET  /email-discovery     find an address               (firstname, lastname, domain, apikey, speed_rank)
 * GET  /creditbalance       the account's credits         (apikey)
 * Each path works with or without a trailing slash. No CORS headers are sent, as with the real service.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CheckLists } from '../core/checks';
import { Accounts, type AccountConfig } from './accounts';
import { bodyParams, readBody } from './body';
import { Batches } from './batches';
import { DEFAULT_CALLBACK_POLICY, type CallbackPolicy } from './callbacks';
import { ServiceError } from './errors';
import { lockDataDir } from './files';
import { RateLimiter, Semaphore } from './limits';
import type { MailboxChecker } from './mailbox';
import { operations } from './operations';
import { Params, canonical } from './params';
import type { VerifyDeps } from './verify';

export interface ServiceOptions {
  dataDir: string;
  accounts: AccountConfig[];
  mailboxes: MailboxChecker;
  lists: CheckLists;
  /** Simulated work per single verify or discovery, multiplied by (1 + speed_rank). */
  latencyMs?: number;
  /** Batch addresses per second, divided by (1 + speed_rank); 0 = unthrottled. */
  batchRate?: number;
  /** How long `simulated=slow` takes. */
  slowMs?: number;
  callback?: CallbackPolicy;
  maxBodyBytes?: number;
  /** Request bodies read at once; more wait their turn (memory stays bounded). Default 4. */
  maxConcurrentBodies?: number;
  /** Per key (or per client address without one): sustained requests per second and burst; 0 = off. */
  rateLimit?: { perSecond: number; burst: number };
  /** Whole request (headers and body) and headers alone, in ms; defaults 30 s and 10 s. */
  requestTimeoutMs?: number;
  headersTimeoutMs?: number;
  /** An open connection with no traffic is closed after this long; default 60 s. */
  idleTimeoutMs?: number;
  /** Open connections at once; more are refused at accept. Default 512. */
  maxConnections?: number;
  /** Addresses one account may keep stored in batches; the test key's share. */
  batchQuota?: number;
  testBatchQuota?: number;
  /** Receives one line per request; the key is always redacted. */
  log?: (line: string) => void;
}

export interface RunningService {
  server: Server;
  url: string;
  port: number;
  close(): Promise<void>;
}

/** The request target for the log, with the key's value hidden under whatever spelling it came. */
/** A value shaped like a key (32 printable characters): hidden whatever parameter carries it. */
const KEY_SHAPED = /^[\x21-\x7e]{32}$/;

export function redact(target: string): string {
  const q = target.indexOf('?');
  if (q < 0) return target;
  let query: URLSearchParams;
  try {
    query = new URLSearchParams(target.slice(q + 1));
  } catch {
    return `${target.slice(0, q)}?REDACTED`;
  }
  for (const [name, value] of [...query]) {
    // Any spelling of the key's name, and any key-shaped value under a misspelled one (`apikey%00`).
    if (canonical(name) === 'apikey' || KEY_SHAPED.test(value)) query.set(name, 'REDACTED');
  }
  return `${target.slice(0, q)}?${query.toString()}`;
}

export function createService(options: ServiceOptions) {
  const unlock = lockDataDir(options.dataDir);
  const accounts = new Accounts(options.accounts, options.dataDir);
  const deps: VerifyDeps = { lists: options.lists, mailboxes: options.mailboxes };
  const batches = new Batches(
    {
      dataDir: options.dataDir,
      rate: options.batchRate ?? 0,
      callback: options.callback ?? DEFAULT_CALLBACK_POLICY,
      quota: options.batchQuota,
      testQuota: options.testBatchQuota,
    },
    deps,
  );
  // Balances are written with each charge; this retries a write a full disk refused.
  const flushTimer = setInterval(() => accounts.flush(), 1_000);
  const bodies = new Semaphore(options.maxConcurrentBodies ?? 4);
  const limiter = new RateLimiter(options.rateLimit ?? { perSecond: 20, burst: 100 });

  const routes = operations({
    accounts,
    batches,
    verify: deps,
    mailboxes: options.mailboxes,
    latencyMs: options.latencyMs,
    slowMs: options.slowMs,
  });

  async function handle(
    req: IncomingMessage,
  ): Promise<{ status: number; body: unknown; headers?: Record<string, string> }> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : url.pathname;
    if (path === '/') {
      return {
        status: 200,
        body: {
          error: false,
          service: 'MailScout reference verification service',
          operations: Object.keys(routes),
        },
      };
    }
    const route = routes[path];
    if (!route) throw new ServiceError(116, `No operation at ${path.slice(0, 80)}.`);
    if (req.method !== route.method && !(req.method === 'HEAD' && route.method === 'GET')) {
      throw new ServiceError(117, `${path} takes ${route.method}, not ${req.method}.`, {
        allow: route.method,
      });
    }
    const params = new Params().addAll(url.searchParams);
    // Limited before any work or body read: by the key when the query carries one, else the client.
    const wait = limiter.take(params.text('apikey') ?? req.socket.remoteAddress ?? '');
    if (wait > 0) throw new ServiceError(122, undefined, { 'retry-after': String(wait) });
    if (route.method === 'POST') {
      const release = await bodies.acquire();
      try {
        const body = await readBody(req, options.maxBodyBytes ?? 32 * 1024 * 1024);
        params.addAll(await bodyParams(body, req.headers['content-type']));
      } finally {
        release();
      }
    }
    return { status: 200, body: await route.handler(params) };
  }

  async function respond(req: IncomingMessage, res: ServerResponse) {
    const started = performance.now();
    let status: number;
    let body: unknown;
    let headers: Record<string, string> = {};
    try {
      ({ status, body, headers = {} } = await handle(req));
    } catch (e) {
      const error = e instanceof ServiceError ? e : new ServiceError(120);
      if (!(e instanceof ServiceError)) console.error(`internal error: ${(e as Error).stack ?? e}`);
      ({ status } = error);
      body = error.body();
      headers = error.headers;
    }
    const json = JSON.stringify(body);
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(json),
      'cache-control': 'no-store',
      ...headers,
      ...(status === 413 ? { connection: 'close' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : json);
    options.log?.(
      `${req.method} ${redact(req.url ?? '/')} ${status} ${Math.round(performance.now() - started)}ms`,
    );
  }

  const requestTimeout = options.requestTimeoutMs ?? 30_000;
  const server = createServer(
    {
      requestTimeout,
      headersTimeout: Math.min(options.headersTimeoutMs ?? 10_000, requestTimeout),
      // How often Node looks for requests past those timeouts (its default is every 30 s).
      connectionsCheckingInterval: Math.max(50, Math.min(1_000, requestTimeout / 4)),
      keepAliveTimeout: 5_000,
    },
    (req, res) => void respond(req, res),
  );
  server.maxConnections = options.maxConnections ?? 512;
  // A connection with no traffic either way (a client that opened one and went quiet) is closed.
  server.setTimeout(options.idleTimeoutMs ?? 60_000, (socket) => socket.destroy());

  return {
    server,
    accounts,
    batches,
    async listen(port = 0, host = '127.0.0.1'): Promise<RunningService> {
      batches.resume();
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, resolve);
      });
      const actual = (server.address() as AddressInfo).port;
      return {
        server,
        port: actual,
        url: `http://${host}:${actual}`,
        close: async () => {
          clearInterval(flushTimer);
          server.closeAllConnections();
          await new Promise<void>((r) => server.close(() => r()));
          await batches.close();
          accounts.flush();
          limiter.stop();
          unlock();
        },
      };
    },
  };
}

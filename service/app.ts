/**
 * The reference verification service: routes, handlers and the HTTP server around them.
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
import { normalizeDomainInput } from '../core/checks/domain-input';
import { Accounts, type Account, type AccountConfig } from './accounts';
import { addressList, bodyParams, readBody } from './body';
import { Batches, MAX_BATCH } from './batches';
import { DEFAULT_CALLBACK_POLICY, callbackUrlProblem, type CallbackPolicy } from './callbacks';
import { discover } from './discover';
import { ServiceError } from './errors';
import type { MailboxChecker } from './mailbox';
import { Params, canonical } from './params';
import {
  SIMULATED_CASES,
  SIMULATED_RESULTS,
  isBillable,
  verifyAddress,
  type SimulatedCase,
  type SimulatedResult,
  type VerifyDeps,
} from './verify';
import type { CheckLists } from '../core/checks';

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
export function redact(target: string): string {
  const q = target.indexOf('?');
  if (q < 0) return target;
  const query = new URLSearchParams(target.slice(q + 1));
  for (const name of new Set(query.keys())) {
    if (canonical(name) === 'apikey') query.set(name, 'REDACTED');
  }
  return `${target.slice(0, q)}?${query.toString()}`;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Handler = (params: Params) => Promise<unknown>;

export function createService(options: ServiceOptions) {
  const accounts = new Accounts(options.accounts, options.dataDir);
  const deps: VerifyDeps = { lists: options.lists, mailboxes: options.mailboxes };
  const batches = new Batches(
    {
      dataDir: options.dataDir,
      rate: options.batchRate ?? 0,
      callback: options.callback ?? DEFAULT_CALLBACK_POLICY,
    },
    deps,
  );
  const latency = (rank: number) => sleep((options.latencyMs ?? 0) * (1 + rank));
  const flushTimer = setInterval(() => accounts.flush(), 1_000);

  /** `simulated=` is for the test key only; 101–105 answer as those errors. */
  function simulatedCase(params: Params, account: Account): SimulatedCase | undefined {
    const value = params.text('simulated');
    if (value === undefined) return undefined;
    if (!account.test) throw new ServiceError(110, 'simulated works only with the test key.');
    if (!(SIMULATED_CASES as readonly string[]).includes(value)) {
      throw new ServiceError(110, `simulated must be one of: ${SIMULATED_CASES.join(', ')}.`);
    }
    if (/^10[1-5]$/.test(value)) throw new ServiceError(Number(value) as 101);
    return value as SimulatedCase;
  }

  const isResult = (c: SimulatedCase | undefined): c is SimulatedResult =>
    (SIMULATED_RESULTS as readonly string[]).includes(c ?? '');

  const verify: Handler = async (params) => {
    const account = accounts.authenticate(params.text('apikey'));
    const simulated = simulatedCase(params, account);
    const emailid = params.required('emailid');
    const rank = params.speedRank();
    if (simulated === 'processing')
      throw new ServiceError(110, 'simulated=processing applies to batches only.');
    const billable = isBillable(emailid);
    if (billable) accounts.require(account, 1);
    const started = performance.now();
    await (simulated === 'slow' ? sleep(options.slowMs ?? 35_000) : latency(rank));
    const entry = await verifyAddress(emailid, deps, isResult(simulated) ? simulated : undefined);
    if (billable) accounts.charge(account, 1);
    const resolved_time = Math.round(performance.now() - started) / 1000;
    return { service_emailid_vrfy: [{ ...entry, resolved_time }] };
  };

  const createBatch: Handler = async (params) => {
    const account = accounts.authenticate(params.text('apikey'));
    const simulated = simulatedCase(params, account);
    const rank = params.speedRank();
    const url = params.text('url');
    const urlProblem = url === undefined ? null : callbackUrlProblem(url);
    if (urlProblem) throw new ServiceError(110, urlProblem);
    const addresses = addressList(params.raw('data'));
    if (addresses.length > MAX_BATCH) {
      throw new ServiceError(
        114,
        `Too many addresses: ${addresses.length.toLocaleString('en')} sent, a batch holds at most 100,000. Split the list; nothing was created.`,
      );
    }
    const cost = addresses.filter(isBillable).length;
    accounts.require(account, cost);
    const mode = simulated === 'processing' || isResult(simulated) ? simulated : undefined;
    const record = batches.create(account, addresses, rank, url, mode);
    accounts.charge(account, cost);
    return {
      'batch id': record.id,
      error: false,
      message: `Batch created with ${record.total} addresses.`,
      'total count': record.total,
    };
  };

  const status: Handler = async (params) => {
    const account = accounts.authenticate(params.text('apikey'));
    const record = batches.get(account, params.batchId());
    return { error: false, status: record.status, processed: record.processed, total: record.total };
  };

  const result: Handler = async (params) => {
    const account = accounts.authenticate(params.text('apikey'));
    return batches.resultBody(batches.get(account, params.batchId()));
  };

  const discovery: Handler = async (params) => {
    const account = accounts.authenticate(params.text('apikey'));
    simulatedCase(params, account);
    const rank = params.speedRank();
    const rawDomain = params.text('domain');
    if (rawDomain === undefined) throw new ServiceError(104);
    const first = params.text('firstname');
    const last = params.text('lastname');
    if (first === undefined || last === undefined) {
      throw new ServiceError(
        105,
        `No names given to search the email address: ${first === undefined && last === undefined ? 'firstname and lastname are' : first === undefined ? 'firstname is' : 'lastname is'} missing.`,
      );
    }
    if (!/[\p{L}\p{N}]/u.test(first) || !/[\p{L}\p{N}]/u.test(last)) {
      throw new ServiceError(105, 'No names given to search the email address: a name has no letters.');
    }
    const domain = normalizeDomainInput(rawDomain);
    if (domain === null) {
      throw new ServiceError(
        110,
        `domain must be a company domain or URL such as acme.com; got ${JSON.stringify(rawDomain.slice(0, 60))}.`,
      );
    }
    accounts.require(account, 1);
    await latency(rank);
    const answer = await discover(first, last, domain, options.mailboxes);
    if (answer.email !== '') accounts.charge(account, 1);
    return answer;
  };

  const creditBalance: Handler = async (params) => {
    const account = accounts.authenticate(params.text('apikey'));
    return account.test
      ? { error: false, credits: accounts.balance(account), test_key: true }
      : { error: false, credits: accounts.balance(account) };
  };

  const routes: Record<string, { method: 'GET' | 'POST'; handler: Handler }> = {
    '/emailvrf': { method: 'GET', handler: verify },
    '/batchemailvrf': { method: 'POST', handler: createBatch },
    '/batchstatus': { method: 'GET', handler: status },
    '/batchresult': { method: 'GET', handler: result },
    '/email-discovery': { method: 'GET', handler: discovery },
    '/creditbalance': { method: 'GET', handler: creditBalance },
  };

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
    if (route.method === 'POST') {
      const body = await readBody(req, options.maxBodyBytes ?? 32 * 1024 * 1024);
      params.addAll(await bodyParams(body, req.headers['content-type']));
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

  const server = createServer((req, res) => void respond(req, res));
  server.requestTimeout = 0;
  server.headersTimeout = 30_000;

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
        },
      };
    },
  };
}

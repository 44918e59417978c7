/**
 * A typed client for the verification service: the five operations plus `/creditbalance`.
 *
 * - Parameters use the spellings of the interface's samples (`apikey`, `batchid`, `firstname`, …).
 * - Every call takes an AbortSignal and has its own timeout (verify and discovery: just over the
 *   service's 300 s).
 * - Retries only where safe: a 429 or 503 (the service refused, nothing was done) on any GET,
 *   honouring `Retry-After` in seconds or as an HTTP date; network errors, 502 and 504 only on the
 *   read-only operations. Never on batch creation. Waits are full-jitter exponential backoff, bounded.
 * - Errors are `ApiError`s; none carries the key.
 */
import type { z } from 'zod';
import {
  abortedError,
  ApiError,
  httpError,
  networkError,
  redirectError,
  schemaError,
  tooLargeError,
  serviceError,
  timeoutError,
} from './errors';
import {
  BatchCreatedSchema,
  BatchResultSchema,
  BatchStatusSchema,
  CreditBalanceSchema,
  DiscoverySchema,
  ErrorBodySchema,
  VerifyResponseSchema,
  type BatchCreated,
  type BatchResult,
  type BatchStatus,
  type CreditBalance,
  type Discovery,
  type VerificationResult,
} from './schemas';
import { MAX_ANSWER_BYTES, parseRetryAfter, readCapped, sleep, type Operation } from './transport';

export type { Operation } from './transport';

export const DEFAULT_TIMEOUTS: Record<Operation, number> = {
  verify: 310_000,
  discover: 310_000,
  createBatch: 120_000,
  batchStatus: 30_000,
  batchResult: 180_000,
  creditBalance: 20_000,
};

export interface RetryPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  baseMs: number;
  /** No single wait is longer; a Retry-After above it is not waited for. */
  maxMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 3, baseMs: 500, maxMs: 20_000 };

export interface ClientOptions {
  baseUrl: string;
  apiKey: string;
  fetch?: typeof fetch;
  timeouts?: Partial<Record<Operation, number>>;
  retry?: Partial<RetryPolicy>;
  random?: () => number;
  now?: () => number;
}

export interface CallOptions {
  signal?: AbortSignal;
  speedRank?: number;
}

const READ_ONLY: ReadonlySet<Operation> = new Set(['batchStatus', 'batchResult', 'creditBalance']);

export { parseRetryAfter } from './transport';

export function createClient(options: ClientOptions) {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const retry = { ...DEFAULT_RETRY, ...options.retry };
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;
  const base = options.baseUrl.replace(/\/+$/, '');
  const origin = (() => {
    try {
      return new URL(base).origin;
    } catch {
      return base;
    }
  })();

  async function once<S extends z.ZodType>(
    op: Operation,
    path: string,
    params: Record<string, string>,
    schema: S,
    signal: AbortSignal,
    body?: string,
  ): Promise<z.output<S>> {
    // The key goes in the body of a POST (the service reads parameters from either), so it is not in
    // a URL that proxies and server logs keep; GETs have nowhere else to put it.
    const query = new URLSearchParams(body === undefined ? { ...params, apikey: options.apiKey } : params);
    const timeoutMs = options.timeouts?.[op] ?? DEFAULT_TIMEOUTS[op];
    const timeout = AbortSignal.timeout(timeoutMs);
    const combined = AbortSignal.any([signal, timeout]);
    let res: Response;
    let text: string | null;
    try {
      const q = query.toString();
      res = await doFetch(`${base}${path}${q ? `?${q}` : ''}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers:
          body === undefined
            ? { accept: 'application/json' }
            : { accept: 'application/json', 'content-type': 'application/json' },
        body,
        signal: combined,
        credentials: 'omit',
        cache: 'no-store',
        // A redirect would send the request (and the key in it) on to wherever the answer points.
        redirect: 'manual',
      });
      if (res.type === 'opaqueredirect' || (res.status >= 300 && res.status < 400)) {
        await res.body?.cancel().catch(() => undefined);
        throw redirectError(res.status);
      }
      text = await readCapped(res, MAX_ANSWER_BYTES[op]);
    } catch (e) {
      if (e instanceof ApiError) throw e;
      if (signal.aborted) throw abortedError();
      if (timeout.aborted) throw timeoutError(Math.round(timeoutMs / 1000));
      throw networkError(origin);
    }
    if (text === null) throw tooLargeError(MAX_ANSWER_BYTES[op]);
    let json: unknown;
    let parsed = false;
    try {
      json = JSON.parse(text);
      parsed = true;
    } catch {
      parsed = false;
    }
    const retryAfter = parseRetryAfter(res.headers.get('retry-after'), now());
    if (parsed) {
      const err = ErrorBodySchema.safeParse(json);
      if (err.success)
        throw serviceError(err.data.error_code, err.data.error_message ?? err.data.message, res.status);
    }
    if (!res.ok) throw httpError(res.status, retryAfter, text.slice(0, 200));
    if (!parsed) throw schemaError(text.trim() === '' ? 'empty body' : 'not JSON', text);
    const result = schema.safeParse(json);
    if (!result.success) {
      const issue = result.error.issues[0]!;
      throw schemaError(`${issue.path.join('.') || 'body'}: ${issue.message}`, text);
    }
    return result.data;
  }

  function retryable(op: Operation, e: unknown): boolean {
    if (!(e instanceof ApiError) || op === 'createBatch') return false;
    const { kind, status } = e.info;
    if (kind === 'http' && (status === 429 || status === 503)) return true;
    if (!READ_ONLY.has(op)) return false;
    return kind === 'network' || (kind === 'http' && (status === 502 || status === 504));
  }

  async function call<S extends z.ZodType>(
    op: Operation,
    path: string,
    params: Record<string, string>,
    schema: S,
    opts: CallOptions = {},
    body?: string,
  ): Promise<z.output<S>> {
    const signal = opts.signal ?? new AbortController().signal;
    if (opts.speedRank !== undefined) params.speed_rank = String(opts.speedRank);
    for (let attempt = 1; ; attempt++) {
      try {
        return await once(op, path, params, schema, signal, body);
      } catch (e) {
        if (attempt >= retry.attempts || !retryable(op, e)) throw e;
        const asked = (e as ApiError).info.retryAfter;
        if (asked !== undefined && asked * 1000 > retry.maxMs) throw e;
        const wait =
          asked !== undefined
            ? asked * 1000
            : random() * Math.min(retry.maxMs, retry.baseMs * 2 ** (attempt - 1));
        await sleep(wait, signal);
      }
    }
  }

  return {
    verify: (emailid: string, opts?: CallOptions): Promise<VerificationResult> =>
      call('verify', '/emailvrf', { emailid }, VerifyResponseSchema, opts),
    createBatch: (
      addresses: string[],
      opts: CallOptions & { callbackUrl?: string } = {},
    ): Promise<BatchCreated> =>
      call(
        'createBatch',
        '/batchemailvrf',
        {},
        BatchCreatedSchema,
        opts,
        JSON.stringify({
          data: addresses,
          apikey: options.apiKey,
          ...(opts.callbackUrl ? { url: opts.callbackUrl } : {}),
        }),
      ),
    batchStatus: (batchId: number, opts?: CallOptions): Promise<BatchStatus> =>
      call('batchStatus', '/batchstatus/', { batchid: String(batchId) }, BatchStatusSchema, opts),
    batchResult: (batchId: number, opts?: CallOptions): Promise<BatchResult> =>
      call('batchResult', '/batchresult/', { batchid: String(batchId) }, BatchResultSchema, opts),
    discover: (
      person: { firstName: string; lastName: string; domain: string },
      opts?: CallOptions,
    ): Promise<Discovery> =>
      call(
        'discover',
        '/email-discovery/',
        { firstname: person.firstName, lastname: person.lastName, domain: person.domain },
        DiscoverySchema,
        opts,
      ),
    creditBalance: (opts?: CallOptions): Promise<CreditBalance> =>
      call('creditBalance', '/creditbalance', {}, CreditBalanceSchema, opts),
  };
}

export type ServiceClient = ReturnType<typeof createClient>;

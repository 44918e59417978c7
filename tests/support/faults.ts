/**
 * The service faults the extension must survive, and what it should do with each, per operation.
 * The expectations encode the client's policy (lib/api/client.ts, lib/batches.ts):
 * - 429 and 503 are retried on any GET (the service refused; nothing was done), honouring Retry-After;
 * - network errors, 502 and 504 only on read-only calls (batch status and result): a verify or a
 *   discovery may have been done and charged;
 * - batch creation is never retried: a refusal (an error answer, a 4xx) leaves the job Failed and
 *   safe to send again; anything else leaves it Not confirmed, never re-sent by itself.
 */
import type { Fault } from './fault-proxy';

export type Op = 'verify' | 'discover' | 'create' | 'status' | 'result';
export const OPS: Op[] = ['verify', 'discover', 'create', 'status', 'result'];

/** The client's timeout in the fault runs, in seconds (the lowest the Options page allows). */
export const TIMEOUT_S = 5;

type Json = Record<string, unknown>;

/** The verification results in a body, whatever the envelope's prefix. */
const entries = (b: Json): Json[] =>
  Object.entries(b)
    .filter(([k, v]) => /_emailid_vrfy$/.test(k) && Array.isArray(v))
    .flatMap(([, v]) => v as Json[]);

/** Rewrites one required field: in each result, else the first top-level field that this answer has. */
function drift(change: (o: Json, key: string) => void) {
  return (body: unknown) => {
    const b = body as Json;
    const list = entries(b);
    if (list.length) for (const e of list) change(e, 'is_valid');
    else {
      const key = ['batch id', 'status', 'email'].find((k) => k in b);
      if (key) change(b, key);
    }
    return b;
  };
}

const WRONG_TYPE: Record<string, unknown> = { is_valid: 'yes', 'batch id': 'abc', status: 5, email: 42 };

export interface FaultCase {
  name: string;
  fault: Fault;
  /** Operations it applies to; all when absent. */
  only?: Op[];
  /** Succeeds as if nothing happened (tolerated drift). */
  harmless?: boolean;
  /** A refusal: nothing was done, so a batch create ends Failed (safe to resend), not Not confirmed. */
  refusal?: boolean;
  /** Retried on: 'get' (any GET), 'read' (read-only calls only), or never. */
  retried?: 'get' | 'read';
  /** The least wait between tries, in ms, when the service asked for one. */
  waitMs?: number;
  /** What the user is told. */
  message: RegExp;
}

const HTML =
  '<!doctype html><html><head><title>500</title></head><body><h1>Internal Server Error</h1></body></html>';

export const FAULTS: FaultCase[] = [
  { name: 'HTTP 500', fault: { status: 500, body: '' }, message: /having trouble \(HTTP 500\)/ },
  { name: 'HTTP 502', fault: { status: 502, body: '' }, retried: 'read', message: /HTTP 502/ },
  { name: 'HTTP 503', fault: { status: 503, body: '' }, retried: 'get', message: /HTTP 503/ },
  {
    name: '429, Retry-After in seconds',
    fault: { status: 429, headers: { 'retry-after': '1' } },
    retried: 'get',
    refusal: true,
    waitMs: 1000,
    message: /busy \(too many requests\)\. It asked to wait 1 s/,
  },
  {
    name: '429, Retry-After as an HTTP date',
    fault: {
      status: 429,
      headers: () => ({ 'retry-after': new Date(Date.now() + 2_000).toUTCString() }),
    },
    retried: 'get',
    refusal: true,
    waitMs: 1000,
    message: /busy \(too many requests\)/,
  },
  {
    name: 'connection reset mid-answer',
    fault: { resetMidAnswer: true },
    retried: 'read',
    message: /Could not reach the service/,
  },
  {
    name: 'connection reset before any answer',
    fault: { reset: true },
    retried: 'read',
    message: /Could not reach the service/,
  },
  {
    name: 'stall past the timeout',
    fault: { stallMs: (TIMEOUT_S + 2) * 1000 },
    message: new RegExp(`did not answer within ${TIMEOUT_S} s`),
  },
  { name: 'truncated JSON', fault: { truncate: true }, message: /could not be understood \(not JSON\)/ },
  {
    name: 'HTML error page (500)',
    fault: { status: 500, body: HTML, headers: { 'content-type': 'text/html' } },
    message: /having trouble \(HTTP 500\)/,
  },
  {
    name: 'HTML page (200)',
    fault: { status: 200, body: HTML, headers: { 'content-type': 'text/html' } },
    message: /could not be understood \(not JSON\)/,
  },
  {
    name: 'error: true, no code',
    fault: { status: 200, body: '{"error":true}' },
    refusal: true,
    message: /The service reported an error\./,
  },
  {
    name: 'unknown error code',
    fault: { status: 200, body: '{"error":true,"error_code":999,"error_message":"Quota shard offline"}' },
    refusal: true,
    message: /error 999: Quota shard offline/,
  },
  {
    name: 'drift: extra fields',
    fault: {
      rewrite: (body) => {
        const b = body as Json;
        for (const e of entries(b)) e.x_score = { v: [0.9] };
        return { ...b, x_new: 'field', x_nested: { a: [1, 2] } };
      },
    },
    harmless: true,
    message: /./,
  },
  {
    name: 'drift: a field missing',
    fault: { rewrite: drift((o, k) => delete o[k]) },
    message: /could not be understood/,
  },
  {
    name: 'drift: wrong types',
    fault: { rewrite: drift((o, k) => (o[k] = WRONG_TYPE[k])) },
    message: /could not be understood/,
  },
  {
    name: 'variants: do_you_mean text, resolved_time H:MM:SS',
    only: ['verify', 'result'],
    fault: {
      rewrite: (body) => {
        const b = body as Json;
        for (const e of entries(b))
          Object.assign(e, { do_you_mean: 'suggested@example.com', resolved_time: '0:00:02' });
        if ('resolved_time' in b) b.resolved_time = '0:01:05';
        return b;
      },
    },
    harmless: true,
    message: /./,
  },
  {
    name: 'variants: do_you_mean boolean, resolved_time number',
    only: ['verify', 'result'],
    fault: {
      rewrite: (body) => {
        const b = body as Json;
        for (const e of entries(b)) Object.assign(e, { do_you_mean: false, resolved_time: 2.5 });
        if ('resolved_time' in b) b.resolved_time = 65;
        return b;
      },
    },
    harmless: true,
    message: /./,
  },
  {
    name: 'empty body',
    fault: { status: 200, body: '' },
    message: /could not be understood \(empty body\)/,
  },
];

/** How many requests one attempt at `op` should make under `f` (the first try included). */
export function expectedTries(f: FaultCase, op: Op): number {
  if (f.harmless || op === 'create' || !f.retried) return 1;
  if (f.retried === 'get') return 3;
  return op === 'status' || op === 'result' ? 3 : 1;
}

/** The outcome a person sees. */
export type Outcome = 'ok' | 'error shown' | 'failed, can resend' | 'not confirmed, not resent';

export function expectedOutcome(f: FaultCase, op: Op): Outcome {
  if (f.harmless) return 'ok';
  if (op === 'create') return f.refusal ? 'failed, can resend' : 'not confirmed, not resent';
  return 'error shown';
}
